import { NoticeCard } from '@/components/session/notice-card';
import { ActionButton } from '@/components/ui/action-button';
import { requestPasswordReset } from '@/stores/account/auth-actions';

/**
 * /admin for the ADMIN_EMAIL account before its password was set through a link mailed to the
 * address: owning the address, not registering it first, makes the administrator
 * (docs/behaviour/rules.md#administrator). One button mails the link; opening it and choosing the
 * password proves both, and the dashboard opens at the next sign-in.
 */
export function ProveToAdminister({ email }: { email: string }) {
  return (
    <NoticeCard
      heading="Confirm You Own This Address"
      message={
        <>
          This is the administrator's address. Before the dashboard opens, set the password through a link we email to{' '}
          <strong className="font-semibold break-all text-ink">{email}</strong>: open it, choose the password, then sign
          in with it. That proves the address is yours and the password too, whoever registered it.
        </>
      }
      icon={
        <>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </>
      }
    >
      <ActionButton action={() => requestPasswordReset(email)} busyLabel="Sending..." variant="primary">
        Email Me the Link
      </ActionButton>
    </NoticeCard>
  );
}
