import { atom } from 'nanostores';
import { TIMINGS } from '@/domain/timings';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; 5000 unless a screen says otherwise. */
  duration?: number;
}

export interface Toast extends ToastInput {
  id: number;
}

export const TOAST_DURATION_MS = TIMINGS.toastMs;
const FLASH_KEY = 'flashToast';

let nextId = 1;

/**
 * The toast on screen: one visible at a time, so a new toast replaces the current one
 * rather than queueing behind it.
 */
export const $toast = atom<Toast | null>(null);

export function showToast(input: ToastInput): void {
  $toast.set({ ...input, id: nextId++ });
}

export function dismissToast(id: number): void {
  if ($toast.get()?.id === id) $toast.set(null);
}

/** The id of the newest toast shown so far (0 before the first): what a dialog opened after it. */
export const newestToastId = (): number => nextId - 1;

/**
 * Closes the toast on screen if it was shown after toast `after` (a dialog opened then), and says
 * whether it did. The dialog's Escape calls it first, so that Escape closes the newest layer: Radix
 * registers a toast's own Escape only after the toast has painted (and the first toast of a page
 * waits for the toaster to load), so a quick Escape would otherwise close the dialog under a toast
 * shown over it. A toast older than the dialog lies under it, and Escape closes the dialog.
 */
export function dismissToastShownAfter(after: number): boolean {
  const toast = $toast.get();
  if (!toast || toast.id <= after) return false;
  $toast.set(null);
  return true;
}

/** For a toast that must survive the page change that follows it (e.g. 'Signed out', then home). */
export function showToastAfterNavigation(input: ToastInput): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(input));
  } catch {
    // Storage unavailable (private mode quotas): the toast is a courtesy, the action still happened.
  }
}

/** Shows a toast left by the previous page, once. */
export function showPendingFlashToast(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const input = JSON.parse(raw) as ToastInput;
    if (typeof input.title === 'string') showToast(input);
  } catch {
    // A corrupted entry is dropped.
  }
}
