import type { ReactNode, Ref, SubmitEventHandler } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/forms/form-alert';

interface AuthFormProps {
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  /** The form's ref from useCheckedForm, which reads what was typed before hydration. */
  formRef: Ref<HTMLFormElement>;
  /** The inline failure (docs/behaviour/messages.md#inline-messages), above the fields. */
  failure?: string | null;
  busy: boolean;
  /** The button's words, and its words while the call is on its way ('Signing in...'). */
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/**
 * The form of a sign-in screen: our own checks instead of the browser's (noValidate), the failure
 * alert, the fields, and a submit button that says what is happening.
 */
export function AuthForm({ onSubmit, formRef, failure = null, busy, submitLabel, busyLabel, children }: AuthFormProps) {
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={failure} />
      {children}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

/**
 * The form of a screen that starts a session (sign in, create account): its checked values go to
 * `start` (useSessionStart), whose busy state and failure it shows.
 */
export function SessionStartForm<TInput>({
  form,
  start,
  ...rest
}: Pick<AuthFormProps, 'submitLabel' | 'busyLabel' | 'children'> & {
  form: {
    ref: Ref<HTMLFormElement>;
    submit: (onValid: (input: TInput) => void) => SubmitEventHandler<HTMLFormElement>;
  };
  start: { busy: boolean; failure: string | null; run: (input: TInput) => Promise<void> };
}) {
  return (
    <AuthForm
      formRef={form.ref}
      onSubmit={form.submit((input) => void start.run(input))}
      failure={start.failure}
      busy={start.busy}
      {...rest}
    />
  );
}
