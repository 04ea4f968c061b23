import { SelectField } from '@/components/forms/form-field';
import type { FormErrors } from '@/components/forms/dish-errors';
import { timeChoices, WEEKDAY_CHOICES } from './standing-words';

/** Her preferred window as a form holds it: the weekday's number ('' none chosen) and 'HH:MM' ('' none). */
export interface WindowValues {
  weekday: string;
  time: string;
}

/** The body's window: an unchosen weekday is sent as no weekday at all, so the check names it. */
export const windowOf = (values: WindowValues) => ({
  weekday: values.weekday === '' ? Number.NaN : Number(values.weekday),
  time: values.time,
});

/**
 * The weekday and the time of day of her preferred window, two native selects (the phone's own
 * picker), with the body's problems beside them ('window.weekday', 'window.time').
 */
export function WindowFields({
  values,
  errors,
  onChange,
}: {
  values: WindowValues;
  errors: FormErrors;
  onChange: (next: WindowValues) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        name="window.weekday"
        label="Day"
        required
        value={values.weekday}
        error={errors['window.weekday'] ?? errors['window']}
        onChange={(event) => onChange({ ...values, weekday: event.target.value })}
      >
        <option value="" disabled>
          Choose a day
        </option>
        {WEEKDAY_CHOICES.map((day) => (
          <option key={day.value} value={day.value}>
            {day.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        name="window.time"
        label="Time"
        required
        hint="We take the nearest time the kitchen has."
        value={values.time}
        error={errors['window.time']}
        onChange={(event) => onChange({ ...values, time: event.target.value })}
      >
        <option value="" disabled>
          Choose a time
        </option>
        {timeChoices(values.time).map((time) => (
          <option key={time.value} value={time.value}>
            {time.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
