import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearSessionHint } from './session';

/*
 * Every test starts from a page nobody has visited: no stores' cached answers (modules are loaded
 * afresh, so each test imports the island it renders), no storage, no session hint, the real fetch.
 */
// findBy* and waitFor wait up to 10 s rather than 1: on a busy 2-core machine (CI runs the build
// alongside) a role query over a whole screen can take a second by itself.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(async () => {
  vi.resetModules();
  // A persistent store lets go of the window's events a second after its last listener leaves
  // (nanostores' STORE_UNMOUNT_DELAY). When that second ends after a file's last test, jsdom and its
  // window are gone, and the store's clean-up throws into the run: so it lets go only while there is
  // a window to let go of.
  const persistent = await import('@nanostores/persistent');
  const { addEventListener, removeEventListener } = persistent.windowPersistentEvents;
  persistent.setPersistentEngine(localStorage, {
    addEventListener,
    removeEventListener: (...args) => {
      if (typeof window !== 'undefined') removeEventListener(...args);
    },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  clearSessionHint();
});
