import { format } from 'date-fns/format';
import type { SessionUser } from '@/domain/session-user';

/** 'Administrator' for the owner, 'Customer' for everyone else (docs/behaviour/screens.md#account-settings). */
export function accountTypeLabel(user: Pick<SessionUser, 'isAdmin'>): 'Administrator' | 'Customer' {
  return user.isAdmin ? 'Administrator' : 'Customer';
}

/** When the account was created, as 'January 5, 2026'; '' if the timestamp is unreadable. */
export function formatMemberSince(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMMM d, yyyy');
}
