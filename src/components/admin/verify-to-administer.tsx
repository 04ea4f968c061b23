import { NoticeCard } from '@/components/session/notice-card';
import { SendVerificationLinkButton } from '@/components/session/send-verification-link-button';

/**
 * /admin for the ADMIN_EMAIL account before it has proved the address: owning the address, not
 * registering it first, makes the administrator (docs/behaviour/rules.md#administrator).
 */
export function VerifyToAdminister({ email }: { email: string }) {
  return (
    <NoticeCard
      heading="Verify Your Email First"
      message={
        <>
          This is the administrator's address, but it has not been verified yet. Open the link we emailed to{' '}
          <strong className="font-semibold break-all text-ink">{email}</strong> to prove it is yours; the dashboard
          opens once it is.
        </>
      }
      icon={
        <>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </>
      }
    >
      <SendVerificationLinkButton variant="primary" />
    </NoticeCard>
  );
}
