import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { buttonVariants } from '@/components/ui/button-variants';
import { resetPasswordSchema } from '@/domain/schemas';
import { resetPassword } from '@/stores/account/auth-actions';
import { textLinkClass } from '@/components/ui/text-link-class';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { NewPasswordFields } from './new-password-fields';
import { newPasswordFormSchema } from './new-password-schema';
import { useCheckedForm } from '@/components/forms/use-checked-form';

/** The link's token, or the reason it cannot be used (the server's own words for a bad token). */
function readToken(search: string): { token: string } | { problem: string } {
  const parsed = v.safeParse(resetPasswordSchema.entries.token, new URLSearchParams(search).get('token') ?? '');
  return parsed.success ? { token: parsed.output } : { problem: parsed.issues[0].message };
}

/**
 * /reset-password?token=... (docs/behaviour/screens.md#reset-password): a new password twice, as on create account.
 * A missing, expired or used link says so and offers a new one; success goes to sign in.
 */
export default function ResetPassword() {
  const form = useCheckedForm(newPasswordFormSchema, { password: '', confirmPassword: '' });
  const [token, setToken] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const refused = useRef(false);

  // The page is static: the token is only known in the browser.
  useEffect(() => {
    const link = readToken(window.location.search);
    if ('token' in link) setToken(link.token);
    else setLinkProblem(link.problem);
  }, []);

  // A link refused after submitting replaces the form: tell the change by moving focus to the heading.
  useEffect(() => {
    if (linkProblem !== null && refused.current) heading.current?.focus();
  }, [linkProblem]);

  const send = async (password: string) => {
    if (token === null) return;
    setBusy(true);
    setFailure(null);
    const result = await resetPassword(token, password);
    if (result.ok) return; // on the way to sign in
    setBusy(false);
    if (!result.linkInvalid) {
      setFailure(result.message);
      return;
    }
    refused.current = true;
    setLinkProblem(result.message);
  };

  if (linkProblem !== null) {
    return (
      <AuthCard title="Reset Link Not Valid" headingRef={heading} intro={<p>{linkProblem}</p>}>
        <div className="flex flex-col gap-3">
          <a href="/forgot-password" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            Request a New Link
          </a>
          <a href="/login" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
            Back to Sign In
          </a>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset Password"
      headingRef={heading}
      intro={<p>Choose a new password for your account.</p>}
      footnote={
        <a href="/login" className={textLinkClass}>
          Back to Sign In
        </a>
      }
    >
      <AuthForm
        formRef={form.ref}
        onSubmit={form.submit(({ password }) => void send(password))}
        failure={failure}
        busy={busy}
        submitLabel="Reset Password"
        busyLabel="Resetting..."
      >
        <NewPasswordFields
          password={form.field('password')}
          confirmPassword={form.field('confirmPassword')}
          label="New password"
        />
      </AuthForm>
    </AuthCard>
  );
}
