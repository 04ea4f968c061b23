import { useId } from 'react';
import { AdminPanel } from '@/components/admin/admin-panel';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { FieldProblem, SelectField } from '@/components/forms/form-field';
import { type EnteredPayment, HOLD_HOURS, type LinkChannel } from '@/domain/owner-orders/entered-order';
import type { FormErrors, HoldHours, NewOrderValues } from './order-form-values';

const PAYMENTS: Record<EnteredPayment, string> = {
  link: 'Send a payment link',
  'in-person': 'Paid in person (cash or card reader)',
};

const CHANNELS: Record<LinkChannel, string> = { text: 'By text', email: 'By e-mail' };

const hoursWords = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** How the link goes: by text, by e-mail or both, its problem read with each box. */
function LinkChannels({
  chosen,
  error,
  onChange,
}: {
  chosen: readonly LinkChannel[];
  error: string | undefined;
  onChange: (chosen: LinkChannel[]) => void;
}) {
  const id = useId();
  const toggle = (channel: LinkChannel, on: boolean) =>
    onChange((Object.keys(CHANNELS) as LinkChannel[]).filter((key) => (key === channel ? on : chosen.includes(key))));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">Send the link</legend>
      <div className="grid grid-cols-2 gap-2 sm:max-w-md">
        {(Object.keys(CHANNELS) as LinkChannel[]).map((channel) => (
          <label
            key={channel}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-200 bg-stone-50 px-3 text-sm font-semibold text-ink"
          >
            <input
              type="checkbox"
              name="sendLinkBy"
              value={channel}
              className="size-5 shrink-0 accent-brand-700"
              checked={chosen.includes(channel)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => toggle(channel, event.target.checked)}
            />
            {CHANNELS[channel]}
          </label>
        ))}
      </div>
      <FieldProblem id={id} error={error} />
    </fieldset>
  );
}

/** How long an unpaid link keeps the order's place. */
function HoldChoice({
  hours,
  error,
  onChange,
}: {
  hours: HoldHours;
  error: string | undefined;
  onChange: (hours: HoldHours) => void;
}) {
  return (
    <div className="sm:max-w-xs">
      <SelectField
        label="Hold the order for"
        name="holdHours"
        value={String(hours)}
        onChange={(event) => onChange(Number(event.target.value) as HoldHours)}
        error={error}
        hint="Unpaid by then, the order is cancelled and its place given back."
      >
        {HOLD_HOURS.map((option) => (
          <option key={option} value={String(option)}>
            {hoursWords(option)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** How the order is paid: a link the customer pays online (how it goes, how long it holds), or in person. */
export function PaymentPanel({
  values,
  errors,
  onChange,
}: {
  values: Pick<NewOrderValues, 'payment' | 'sendLinkBy' | 'holdHours'>;
  errors: FormErrors;
  onChange: (next: Partial<NewOrderValues>) => void;
}) {
  const paymentError = errors['payment'];
  return (
    <AdminPanel id="new-order-payment" title="Payment">
      <div className="flex flex-col gap-4">
        <div
          role="radiogroup"
          aria-labelledby="new-order-payment"
          aria-invalid={paymentError ? true : undefined}
          aria-describedby={paymentError ? 'new-order-payment-error' : undefined}
          className="grid gap-2 sm:grid-cols-2"
        >
          {(Object.keys(PAYMENTS) as EnteredPayment[]).map((payment) => (
            <ChoiceChip
              key={payment}
              name="payment"
              value={payment}
              checked={values.payment === payment}
              onChoose={() => onChange({ payment })}
            >
              {PAYMENTS[payment]}
            </ChoiceChip>
          ))}
        </div>
        {paymentError && (
          <p id="new-order-payment-error" className="text-sm font-medium text-kenya-red">
            {paymentError}
          </p>
        )}
        {values.payment === 'link' && (
          <>
            <LinkChannels
              chosen={values.sendLinkBy}
              error={errors['sendLinkBy']}
              onChange={(sendLinkBy) => onChange({ sendLinkBy })}
            />
            <HoldChoice
              hours={values.holdHours}
              error={errors['holdHours']}
              onChange={(holdHours) => onChange({ holdHours })}
            />
          </>
        )}
      </div>
    </AdminPanel>
  );
}
