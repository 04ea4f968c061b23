import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  $toast,
  dismissToast,
  showPendingFlashToast,
  showToast,
  showToastAfterNavigation,
  TOAST_DURATION_MS,
} from '@/stores/shell/toasts';
import { MemoryStorage, stubGlobal } from './browser-stubs';

beforeEach(() => $toast.set(null));

describe('showToast', () => {
  it('auto-closes after 5 s by default', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('keeps one toast at a time: a new one replaces the one on screen', () => {
    showToast({ title: 'Missing Information', description: 'Please enter your name', variant: 'destructive' });
    const first = $toast.get();
    showToast({ title: 'Delivery Zone Detected', description: 'Local 0-10 - $3.50 delivery fee (1.9 miles)' });

    expect($toast.get()).toEqual({
      id: expect.any(Number),
      title: 'Delivery Zone Detected',
      description: 'Local 0-10 - $3.50 delivery fee (1.9 miles)',
    });
    expect($toast.get()?.id).toBeGreaterThan(first?.id ?? Infinity);
  });
});

describe('dismissToast', () => {
  it('removes the toast with that id only', () => {
    showToast({ title: 'Old' });
    const old = $toast.get()?.id ?? -1;
    showToast({ title: 'New' });
    dismissToast(old);
    expect($toast.get()?.title).toBe('New');
    dismissToast($toast.get()?.id ?? -1);
    expect($toast.get()).toBeNull();
  });
});

describe('toasts that survive a page change', () => {
  let storage: MemoryStorage;
  let restore: () => void;

  beforeEach(() => {
    storage = new MemoryStorage();
    restore = stubGlobal('sessionStorage', storage);
  });
  afterEach(() => restore());

  it('shows the toast left by the previous page once', () => {
    showToastAfterNavigation({ title: 'Signed out', description: 'You have been signed out successfully.' });
    expect($toast.get()).toBeNull();

    showPendingFlashToast();
    expect($toast.get()).toMatchObject({ title: 'Signed out', description: 'You have been signed out successfully.' });

    $toast.set(null);
    showPendingFlashToast();
    expect($toast.get()).toBeNull();
  });

  it('drops a corrupted entry', () => {
    storage.setItem('flashToast', '{not json');
    showPendingFlashToast();
    expect($toast.get()).toBeNull();
    expect(storage.getItem('flashToast')).toBeNull();
  });

  it('carries on when storage is unavailable', () => {
    restore();
    restore = stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => showToastAfterNavigation({ title: 'Signed out' })).not.toThrow();
    expect(() => showPendingFlashToast()).not.toThrow();
    expect($toast.get()).toBeNull();
  });
});
