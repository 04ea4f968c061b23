import { type ReactNode, type SubmitEvent, useId, useRef, useState } from 'react';
import { type FormErrors, formErrorsOf } from '@/components/forms/dish-errors';
import { focusFirstProblem } from '@/components/forms/focus-field';
import { FormAlert } from '@/components/forms/form-alert';
import { FieldProblem, FormField } from '@/components/forms/form-field';
import { orderTypeLabel } from '@/components/orders/order-format';
import { DishLinesEditor } from '@/components/standing-orders/dish-lines-editor';
import { WindowFields } from '@/components/standing-orders/window-fields';
import { Button } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { shopDate } from '@/domain/fulfilment/schedule';
import type { MenuItem } from '@/domain/menu';
import { ORDER_TYPES } from '@/domain/order-type';
import { LIMITS } from '@/domain/schemas/fields';
import { createStandingOrder, type SavedStandingOrder } from '@/stores/account/standing-orders';
import { checkStandingForm, fieldOrder, type StandingFormValues } from './standing-form-values';

const CHANNELS = [
  { value: 'email', label: 'E-mail' },
  { value: 'sms', label: 'Text' },
] as const;

/** How often it is placed, in words, from the server's 'Every drop' or 'Every week'. */
const frequencySentence = (frequency: string) =>
  frequency === 'Every week'
    ? 'Every week: we place it for you each week, at your usual time.'
    : 'Every drop: we place it for you before each drop opens, at your usual time.';

const PART = 'flex flex-col gap-4 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-6';
const PART_TITLE = 'text-xl font-bold text-brand-900';

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={PART}>
      <h2 id={id} className={PART_TITLE}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The new standing order's form: the dishes and their counts, pickup or delivery, her preferred
 * window and an end date, her name, phone and how she hears from us, and the agreement's words with
 * the box she ticks. Checked with the server's own schema: the problems show beside their fields
 * from the first 'Save and add a card' on and follow her changes; the server's refusal shows beside
 * its field, or at the top. Nothing typed is lost.
 */
export function NewStandingForm({
  start,
  menu,
  agreement,
  frequency,
  onSaved,
}: {
  start: StandingFormValues;
  menu: readonly MenuItem[];
  agreement: string;
  frequency: string;
  onSaved: (saved: SavedStandingOrder) => void;
}) {
  const [values, setValues] = useState(start);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<FormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const agreementId = useId();

  const checked = checkStandingForm(values);
  const errors: FormErrors = { ...(tried && !checked.ok ? checked.errors : {}), ...refused };

  /** A change takes the server's last refusal away: it was about the form as it was. */
  const change = (next: Partial<StandingFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setRefused({});
  };
  const focusFirst = (found: FormErrors) => focusFirstProblem(form, fieldOrder(values.lines), found);
  const showProblem = (message: string) => {
    setProblem(message);
    requestAnimationFrame(() => alert.current?.scrollIntoView({ block: 'center' }));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    setProblem(null);
    if (!checked.ok) {
      if (!focusFirst(checked.errors)) showProblem(checked.message);
      return;
    }
    setBusy(true);
    const outcome = await createStandingOrder(checked.body);
    setBusy(false);
    if (outcome.ok) return onSaved(outcome.value);
    const found = formErrorsOf(outcome.fields, checked.body.items);
    setRefused(found);
    if (!focusFirst(found)) showProblem(outcome.message);
  };

  const text = (name: 'address' | 'name' | 'phone') => ({
    name,
    value: values[name],
    error: errors[name],
    maxLength: LIMITS[name],
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
  });

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <div ref={alert}>
        <FormAlert message={problem} />
      </div>
      <div className={PART}>
        <DishLinesEditor
          lines={values.lines}
          menu={menu}
          errors={errors}
          unavailable="left-out"
          legend={<h2 className={PART_TITLE}>Dishes</h2>}
          onChange={(lines) => change({ lines })}
        />
      </div>
      <Part title="Pickup or delivery">
        <div role="radiogroup" aria-label="Pickup or delivery" className="grid grid-cols-2 gap-2 sm:max-w-md">
          {ORDER_TYPES.map((type) => (
            <ChoiceChip
              key={type}
              name="orderType"
              value={type}
              checked={values.orderType === type}
              onChoose={() => change({ orderType: type })}
            >
              {orderTypeLabel(type)}
            </ChoiceChip>
          ))}
        </div>
        {values.orderType === 'delivery' && (
          <FormField
            {...text('address')}
            label="Delivery address"
            required
            autoComplete="street-address"
            hint="Street, city and ZIP. The delivery fee follows the distance."
          />
        )}
      </Part>
      <Part title="When">
        <p className="text-sm text-ink">{frequencySentence(frequency)}</p>
        <WindowFields values={values} errors={errors} onChange={(window) => change(window)} />
        <FormField
          name="endsOn"
          type="date"
          label="End date (optional)"
          min={shopDate(new Date())}
          value={values.endsOn}
          error={errors['endsOn']}
          hint="Leave it empty to keep it going until you pause or cancel it."
          onChange={(event) => change({ endsOn: event.target.value })}
        />
      </Part>
      <Part title="Your details">
        <FormField {...text('name')} label="Name" required autoComplete="name" />
        <FormField {...text('phone')} label="Phone" required type="tel" inputMode="tel" autoComplete="tel" />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-ink">Tell me about each order by</legend>
          <div className="grid grid-cols-2 gap-2 sm:max-w-md">
            {CHANNELS.map((channel) => (
              <ChoiceChip
                key={channel.value}
                name="channel"
                value={channel.value}
                checked={values.channel === channel.value}
                onChoose={() => change({ channel: channel.value })}
              >
                {channel.label}
              </ChoiceChip>
            ))}
          </div>
          <FieldProblem id="channel" error={errors['channel']} />
        </fieldset>
      </Part>
      <Part title="The agreement">
        <div
          id={agreementId}
          className="rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm whitespace-pre-line text-ink"
        >
          {agreement}
        </div>
        <div className="flex flex-col gap-1">
          <label className="flex items-start gap-3 text-sm font-semibold text-ink">
            <input
              type="checkbox"
              name="agreed"
              checked={values.agreed}
              aria-invalid={errors['agreed'] ? true : undefined}
              aria-describedby={errors['agreed'] ? `${agreementId} ${agreementId}-agreed-error` : agreementId}
              onChange={(event) => change({ agreed: event.target.checked })}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            I agree to these terms
          </label>
          <FieldProblem id={`${agreementId}-agreed`} error={errors['agreed']} />
        </div>
      </Part>
      <Button type="submit" size="lg" busy={busy} className="w-full sm:w-auto sm:self-end">
        {busy ? 'Saving…' : 'Save and add a card'}
      </Button>
    </form>
  );
}
