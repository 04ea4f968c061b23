import { ActionButton } from '@/components/ui/action-button';
import { sendVerificationLink } from '@/stores/account/email-verification';

/** 'Send a New Link' ('Sending...' meanwhile): mails the signed-in account a new verification link. */
export function SendVerificationLinkButton({
  className = '',
  variant = 'secondary',
}: {
  className?: string;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <ActionButton action={sendVerificationLink} busyLabel="Sending..." className={className} variant={variant}>
      Send a New Link
    </ActionButton>
  );
}
