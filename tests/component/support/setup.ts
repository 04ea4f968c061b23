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

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  clearSessionHint();
});
