import { useStore } from '@nanostores/react';
import { TIP_PERCENTS } from '@/domain/tip';
import { $cart, chooseTip } from '@/stores/cart';

const tipLabel = (percent: number) => (percent === 0 ? 'No Tip' : `${percent}%`);

/** The driver's tip, delivery only: No Tip, 15%, 18%, 20% or 25% of the subtotal (docs/behaviour/rules.md#tips). */
export function TipChoice() {
  const { tipPercent } = useStore($cart);
  return (
    <fieldset>
      <legend className="mb-2 text-base font-bold text-brand-900">Tip</legend>
      <div className="grid grid-cols-5 gap-2">
        {TIP_PERCENTS.map((percent) => {
          const checked = tipPercent === percent;
          return (
            <label
              key={percent}
              className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg border-2 px-1 text-center text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
                checked
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-brand-200 bg-white text-ink hover:border-brand-500'
              }`}
            >
              <input
                type="radio"
                name="tip"
                value={percent}
                checked={checked}
                onChange={() => chooseTip(percent)}
                className="sr-only"
              />
              {tipLabel(percent)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
