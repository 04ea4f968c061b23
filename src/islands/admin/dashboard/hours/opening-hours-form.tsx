import { type SubmitEvent, useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { SHOP_TIME_ZONE, shopDate } from '@/domain/fulfilment/schedule';
import type { FulfilmentSettings, WeekdayKey } from '@/domain/schemas/fulfilment-settings';
import { saveFulfilmentSettings } from '@/stores/admin/dashboard/fulfilment-settings';
import { type DayValues, without } from '@/components/admin/weekly-hours/week-values';
import { WeekHoursFields } from '@/components/admin/weekly-hours/week-hours-fields';
import { BlockedDatesField } from './blocked-dates-field';
import { checkHoursForm, formValuesOf, type HoursFormErrors } from './hours-form-values';
import { ERROR_KEY_OF, OrderLimitsFields } from './order-limits-fields';

/** The blocked dates' problem: the list's own, or the first date's the server named. */
const blockedDatesError = (errors: HoursFormErrors) =>
  errors['blockedDates'] ?? Object.entries(errors).find(([path]) => path.startsWith('blockedDates.'))?.[1];

/**
 * The owner's order-ahead schedule, saved whole: opening hours per weekday, blocked dates, and the
 * lead time, window length and capacities. Checked with the API's schema before sending; problems
 * show beside their fields (the server's too), the first in an alert by Save, and nothing typed is
 * lost on a refusal.
 */
export function OpeningHoursForm({ settings }: { settings: FulfilmentSettings }) {
  const today = shopDate(new Date());
  const [values, setValues] = useState(() => formValuesOf(settings, today));
  const [errors, setErrors] = useState<HoursFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const focusFirstProblem = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const changeDay = (key: WeekdayKey, day: DayValues) => {
    setValues((current) => ({ ...current, days: { ...current.days, [key]: day } }));
    setErrors((current) => without(current, `hours.${key}`));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkHoursForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setProblem(Object.values(checked.errors)[0] ?? null);
      focusFirstProblem();
      return;
    }
    setErrors({});
    setProblem(null);
    setSaving(true);
    const result = await saveFulfilmentSettings(checked.payload);
    setSaving(false);
    if (result.ok) {
      setValues(formValuesOf(result.settings, shopDate(new Date())));
      return;
    }
    setErrors(result.fields);
    setProblem(result.message);
    focusFirstProblem();
  };

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        Times are Kansas City time ({SHOP_TIME_ZONE}).
      </p>
      <section aria-labelledby="opening-hours-heading" className="flex flex-col gap-2">
        <h3 id="opening-hours-heading" className="text-lg font-bold text-brand-900">
          Opening hours
        </h3>
        <p className="text-sm text-muted">
          When customers can pick up or get a delivery. A day can have up to 4 sets of hours, such as lunch and evening.
        </p>
        <WeekHoursFields days={values.days} errors={errors} onChange={changeDay} />
      </section>
      <section className="border-t border-brand-200 pt-5">
        <BlockedDatesField
          dates={values.blockedDates}
          today={today}
          error={blockedDatesError(errors)}
          onChange={(blockedDates) => {
            setValues((current) => ({ ...current, blockedDates }));
            setErrors((current) => without(current, 'blockedDates'));
          }}
        />
      </section>
      <section aria-labelledby="order-limits-heading" className="flex flex-col gap-3 border-t border-brand-200 pt-5">
        <h3 id="order-limits-heading" className="text-lg font-bold text-brand-900">
          Order limits
        </h3>
        <OrderLimitsFields
          values={values}
          errors={errors}
          onChange={(field, value) => {
            setValues((current) => ({ ...current, [field]: value }));
            setErrors((current) => without(current, ERROR_KEY_OF[field]));
          }}
        />
      </section>
      <div className="flex flex-col gap-3 border-t border-brand-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
        {problem && (
          <div className="sm:mr-auto">
            <FormAlert message={problem} />
          </div>
        )}
        <Button type="submit" size="lg" busy={saving}>
          {saving ? 'Saving...' : 'Save Hours'}
        </Button>
      </div>
    </form>
  );
}
