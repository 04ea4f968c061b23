import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { sendVerificationLink } from '@/stores/email-verification';

/** 'Send a New Link' ('Sending...' meanwhile): mails the signed-in account a new verification link. */
export function SendVerificationLinkButton({
  className = '',
  variant = 'secondary',
}: {
  className?: string;
  variant?: 'primary' | 'secondary';
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant={variant}
      size="md"
      className={className}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await sendVerificationLink();
        setBusy(false);
      }}
    >
      {busy ? 'Sending...' : 'Send a New Link'}
    </Button>
  );
}
