import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { windowViewLabel } from '@/domain/fulfilment/window-label';
import { PRIVATE_ADDRESS_WORDS } from '@/domain/pickup-spots/pickup-spot';
import { $pickupSpot, $spotsOnOffer, chooseSpot, forgetSpotNotOnSale } from '@/stores/checkout/fulfilment-choice';

/**
 * Where to collect a pickup (issue 50; docs/behaviour/screens.md#cart-sheet): the spots on sale,
 * each with its address (a private one's comes with the receipt), its notes and its next window
 * with room. Choosing one shows its own days and times below. Nothing shows while there is only
 * the one spot to choose, or while the spots load (the times say they are loading).
 */
export function SpotChoice() {
  const spots = useStore($spotsOnOffer);
  const spot = useStore($pickupSpot);

  // A spot chosen earlier that is no longer on sale is let go for the first on sale.
  useEffect(() => {
    if (spots) forgetSpotNotOnSale();
  }, [spots]);

  if (!spots || spots.length < 2) return null;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-base font-bold text-brand-900">Pickup spot</legend>
      <div role="radiogroup" aria-label="Pickup spot" className="flex flex-col gap-2">
        {spots.map((each) => {
          const checked = spot?.id === each.id;
          return (
            <label
              key={each.id}
              className={`flex cursor-pointer gap-3 rounded-lg border-2 p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
                checked ? 'border-brand-700 bg-brand-50' : 'border-brand-200 bg-white hover:border-brand-500'
              }`}
            >
              <input
                type="radio"
                name="pickup-spot"
                value={each.id}
                checked={checked}
                onChange={() => chooseSpot(each.id)}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{each.name}</span>
                <span className="block text-muted">{each.address ?? PRIVATE_ADDRESS_WORDS}</span>
                {each.notes && <span className="block text-muted">{each.notes}</span>}
                <span className="mt-1 block text-ink">
                  {each.next ? `Next: ${windowViewLabel(each.next)}` : 'No times left this week'}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
