import { SESSION_HINT_CLEAR, SESSION_HINT_SET } from '@/domain/session-hint';

/** Someone who may be signed in: the readable hint cookie makes the page ask /api/auth/user. */
export function carrySessionHint(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the hint is the page's own, set as the site sets it
  document.cookie = SESSION_HINT_SET;
}

/** Whether the page still carries the hint (a 401 from /api/auth/user clears it). */
export function hasSessionHint(): boolean {
  return document.cookie.split(';').some((cookie) => cookie.trim() === 'kb_signed_in=1');
}

/** Clears the hint, as the site does on signing out. */
export function clearSessionHint(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the hint is the page's own, cleared as the site clears it
  document.cookie = SESSION_HINT_CLEAR;
}

export { sessionUser } from '../../fixtures/session-user';
