import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { buttonVariants } from '@/components/ui/button-variants';
import { loginSchema, type LoginInput } from '@/domain/schemas';
import { TIMINGS } from '@/domain/timings';
import { signIn } from '@/stores/account/auth-actions';
import { $sessionUser } from '@/stores/shell/session';
import { textLinkClass } from '@/components/ui/text-link-class';
import { AuthCard, QuestionLink } from './auth-card';
import { SessionStartForm } from './auth-form';
import { EMAIL_INPUT, FormField } from '@/components/forms/form-field';
import { SecondFactorStep } from './second-factor-step';
import { SignedInNote } from './signed-in-note';
import { useCheckedForm } from '@/components/forms/use-checked-form';
import { useSessionStart } from './use-session-start';

/**
 * Sign in (docs/behaviour/screens.md#sign-in): email and password, 'Signing in...' while waiting, and on a refusal the
 * server's message inline while the card shakes for 600 ms. Success goes to the menu. An account
 * with two-factor sign-in on is asked for its code on a second step.
 */
export default function LoginForm() {
  const { data: user } = useStore($sessionUser);
  const form = useCheckedForm(loginSchema, { email: '', password: '' });
  const [shaking, setShaking] = useState(false);
  const [needsCode, setNeedsCode] = useState<LoginInput | null>(null);
  const start = useSessionStart(signIn, (refusal, input) => {
    if (refusal.twoFactorRequired) setNeedsCode(input);
    else setShaking(true);
  });

  useEffect(() => {
    if (!shaking) return;
    const timer = setTimeout(() => setShaking(false), TIMINGS.loginShakeMs);
    return () => clearTimeout(timer);
  }, [shaking]);

  // While signing in the cache gains the user before the page changes: keep the form until then.
  if (user && !start.busy) return <SignedInNote user={user} />;
  if (needsCode) return <SecondFactorStep credentials={needsCode} onBack={() => setNeedsCode(null)} />;

  return (
    <AuthCard
      title="Sign In"
      intro={<p>Sign in to see your order history and manage your account.</p>}
      className={shaking ? 'motion-safe:animate-login-shake' : ''}
      footnote={
        <QuestionLink question="Don't have an account?" href="/register">
          Create account
        </QuestionLink>
      }
    >
      <SessionStartForm form={form} start={start} submitLabel="Sign In" busyLabel="Signing in...">
        <FormField {...form.field('email')} {...EMAIL_INPUT} label="Email" />
        <FormField {...form.field('password')} label="Password" type="password" autoComplete="current-password" />
        <a href="/forgot-password" className={`${textLinkClass} self-end text-sm`}>
          Forgot password?
        </a>
      </SessionStartForm>
      <div className="mt-6 border-t border-brand-100 pt-6">
        <a href="/" className={`${buttonVariants({ variant: 'secondary', size: 'lg' })} w-full`}>
          Continue as Guest
        </a>
      </div>
    </AuthCard>
  );
}
