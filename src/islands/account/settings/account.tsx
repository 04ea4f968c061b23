import { useStore } from '@nanostores/react';
import { textLinkClass } from '@/components/ui/text-link-class';
import { $accountDeleted } from '@/stores/account/account-actions';
import { AccountInfo } from './account-info';
import { DeleteAccount } from './delete-account';
import { EmailVerification } from './email-verification';
import { ProfileForm } from './profile-form';
import { SettingsSection } from './settings-section';
import { STANDING_ORDERS_ID, StandingOrdersSection } from './standing-orders-section';
import { TwoFactorSettings } from './two-factor-settings';
import { SignedOutNotice } from '@/components/session/signed-out-notice';
import { useSessionState } from '@/components/session/use-session-state';

function Heading({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">{title}</h1>
      <p className="mt-1 text-muted">{intro}</p>
    </div>
  );
}

function LoadingAccount() {
  const bar = 'animate-pulse rounded bg-brand-100 motion-reduce:animate-none';
  return (
    <>
      <Heading title="Account Settings" intro="Manage your profile and your account." />
      <div role="status" className="mt-6">
        <span className="sr-only">Loading your account</span>
        <div aria-hidden="true" className="flex flex-col gap-6">
          {[0, 1].map((card) => (
            <div key={card} className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-white p-5 sm:p-6">
              <div className={`h-6 w-48 ${bar}`} />
              <div className={`h-11 w-full ${bar}`} />
              <div className={`h-11 w-full ${bar}`} />
            </div>
          ))}
        </div>
      </div>
    </>
  );
}

/**
 * /account: 'Access Denied' for a visitor; for a signed-in person the profile form, her standing
 * orders, the account information, email verification, two-factor sign-in, the way to reset the password and the
 * danger zone.
 */
export default function Account() {
  const session = useSessionState();
  const deleted = useStore($accountDeleted);

  // The cache already says nobody is signed in; say what happened while the home page loads.
  if (deleted) {
    return (
      <div role="status">
        <Heading title="Account Deleted" intro="Taking you to the home page..." />
      </div>
    );
  }
  if (session.status === 'signed-out') {
    return (
      <SignedOutNotice
        heading="Access Denied"
        message="Please sign in to manage your account settings."
        alternative={{ href: '/', label: 'Back to Home' }}
      />
    );
  }
  if (session.status === 'loading') return <LoadingAccount />;

  const { user } = session;
  return (
    <>
      <Heading title="Account Settings" intro="Manage your profile and your account." />
      <div className="mt-6 flex flex-col gap-6">
        <SettingsSection title="Profile Information" description="Your name and phone number for your orders.">
          <ProfileForm key={user.id} user={user} />
        </SettingsSection>
        <SettingsSection
          id={STANDING_ORDERS_ID}
          title="Standing Orders"
          description="Orders we place for you each drop or each week, charged to your saved card."
        >
          <StandingOrdersSection />
        </SettingsSection>
        <SettingsSection title="Account Information">
          <AccountInfo user={user} />
        </SettingsSection>
        <SettingsSection title="Email Verification">
          <EmailVerification user={user} />
        </SettingsSection>
        <SettingsSection title="Two-Factor Sign-In">
          <TwoFactorSettings user={user} />
        </SettingsSection>
        <SettingsSection title="Password">
          <p className="text-sm text-ink">
            Forgot your password or want a new one? We will email you a link to set a new password.
          </p>
          <a href="/forgot-password" className={`${textLinkClass} mt-3 inline-flex min-h-11 items-center`}>
            Reset Password
          </a>
        </SettingsSection>
        <SettingsSection
          title="Danger Zone"
          tone="danger"
          description="Deleting your account signs you out and removes your profile for good. This cannot be undone."
        >
          <DeleteAccount />
        </SettingsSection>
      </div>
    </>
  );
}
