import { type SubmitEvent, useLayoutEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { typedInto } from '@/components/forms/use-checked-form';
import { Button } from '@/components/ui/button';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import {
  firstChosenPreset,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_SEND_AHEAD_DAYS,
  GIFT_CARD_TERMS,
  giftCardSendDateProblem,
} from '@/domain/gift-cards/gift-card-terms';
import { type Cents, formatUsd } from '@/domain/money';
import { checkPurchase, type PurchaseField } from '@/domain/schemas/gift-card';
import { type PurchasePayment, startGiftCardPurchase } from '@/stores/storefront/gift-card-purchase';

type Values = Record<PurchaseField, string>;
const OTHER = 'other';
const FIELDS: readonly PurchaseField[] = [
  'amount',
  'recipientName',
  'recipientEmail',
  'message',
  'sendOn',
  'buyerName',
  'buyerEmail',
];

/** The purchase's form: the amount (`presets` or another), for whom, the message and date, from whom, and the terms. */
export function PurchaseForm({
  presets,
  onStarted,
}: {
  presets: readonly Cents[];
  onStarted: (payment: PurchasePayment, amountCents: number) => void;
}) {
  const today = shopDate(new Date());
  const [choice, setChoice] = useState(String(firstChosenPreset(presets) ?? OTHER));
  const [values, setValues] = useState<Values>({
    amount: '',
    recipientName: '',
    recipientEmail: '',
    message: '',
    sendOn: today,
    buyerName: '',
    buyerEmail: '',
  });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const formRef = useRef<HTMLFormElement>(null);

  // What a visitor typed or chose before the island hydrated is taken over, not wiped: React keeps
  // the page's text while hydrating, but the next render would write the state back over it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, right after hydration
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedInto(form, values);
    if (typed) setValues((current) => ({ ...current, ...typed }));
    const chosen = form.querySelector<HTMLInputElement>('input[name="amountChoice"]:checked');
    if (chosen && chosen.value !== choice) setChoice(chosen.value);
  }, []);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const amountOf = (): string => (choice === OTHER ? values.amount : String(Number(choice) / 100));
  const text = (name: PurchaseField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const showProblems = (found: Partial<Values>, form: HTMLFormElement) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field] !== undefined);
    if (first) requestAnimationFrame(() => form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
    return first !== undefined;
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    const body = { ...values, amount: amountOf() };
    const checked = checkPurchase(body);
    const late = giftCardSendDateProblem(values.sendOn, new Date());
    const found: Partial<Values> = checked.ok ? {} : { ...checked.fields };
    if (late && !found.sendOn) found.sendOn = late;
    if (showProblems(found, form)) return;
    setBusy(true);
    const started = await startGiftCardPurchase(body);
    setBusy(false);
    if (started.ok) onStarted(started.payment, Math.round(Number(body.amount) * 100));
    else if (!showProblems(started.fields, form)) setProblem(started.message);
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-bold text-brand-900">Amount</legend>
        <div className="flex flex-wrap gap-3">
          {[...presets.map(String), OTHER].map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-brand-200 bg-white px-4 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="amountChoice"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="size-4 accent-brand-700"
              />
              {value === OTHER ? 'Other amount' : formatUsd(Number(value))}
            </label>
          ))}
        </div>
        {choice === OTHER ? (
          <FormField
            {...text('amount')}
            label="Amount in dollars"
            inputMode="numeric"
            hint="A whole amount from $10 to $500."
          />
        ) : (
          errors.amount && <p className="text-sm text-red-800">{errors.amount}</p>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="text-lg font-bold text-brand-900">For</legend>
        <FormField {...text('recipientName')} label="Their name" autoComplete="off" required />
        <FormField {...text('recipientEmail')} label="Their e-mail" type="email" autoComplete="off" required />
        <div className="flex flex-col gap-1">
          <label htmlFor="gift-message" className="text-sm font-semibold text-ink">
            A message (optional)
          </label>
          <textarea
            id="gift-message"
            name="message"
            value={values.message}
            maxLength={GIFT_CARD_MESSAGE_MAX}
            rows={3}
            aria-describedby="gift-message-count"
            onChange={(event) => setValues((current) => ({ ...current, message: event.target.value }))}
            className="rounded-lg border border-brand-200 bg-white px-3 py-2 text-base"
          />
          <p id="gift-message-count" className="text-sm text-muted">
            {values.message.length} of {GIFT_CARD_MESSAGE_MAX} characters
          </p>
        </div>
        <FormField
          {...text('sendOn')}
          label="Send it on"
          type="date"
          min={today}
          max={addDays(today, GIFT_CARD_SEND_AHEAD_DAYS)}
          required
          hint="We e-mail the card that morning: today, or any day up to a year ahead."
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="text-lg font-bold text-brand-900">From</legend>
        <FormField {...text('buyerName')} label="Your name" autoComplete="name" required />
        <FormField {...text('buyerEmail')} label="Your e-mail" type="email" autoComplete="email" required />
      </fieldset>
      <p className="rounded-lg bg-brand-50 p-4 text-sm text-ink">{GIFT_CARD_TERMS}</p>
      <FormAlert message={problem} />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Starting the payment...' : 'Continue to Payment'}
      </Button>
    </form>
  );
}
