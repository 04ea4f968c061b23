import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef } from 'react';
import { emptyCart } from '@/domain/cart';
import type { OrderType } from '@/domain/order-type';
import { $cart, chooseOrderType } from '@/stores/cart';
import { currentStep } from '@/components/storefront/order-steps';
import { ProgressSteps } from '@/components/storefront/progress-steps';

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
  const choices = useRef<HTMLFieldSetElement>(null);

  // A choice made before the island hydrated is a checked radio in the DOM only: apply it once.
  useLayoutEffect(() => {
    const picked = choices.current?.querySelector<HTMLInputElement>('input[name="order-type"]:checked');
    const choice = CHOICES.find(({ value }) => value === picked?.value);
    if (choice) chooseOrderType(choice.value);
  }, []);

  return (
    <div className="flex flex-col gap-6">
      <ProgressSteps current={currentStep(cart)} />
      <fieldset
        id="order-type"
        ref={choices}
        tabIndex={-1}
        data-testid="order-type"
        data-unset={unset}
        // The looks follow the checked radio itself (CSS :has), so a choice shows at once, even
        // before the island has hydrated; data-unset tells the same to scripts and tests.
        className="scroll-mt-24 rounded-2xl border-2 border-brand-200 bg-white p-4 outline-none not-has-checked:border-brand-500 not-has-checked:bg-brand-50 not-has-checked:shadow-[0_0_0_4px] not-has-checked:shadow-brand-200"
      >
        <legend className="px-1 text-lg font-bold text-brand-900">How would you like your order?</legend>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="group flex min-h-20 cursor-pointer flex-col justify-center rounded-xl border-2 border-brand-200 bg-white p-3 text-ink hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name="order-type"
                value={choice.value}
                checked={cart.orderType === choice.value}
                onChange={() => chooseOrderType(choice.value)}
                className="sr-only"
              />
              <span className="text-base font-bold">{choice.label}</span>
              <span className="text-xs text-muted group-has-checked:text-brand-50">{choice.hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
