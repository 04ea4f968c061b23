import { useEffect, useRef } from 'react';
import { twoFactorCodeSchema, type LoginInput } from '@/domain/schemas';
import { signIn } from '@/stores/account/auth-actions';
import { textLinkClass } from '@/components/ui/text-link-class';
import { FormField } from '@/components/forms/form-field';
import { useCheckedForm } from '@/components/forms/use-checked-form';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { useSessionStart } from './use-session-start';

/**
 * The sign-in's second step for an account with two-factor sign-in on: the password was right, now
 * a code from the authenticator app (or a recovery code). The email and password stay in memory
 * only, to be sent again with the code; 'Back to sign in' forgets them.
 */
export function SecondFactorStep({ credentials, onBack }: { credentials: LoginInput; onBack: () => void }) {
  const form = useCheckedForm(twoFactorCodeSchema, { code: '' });
  const { busy, failure, run } = useSessionStart(signIn);
  const heading = useRef<HTMLHeadingElement>(null);

  // The screen changed under the keyboard user: start them at its heading.
  useEffect(() => heading.current?.focus(), []);

  return (
    <AuthCard
      title="Two-Factor Sign-In"
      headingRef={heading}
      intro={
        <p>
          Open your authenticator app and enter the 6-digit code for Kenyan Bites. No phone? Enter one of your recovery
          codes instead.
        </p>
      }
    >
      <AuthForm
        formRef={form.ref}
        onSubmit={form.submit(({ code }) => void run({ ...credentials, code }))}
        failure={failure}
        busy={busy}
        submitLabel="Verify"
        busyLabel="Verifying..."
      >
        <FormField
          {...form.field('code')}
          label="Authentication code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          hint="6 digits from the app, or a recovery code such as k7m2p-x9q4r."
        />
      </AuthForm>
      <button type="button" onClick={onBack} className={`${textLinkClass} mt-4 min-h-11 text-sm`}>
        Back to sign in
      </button>
    </AuthCard>
  );
}
