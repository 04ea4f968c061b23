import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { describedByOf, EMAIL_INPUT } from '@/components/forms/form-field';
import { buttonVariants } from '@/components/ui/button-variants';
import { urlOf } from '@/domain/api/route';
import * as notifyApi from '@/domain/api/notify';
import { inputClass } from '@/components/ui/input-class';
import {
  EMAIL_CONSENT_WORDS,
  NOTIFY_BUTTON,
  NOTIFY_HEADING,
  SMS_CONSENT_WORDS,
  type SubscribeSource,
} from '@/domain/notify/notify-list';
import type { SubscriberField } from '@/domain/schemas/subscriber';

/** What came of the last post: the thanks, or what went wrong that is no one field's. */
export type NotifyStatus = { kind: 'done' | 'failed'; message: string } | null;

export interface NotifyFormProps {
  /** Where the form is, posted with it as the consent's source. */
  source: SubscribeSource;
  /** The e-mail field's first value (the order's address on the confirmation). */
  email?: string | null;
  /** Each field's problem, shown beside it. */
  problems?: Partial<Record<SubscriberField, string>>;
  status?: NotifyStatus;
  busy?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A field's problem. Always in the page, hidden while there is none, so the home page's plain
 * script (enhance-notify-form.ts) can show one without React.
 */
function Problem({ id, field, problem }: { id: string; field: SubscriberField; problem: string | undefined }) {
  return (
    <p id={`${id}-error`} data-problem-for={field} hidden={!problem} className="text-sm font-medium text-kenya-red">
      {problem}
    </p>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'name'> {
  name: 'email' | 'phone';
  label: string;
  hint: ReactNode;
  problem: string | undefined;
}

function Field({ name, label, hint, problem, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedByOf(id, hint, problem)}
        className={`${inputClass} aria-invalid:border-kenya-red`}
        {...input}
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <Problem id={id} field={name} problem={problem} />
    </div>
  );
}

/**
 * 'Tell me when you're cooking' (issue 36; docs/behaviour/screens.md#notify-form): an e-mail and/or
 * a US mobile number with its own unticked consent box, whose words are stored as the evidence.
 * A real form posting to /api/subscribers, so it works as a plain form post before or without any
 * script; on the home page a plain script sends it as JSON instead, and the order confirmation's
 * island does the same through `onSubmit`. Phones first: one column, two from `sm`.
 */
export function NotifyForm({ source, email, problems = {}, status = null, busy = false, onSubmit }: NotifyFormProps) {
  const headingId = useId();
  const consentId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-brand-200 bg-white p-5 sm:p-6"
      data-testid="notify-form"
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {NOTIFY_HEADING}
      </h2>
      <p className="mt-1 text-muted">
        We cook in batches. Leave an e-mail or a mobile number and we'll tell you when ordering opens.
      </p>
      <form
        method="post"
        action={urlOf(notifyApi.subscribe)}
        noValidate
        onSubmit={onSubmit}
        data-notify-form
        aria-busy={busy || undefined}
        className="mt-4 flex flex-col gap-4"
      >
        <input type="hidden" name="source" value={source} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="email"
            label="E-mail"
            hint={EMAIL_CONSENT_WORDS}
            problem={problems.email}
            defaultValue={email ?? undefined}
            {...EMAIL_INPUT}
          />
          <Field
            name="phone"
            label="Mobile number"
            hint="For texts too, tick the box below."
            problem={problems.phone}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
          />
        </div>
        <div className="flex flex-col gap-1">
          <div className="flex items-start gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3">
            <input
              id={consentId}
              type="checkbox"
              name="smsConsent"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              aria-invalid={problems.smsConsent ? true : undefined}
              aria-describedby={describedByOf(consentId, null, problems.smsConsent)}
            />
            <label htmlFor={consentId} className="text-sm text-ink">
              {SMS_CONSENT_WORDS}
            </label>
          </div>
          <Problem id={consentId} field="smsConsent" problem={problems.smsConsent} />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy || undefined}
            className={buttonVariants({ variant: 'primary', size: 'lg' })}
          >
            {NOTIFY_BUTTON}
          </button>
          {/* Both regions are in the page from the start, so screen readers announce what is put in them. */}
          <p role="status" data-notify-status className="text-sm font-medium text-kenya-green">
            {status?.kind === 'done' ? status.message : null}
          </p>
        </div>
        <div role="alert">
          <p
            data-notify-alert
            hidden={status?.kind !== 'failed'}
            className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
          >
            {status?.kind === 'failed' ? status.message : null}
          </p>
        </div>
      </form>
    </section>
  );
}
