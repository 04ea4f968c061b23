import { useStore } from '@nanostores/react';
import { emptyCart } from '@/domain/cart';
import type { OrderType } from '@/domain/order-type';
import { $cart, chooseOrderType } from '@/stores/cart';
import { currentStep } from './order-steps';
import { ProgressSteps } from './progress-steps';

const EMPTY = emptyCart();
const CHOICES: Array<{ value: OrderType; label: string; hint: string }> = [
  { value: 'pickup', label: 'Pickup', hint: 'Collect from our kitchen in Overland Park' },
  { value: 'delivery', label: 'Delivery', hint: 'Brought to your door; fee by distance' },
];

/**
 * The order-type choice (highlighted orange until made) and the progress steps. The section has
 * id 'order-type' so adding an item before choosing can bring the customer back here.
 */
export default function OrderPanel() {
  const cart = useStore($cart, { ssr: () => EMPTY });
  const unset = cart.orderType === null;

  return (
    <div className="flex flex-col gap-6">
      <ProgressSteps current={currentStep(cart)} />
      <fieldset
        id="order-type"
        tabIndex={-1}
        data-testid="order-type"
        data-unset={unset}
        className={`scroll-mt-24 rounded-2xl border-2 p-4 outline-none ${
          unset ? 'border-brand-500 bg-brand-50 shadow-[0_0_0_4px] shadow-brand-200' : 'border-brand-200 bg-white'
        }`}
      >
        <legend className="px-1 text-lg font-bold text-brand-900">How would you like your order?</legend>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {CHOICES.map((choice) => {
            const checked = cart.orderType === choice.value;
            return (
              <label
                key={choice.value}
                className={`flex min-h-20 cursor-pointer flex-col justify-center rounded-xl border-2 p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
                  checked
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-brand-200 bg-white text-ink hover:border-brand-500'
                }`}
              >
                <input
                  type="radio"
                  name="order-type"
                  value={choice.value}
                  checked={checked}
                  onChange={() => chooseOrderType(choice.value)}
                  className="sr-only"
                />
                <span className="text-base font-bold">{choice.label}</span>
                <span className={`text-xs ${checked ? 'text-brand-50' : 'text-muted'}`}>{choice.hint}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
