import type { ReactNode } from 'react';
import type { SessionUser } from '@/domain/session-user';
import { accountTypeLabel, formatMemberSince } from './account-details';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="mt-0.5 font-semibold break-words text-ink">{children}</dd>
    </div>
  );
}

/** The account information card (docs/behaviour/screens.md#account-settings): email, account type and member since. */
export function AccountInfo({ user }: { user: SessionUser }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Detail term="Email">{user.email}</Detail>
      <Detail term="Account Type">{accountTypeLabel(user)}</Detail>
      <Detail term="Member Since">
        <time dateTime={user.createdAt}>{formatMemberSince(user.createdAt)}</time>
      </Detail>
    </dl>
  );
}
