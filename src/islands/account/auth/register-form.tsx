import { useStore } from '@nanostores/react';
import { registerFormSchema } from '@/domain/schemas';
import { createAccount } from '@/stores/account/auth-actions';
import { $sessionUser } from '@/stores/shell/session';
import { AuthCard, QuestionLink } from './auth-card';
import { SessionStartForm } from './auth-form';
import { EMAIL_INPUT, FormField } from '@/components/forms/form-field';
import { NewPasswordFields } from './new-password-fields';
import { SignedInNote } from './signed-in-note';
import { useCheckedForm } from '@/components/forms/use-checked-form';
import { useSessionStart } from './use-session-start';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' };

/**
 * Create account (docs/behaviour/screens.md#create-account): names, email, phone, password twice. A refusal shows the
 * server's message (e.g. the email is taken) or 'Failed to create account'. Success goes to the menu.
 */
export default function RegisterForm() {
  const { data: user } = useStore($sessionUser);
  const form = useCheckedForm(registerFormSchema, EMPTY);
  const start = useSessionStart(createAccount);

  if (user && !start.busy) return <SignedInNote user={user} />;

  return (
    <AuthCard
      title="Create Account"
      intro={<p>Create an account to keep track of your orders.</p>}
      footnote={
        <QuestionLink question="Already have an account?" href="/login">
          Sign in
        </QuestionLink>
      }
    >
      <SessionStartForm form={form} start={start} submitLabel="Create Account" busyLabel="Creating account...">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...form.field('firstName')} label="First name" autoComplete="given-name" />
          <FormField {...form.field('lastName')} label="Last name" autoComplete="family-name" />
        </div>
        <FormField {...form.field('email')} {...EMAIL_INPUT} label="Email" />
        <FormField {...form.field('phone')} label="Phone (optional)" type="tel" autoComplete="tel" inputMode="tel" />
        <NewPasswordFields
          password={form.field('password')}
          confirmPassword={form.field('confirmPassword')}
          label="Password"
        />
      </SessionStartForm>
    </AuthCard>
  );
}
