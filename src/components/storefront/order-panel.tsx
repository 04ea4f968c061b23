import type { OrderType } from '@/domain/order-type';
import { ProgressSteps } from './progress-steps';

const ORDER_TYPE_CHOICES: ReadonlyArray<{ value: OrderType; label: string; hint: string }> = [
  { value: 'pickup', label: 'Pickup', hint: 'Collect from our kitchen in Overland Park' },
  { value: 'delivery', label: 'Delivery', hint: 'Brought to your door; fee by distance' },
];

/**
 * The order-type choice (highlighted orange until made) and the progress steps, as plain HTML: the
 * radios work natively, and src/islands/storefront/order-panel.ts keeps them, the steps and the
 * cart in step. The section has id 'order-type' so adding an item before choosing can bring the
 * customer back here.
 */
export function OrderPanel() {
  return (
    <div className="flex flex-col gap-6" data-order-panel>
      <ProgressSteps current={1} />
      <fieldset
        id="order-type"
        tabIndex={-1}
        data-testid="order-type"
        data-unset="true"
        // The looks follow the checked radio itself (CSS :has), so a choice shows at once, even
        // before the script has run; data-unset tells the same to scripts and tests.
        className="scroll-mt-24 rounded-2xl border-2 border-brand-200 bg-white p-4 outline-none not-has-checked:border-brand-500 not-has-checked:bg-brand-50 not-has-checked:shadow-[0_0_0_4px] not-has-checked:shadow-brand-200"
      >
        <legend className="px-1 text-lg font-bold text-brand-900">How would you like your order?</legend>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {ORDER_TYPE_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="group flex min-h-20 cursor-pointer flex-col justify-center rounded-xl border-2 border-brand-200 bg-white p-3 text-ink hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input type="radio" name="order-type" value={choice.value} className="sr-only" />
              <span className="text-base font-bold">{choice.label}</span>
              <span className="text-xs text-muted group-has-checked:text-brand-50">{choice.hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
