import { RefusalStatus } from '@/components/admin/refusal-status';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField, SelectField } from '@/components/forms/form-field';
import { useSavedForm } from '@/components/forms/use-saved-form';
import { Button } from '@/components/ui/button';
import { WEEK_FROM_MONDAY, WEEKDAY_NAMES } from '@/domain/fulfilment/opening-hours';
import { checkBody } from '@/domain/schemas/checked-fields';
import { standingSettingsSchema } from '@/domain/standing/standing-order-body';
import {
  type StandingOrdersList,
  type StandingSettingsBody,
  saveStandingSettings,
} from '@/stores/admin/standing/standing-orders';

const FIELDS = ['placeWeekday', 'placeTime', 'payHours'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** A whole number as typed, or what was typed (the schema refuses it in its words). */
const typedWhole = (text: string): number | string => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : text);

/** The form's values as the API takes them, checked by the server's own schema. */
function check(values: Values): { ok: true; payload: StandingSettingsBody } | { ok: false; errors: Partial<Values> } {
  const checked = checkBody(standingSettingsSchema, standingSettingsSchema.entries, {
    placeWeekday: Number(values.placeWeekday),
    placeTime: values.placeTime,
    payHours: typedWhole(values.payHours),
  });
  return checked.ok ? { ok: true, payload: checked.value } : { ok: false, errors: checked.fields };
}

/**
 * The owner's standing-order settings: when a week's are placed while the shop is always open, and
 * how many hours before its window a failed charge must be paid by.
 */
export function StandingSettingsForm({ list }: { list: StandingOrdersList }) {
  const { settings } = list;
  const { errors, problem, busy, form, text, submit } = useSavedForm({
    initial: (): Values => ({
      placeWeekday: String(settings.placeWeekday),
      placeTime: settings.placeTime,
      payHours: String(settings.payHours),
    }),
    fields: FIELDS,
    check,
    save: saveStandingSettings,
    // Saved: the toast says so, and the fields keep what was typed.
    onDone: () => {},
  });
  return (
    <section aria-labelledby="standing-settings-heading" className="rounded-2xl border border-brand-200 bg-white p-5">
      <h2 id="standing-settings-heading" className="text-xl font-bold text-brand-900">
        Settings
      </h2>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-4">
        <FormAlert message={problem} />
        <RefusalStatus problems={errors} order={FIELDS} />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-base font-semibold text-ink">Weekly placement</legend>
          <p className="text-sm text-muted">
            {list.mode === 'always'
              ? 'While the shop is always open, each week’s standing orders are placed at this time, and charged a day later.'
              : 'Used while the shop is always open. On drops, standing orders are placed 15 minutes before each drop opens.'}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField {...text('placeWeekday')} label="Day" required>
              {WEEK_FROM_MONDAY.map((day) => (
                <option key={day} value={String(day)}>
                  {WEEKDAY_NAMES[day]}
                </option>
              ))}
            </SelectField>
            <FormField {...text('placeTime')} type="time" label="Time" required />
          </div>
        </fieldset>
        <FormField
          {...text('payHours')}
          label="Hours to pay a failed charge"
          inputMode="numeric"
          required
          hint="How long before its time a customer whose card was refused must pay by her link: 1 to 72 hours."
        />
        <div className="flex sm:justify-end">
          <Button type="submit" size="lg" busy={busy} className="w-full sm:w-auto">
            {busy ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </form>
    </section>
  );
}
