import { useStore } from '@nanostores/react';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { TIP_PERCENTS } from '@/domain/tip';
import { $cart, chooseTip } from '@/stores/checkout/cart';

const tipLabel = (percent: number) => (percent === 0 ? 'No Tip' : `${percent}%`);

/** The driver's tip, delivery only: No Tip, 15%, 18%, 20% or 25% of the subtotal (docs/behaviour/rules.md#tips). */
export function TipChoice() {
  const { tipPercent } = useStore($cart);
  return (
    <fieldset>
      <legend className="mb-2 text-base font-bold text-brand-900">Tip</legend>
      <div className="grid grid-cols-5 gap-2">
        {TIP_PERCENTS.map((percent) => (
          <ChoiceChip
            key={percent}
            name="tip"
            value={String(percent)}
            checked={tipPercent === percent}
            onChoose={() => chooseTip(percent)}
          >
            {tipLabel(percent)}
          </ChoiceChip>
        ))}
      </div>
    </fieldset>
  );
}
