import { FormField, TextAreaField } from '@/components/forms/form-field';
import { WindowLengthField } from '@/components/admin/weekly-hours/window-length-field';
import { PICKUP_NOTE_MAX } from '@/domain/schemas/fulfilment-settings';
import { CATERING_LEAD_DAYS_MAX } from '@/domain/catering/event-date';
import { SCHEDULE_LIMITS } from '@/domain/fulfilment/opening-hours';
import type { HoursFormErrors, HoursFormValues } from './hours-form-values';

type LimitField =
  | 'leadHours'
  | 'windowMinutes'
  | 'windowCapacity'
  | 'dayCapacity'
  | 'horizonDays'
  | 'windowPieces'
  | 'pickupNote'
  | 'prepEmailTime'
  | 'cateringLeadDays';

/** The API's field each form field is checked as (the lead time is typed in hours, sent in minutes). */
export const ERROR_KEY_OF: Record<LimitField, string> = {
  leadHours: 'leadMinutes',
  windowMinutes: 'windowMinutes',
  windowCapacity: 'windowCapacity',
  dayCapacity: 'dayCapacity',
  horizonDays: 'horizonDays',
  windowPieces: 'windowPieces',
  pickupNote: 'pickupNote',
  prepEmailTime: 'prepEmailTime',
  cateringLeadDays: 'cateringLeadDays',
};

interface OrderLimitsFieldsProps {
  values: Pick<HoursFormValues, LimitField>;
  errors: HoursFormErrors;
  onChange: (field: LimitField, value: string) => void;
}

/**
 * Lead time, window length, how many orders a window and a day take and how many pieces a window
 * takes, how far ahead customers order, the catering notice, and the pickup note the 'ready for pickup' e-mail carries.
 */
export function OrderLimitsFields({ values, errors, onChange }: OrderLimitsFieldsProps) {
  const field = (name: LimitField) => ({
    name,
    value: values[name],
    error: errors[ERROR_KEY_OF[name]],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        {...field('leadHours')}
        label="Lead time (hours)"
        type="number"
        inputMode="decimal"
        min={0}
        max={SCHEDULE_LIMITS.leadMinutes / 60}
        step={0.5}
        hint="The soonest a pickup or delivery can be after an order is placed, such as 3 or 1.5."
      />
      <WindowLengthField
        value={values.windowMinutes}
        error={errors['windowMinutes']}
        onChange={(value) => onChange('windowMinutes', value)}
      />
      <FormField
        {...field('windowCapacity')}
        label="Orders per window"
        type="number"
        inputMode="numeric"
        min={1}
        max={SCHEDULE_LIMITS.windowCapacity}
        step={1}
        hint="How many orders one time window can take."
      />
      <FormField
        {...field('dayCapacity')}
        label="Orders per day"
        type="number"
        inputMode="numeric"
        min={1}
        max={SCHEDULE_LIMITS.dayCapacity}
        step={1}
        hint="How many orders one day can take in all."
      />
      <FormField
        {...field('windowPieces')}
        label="Pieces per window"
        // Text, not a number field: a number field reads what it cannot parse as empty, and empty
        // here means no limit; as text the schema refuses it in its words.
        inputMode="numeric"
        hint="How many pieces of every dish together one time window can take. Empty: no limit."
      />
      <FormField
        {...field('horizonDays')}
        label="Days ahead"
        type="number"
        inputMode="numeric"
        min={0}
        max={SCHEDULE_LIMITS.horizonDays}
        step={1}
        hint="How many days ahead customers may order; 0 means today only."
      />
      <FormField
        {...field('prepEmailTime')}
        label="Morning prep e-mail"
        type="time"
        step={60}
        hint="Today's windows, orders and prep totals, e-mailed each day at this time (Kansas City time). Leave it empty to stop it."
      />
      <FormField
        {...field('cateringLeadDays')}
        label="Catering notice (days)"
        type="number"
        inputMode="numeric"
        min={0}
        max={CATERING_LEAD_DAYS_MAX}
        step={1}
        hint="How many days ahead a catering event must be asked for at /catering."
      />
      <div className="sm:col-span-2">
        <TextAreaField
          {...field('pickupNote')}
          label="Pickup note"
          rows={3}
          maxLength={PICKUP_NOTE_MAX}
          hint="Sent to customers when a pickup order is ready: where to collect it and how long it waits."
        />
      </div>
    </div>
  );
}
