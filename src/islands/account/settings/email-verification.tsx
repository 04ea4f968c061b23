import { SendVerificationLinkButton } from '@/components/session/send-verification-link-button';
import type { SessionUser } from '@/domain/session-user';

/**
 * Whether the account has proved its address, and a way to get a new link when it has not. The
 * administrator's account needs this before the dashboard opens.
 */
export function EmailVerification({ user }: { user: Pick<SessionUser, 'email' | 'emailVerified'> }) {
  if (user.emailVerified) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-green-700" fill="currentColor">
          <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3-4.5 4.5a1 1 0 0 1-1.4 0l-2-2a1 1 0 1 1 1.4-1.4l1.3 1.3 3.8-3.8a1 1 0 0 1 1.4 1.4Z" />
        </svg>
        <span>
          <strong className="font-semibold">{user.email}</strong> is verified.
        </span>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink">
        <strong className="font-semibold">{user.email}</strong> is not verified yet. Open the link we emailed you to
        confirm it is yours. Links work once and expire after 24 hours.
      </p>
      <SendVerificationLinkButton className="self-start" />
    </div>
  );
}
