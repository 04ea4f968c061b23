import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { WeekHoursFields } from '@/components/admin/weekly-hours/week-hours-fields';
import { type DayValues, without } from '@/components/admin/weekly-hours/week-values';
import { WindowLengthField } from '@/components/admin/weekly-hours/window-length-field';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { FormAlert } from '@/components/forms/form-alert';
import { FieldProblem, FormField, TextAreaField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { textLinkClass } from '@/components/ui/text-link-class';
import { SHOP_TIME_ZONE } from '@/domain/fulfilment/schedule';
import type { WeekdayKey } from '@/domain/schemas/fulfilment-settings';
import { SPOT_LIMITS } from '@/domain/schemas/pickup-spot';
import { type AdminSpot, saveSpot } from '@/stores/admin/pickup-spots/pickup-spots';
import {
  checkSpotForm,
  emptySpotForm,
  formValuesOf,
  type SpotFormErrors,
  type SpotFormValues,
  type SpotTextField,
} from './spot-form-values';

const HOURS_CHOICES = [
  {
    own: false,
    label: "The shop's hours",
    hint: 'Pickup & Delivery Hours, with their windows and limits, shared with the deliveries.',
  },
  { own: true, label: 'Its own hours', hint: 'Its own days and times, window length and pieces per window.' },
] as const;

/**
 * Add a spot, or change one: its name, address, notes for finding it, whether the address is
 * private, and its hours (the shop's, or its own week with its windows). Checked with the API's
 * schema before sending; problems show beside their fields (the server's too), the first in an
 * alert by Save, and nothing typed is lost on a refusal.
 */
export function SpotForm({ spot, onDone }: { spot: AdminSpot | null; onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState<SpotFormValues>(() => (spot ? formValuesOf(spot) : emptySpotForm()));
  const [errors, setErrors] = useState<SpotFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const change = (patch: Partial<SpotFormValues>, path: string) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => without(current, path));
  };

  const text = (field: SpotTextField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }, field),
  });

  const showProblems = (found: SpotFormErrors, message: string | null) => {
    setErrors(found);
    setProblem(message ?? Object.values(found)[0] ?? null);
    // Once drawn, the first field with a problem takes the focus and reads it out.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkSpotForm(values);
    if (!checked.ok) return showProblems(checked.errors, null);
    setErrors({});
    setProblem(null);
    setSaving(true);
    const result = await saveSpot(spot?.id ?? null, checked.payload);
    setSaving(false);
    if (result.ok) onDone();
    else showProblems(result.fields as SpotFormErrors, result.message);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm">
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-900 outline-none">
        {spot ? `Edit ${spot.name}` : 'Add a Pickup Spot'}
      </h3>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="mt-5 flex flex-col gap-4">
        <FormField {...text('name')} label="Name" required maxLength={SPOT_LIMITS.name} />
        <FormField
          {...text('address')}
          label="Address"
          required
          maxLength={SPOT_LIMITS.address}
          autoComplete="off"
          hint="Street, city and ZIP, as a phone's maps app finds it."
        />
        <TextAreaField
          {...text('notes')}
          label="Notes for finding it"
          rows={3}
          maxLength={SPOT_LIMITS.notes}
          hint="Parking, the door, the canopy. Customers read them with the address."
        />
        <CheckboxField
          label="Keep the address private"
          hint="Customers see the address and notes only once their order is paid, as with the home kitchen."
          checked={values.private}
          onChange={(checked) => change({ private: checked }, 'private')}
        />
        {spot?.isKitchen ? <KitchenHours /> : <HoursChoice values={values} errors={errors} onChange={change} />}
        <div className="flex flex-col gap-3 border-t border-brand-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
          {problem && (
            <div className="sm:mr-auto">
              <FormAlert message={problem} />
            </div>
          )}
          <Button type="button" variant="secondary" size="lg" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" size="lg" busy={saving}>
            {saving ? 'Saving...' : spot ? 'Save Spot' : 'Add Spot'}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The kitchen's hours are the shop's, changed where the shop's are (the server refuses any other). */
function KitchenHours() {
  return (
    <section aria-labelledby="kitchen-hours-heading" className="flex flex-col gap-1 border-t border-brand-200 pt-5">
      <h3 id="kitchen-hours-heading" className="text-lg font-bold text-brand-900">
        Hours
      </h3>
      <p className="text-sm text-muted">
        The home kitchen keeps the shop's hours, windows and limits.{' '}
        <a href="/admin#pickup-hours-heading" className={textLinkClass}>
          Change them under Hours &amp; limits
        </a>
        .
      </p>
    </section>
  );
}

/** The shop's hours, or its own: the week, the window length and the pieces per window. */
function HoursChoice({
  values,
  errors,
  onChange,
}: {
  values: SpotFormValues;
  errors: SpotFormErrors;
  onChange: (patch: Partial<SpotFormValues>, path: string) => void;
}) {
  const id = useId();
  const hoursError = errors['hours'];
  return (
    <fieldset
      aria-describedby={hoursError ? `${id}-error` : undefined}
      className="flex min-w-0 flex-col gap-3 border-t border-brand-200 pt-5"
    >
      <legend className="float-left mb-2 text-lg font-bold text-brand-900">Hours</legend>
      <div className="clear-both grid gap-3 sm:grid-cols-2">
        {HOURS_CHOICES.map((choice) => (
          <label
            key={String(choice.own)}
            className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-brand-200 bg-white p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={`${id}-hours`}
              checked={values.ownHours === choice.own}
              // The chosen one carries the group's problem, so the focus lands on it.
              aria-invalid={hoursError && values.ownHours === choice.own ? true : undefined}
              aria-describedby={`${id}-${String(choice.own)}-hint`}
              onChange={() => onChange({ ownHours: choice.own }, 'hours')}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold text-ink">{choice.label}</span>
              <span id={`${id}-${String(choice.own)}-hint`} className="text-sm text-muted">
                {choice.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldProblem id={id} error={hoursError} />
      {values.ownHours && (
        <div className="flex flex-col gap-4">
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            Times are Kansas City time ({SHOP_TIME_ZONE}). A day can have up to 4 sets of hours.
          </p>
          <WeekHoursFields
            days={values.days}
            errors={errors}
            onChange={(key: WeekdayKey, day: DayValues) =>
              onChange({ days: { ...values.days, [key]: day } }, `hours.${key}`)
            }
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <WindowLengthField
              value={values.windowMinutes}
              error={errors['windowMinutes']}
              onChange={(windowMinutes) => onChange({ windowMinutes }, 'windowMinutes')}
            />
            <FormField
              name="windowPieces"
              value={values.windowPieces}
              error={errors['windowPieces']}
              onChange={(event) => onChange({ windowPieces: event.target.value }, 'windowPieces')}
              label="Pieces per window"
              // Text, as on the shop's hours: empty means no limit, and what is not a number is named.
              inputMode="numeric"
              hint="How many pieces of every dish together one time window here can take. Empty: no limit."
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}
