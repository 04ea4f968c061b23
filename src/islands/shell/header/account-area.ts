import { hasSessionHint } from '@/domain/session-hint';
import { greeting } from '@/domain/session-user';
import { $sessionUser } from '@/stores/shell/session';
import { signOut } from '@/stores/shell/sign-out';
import { enhanceMenuButton } from './menu-button';

interface AccountArea {
  signIn: HTMLElement;
  /** Holds Sign In's place while a hinted session is being checked, so the header does not jump. */
  pending: HTMLElement;
  account: HTMLElement;
}

/**
 * Signed out: the Sign In link. Signed in: the account menu greeting 'Hello' and the first name,
 * with Admin Dashboard for the administrator only. Who is signed in comes from the session store,
 * which asks the server only when the session hint cookie is there.
 */
export function enhanceAccountArea({ signIn, pending, account }: AccountArea): void {
  const button = account.querySelector<HTMLButtonElement>('#account-menu-button');
  const menu = account.querySelector<HTMLElement>('#account-menu');
  const label = account.querySelector<HTMLElement>('[data-greeting]');
  const adminItem = account.querySelector<HTMLElement>('[data-admin-only]');
  if (!button || !menu || !label || !adminItem) return;

  enhanceMenuButton(button, menu);
  account.querySelector('[data-sign-out]')?.addEventListener('click', () => void signOut());

  const show = (state: 'signed-out' | 'checking' | 'signed-in') => {
    signIn.hidden = state !== 'signed-out';
    pending.hidden = state !== 'checking';
    account.hidden = state !== 'signed-in';
  };
  if (hasSessionHint(document.cookie)) show('checking');

  $sessionUser.subscribe(({ data: user, loading }) => {
    if (user) {
      label.textContent = greeting(user);
      adminItem.hidden = !user.isAdmin;
      show('signed-in');
    } else if (!loading) {
      show('signed-out');
    }
  });
}
