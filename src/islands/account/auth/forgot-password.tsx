import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { EMAIL_REQUIRED, forgotPasswordSchema } from '@/domain/schemas';
import { requestPasswordReset } from '@/stores/account/auth-actions';
import { showToast, type ToastInput } from '@/stores/shell/toasts';
import { AuthCard, QuestionLink } from './auth-card';
import { AuthForm } from './auth-form';
import { EMAIL_INPUT, FormField } from '@/components/forms/form-field';
import { useCheckedForm } from '@/components/forms/use-checked-form';

/** The schema writes it 'Email Required – Please enter your email address.': title, then description. */
function emailRequiredToast(): ToastInput {
  const [title = EMAIL_REQUIRED, description] = EMAIL_REQUIRED.split(' – ');
  return { title, ...(description ? { description } : {}), variant: 'destructive' };
}

/**
 * Forgot password (docs/behaviour/screens.md#forgot-password): the email form, then 'Check Your Email' with the 1-hour
 * expiry, a way back to sign in, and 'Try Different Email' back to the form. An empty email is the
 * 'Email Required' toast; a malformed one is shown at the field.
 */
export default function ForgotPassword() {
  const form = useCheckedForm(forgotPasswordSchema, { email: '' });
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const changed = useRef(false);

  // A change of state is announced by moving focus: to the new heading, or back to the email.
  useEffect(() => {
    if (!changed.current) return;
    if (sentTo === null) emailInput.current?.focus();
    else heading.current?.focus();
  }, [sentTo]);

  const send = async (email: string) => {
    setBusy(true);
    const sent = await requestPasswordReset(email);
    setBusy(false);
    if (!sent) return;
    changed.current = true;
    setSentTo(email);
  };

  const tryDifferentEmail = () => {
    form.reset();
    changed.current = true;
    setSentTo(null);
  };

  if (sentTo !== null) {
    return (
      <AuthCard
        title="Check Your Email"
        headingRef={heading}
        intro={
          <p>
            If an account exists for <strong className="font-semibold break-all text-ink">{sentTo}</strong>, we have
            sent it a link to reset the password. The link expires in 1 hour.
          </p>
        }
      >
        <p className="text-sm text-muted">
          No email after a few minutes? Check your spam folder, or try another address.
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <a href="/login" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            Back to Sign In
          </a>
          <Button variant="secondary" size="lg" onClick={tryDifferentEmail}>
            Try Different Email
          </Button>
        </div>
      </AuthCard>
    );
  }

  const emailField = form.field('email');
  // The empty case is a toast (docs/behaviour/rules.md#form-validation), not a message under the field.
  const emailProblem = emailField.error === EMAIL_REQUIRED ? undefined : emailField.error;

  return (
    <AuthCard
      title="Forgot Password"
      headingRef={heading}
      intro={<p>Enter the email address of your account and we will send you a link to reset your password.</p>}
      footnote={
        <QuestionLink question="Remembered it?" href="/login">
          Back to Sign In
        </QuestionLink>
      }
    >
      <AuthForm
        formRef={form.ref}
        onSubmit={form.submit(
          ({ email }) => void send(email),
          (errors) => {
            if (errors.email === EMAIL_REQUIRED) showToast(emailRequiredToast());
          },
        )}
        busy={busy}
        submitLabel="Send Reset Link"
        busyLabel="Sending..."
      >
        <FormField {...emailField} {...EMAIL_INPUT} error={emailProblem} ref={emailInput} label="Email" />
      </AuthForm>
    </AuthCard>
  );
}
