import { AdminPanel } from '@/components/admin/admin-panel';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { windowViewLabel } from '@/domain/fulfilment/window-label';
import { ORDER_TYPES, type OrderType } from '@/domain/order-type';
import { orderTypeLabel } from '@/components/orders/order-format';
import { DayChoice } from '@/components/admin/day-choice';
import type { FormErrors, NewOrderValues } from './order-form-values';
import { WindowTimes } from './window-times';

/** Pickup or delivery, the day, and that day's time, with the time chosen said in full under them. */
export function FulfilmentPanel({
  values,
  dates,
  errors,
  onChange,
}: {
  values: Pick<NewOrderValues, 'orderType' | 'date' | 'window'>;
  dates: readonly string[];
  errors: FormErrors;
  onChange: (next: Partial<NewOrderValues>) => void;
}) {
  const kind = orderTypeLabel(values.orderType);
  return (
    <AdminPanel id="new-order-fulfilment" title="Pickup or delivery">
      <div className="flex flex-col gap-4">
        <div role="radiogroup" aria-label="Pickup or delivery" className="grid grid-cols-2 gap-2 sm:max-w-md">
          {ORDER_TYPES.map((type: OrderType) => (
            <ChoiceChip
              key={type}
              name="orderType"
              value={type}
              checked={values.orderType === type}
              onChoose={() => onChange({ orderType: type })}
            >
              {orderTypeLabel(type)}
            </ChoiceChip>
          ))}
        </div>
        <DayChoice dates={dates} chosen={values.date} onChoose={(date) => onChange({ date })} />
        <WindowTimes
          date={values.date}
          chosen={values.window}
          error={errors['fulfilmentWindow']}
          onChoose={(window) => onChange({ window })}
        />
        <p className="text-sm text-ink" aria-live="polite">
          {values.window ? (
            <>
              {kind}: <strong>{windowViewLabel(values.window)}</strong>
            </>
          ) : (
            `Choose a ${kind.toLowerCase()} time.`
          )}
        </p>
      </div>
    </AdminPanel>
  );
}
