import { useStore } from '@nanostores/react';
import type { SessionUser } from '@/domain/session-user';
import { $sessionUser } from '@/stores/shell/session';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser };

/**
 * Who is signed in, for the screens that differ by it. The server cannot know, so its render (and
 * the browser's first render, which must match it) is 'loading': a signed-in person never sees a
 * flash of the signed-out screen. Once the user is known, background re-checks keep it shown.
 */
export function useSessionState(): SessionState {
  const { data, error } = useStore($sessionUser, { ssr: 'initial' });
  if (data) return { status: 'signed-in', user: data };
  if (data === null || error !== undefined) return { status: 'signed-out' };
  return { status: 'loading' };
}
