import { useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { formatUsd } from '@/domain/money';
import { OUTSIDE_AREA } from '@/domain/service-area';
import { changeDeliveryAddress } from '@/stores/checkout/cart';
import { $contactDetails, $deliveryCheck } from '@/stores/checkout/checkout-details';
import { Button } from '@/components/ui/button';
import { checkDeliveryAddress } from './check-delivery-address';
import { FormField } from '@/components/forms/form-field';
import { formatMiles } from './toast-messages';

/** 'Check' needs this many characters (trimmed) before an address is worth locating. */
export const MIN_ADDRESS_LENGTH = 10;

/**
 * The delivery address and its zone: idle, detecting, then the zone shown under the field
 * (docs/behaviour/rules.md#delivery-zones). 'Check' and Enter both run the detection.
 */
export function AddressCheck() {
  const { address } = useStore($contactDetails);
  const check = useStore($deliveryCheck);
  const [detecting, setDetecting] = useState(false);
  const longEnough = address.trim().length >= MIN_ADDRESS_LENGTH;
  const result = check && check.address === address ? check : null;

  const runCheck = async () => {
    // Not disabled while detecting: a disabled button would drop the keyboard user's focus.
    if (!longEnough || detecting) return;
    setDetecting(true);
    try {
      await checkDeliveryAddress(address);
    } finally {
      setDetecting(false);
    }
  };

  let hint: ReactNode;
  if (detecting) hint = <span>Detecting your delivery zone…</span>;
  else if (result?.zone === OUTSIDE_AREA)
    hint = (
      <span className="font-semibold text-kenya-red" data-testid="delivery-zone">
        Outside Area ({formatMiles(result.distanceMiles)} miles): we don't deliver there yet.
      </span>
    );
  else if (result)
    hint = (
      <span className="font-semibold text-kenya-green" data-testid="delivery-zone">
        {result.zone}: {formatMiles(result.distanceMiles)} miles, {formatUsd(result.feeCents)} delivery fee
      </span>
    );
  else hint = <span>Include the city or ZIP code, then press Check.</span>;

  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-base font-bold text-brand-900">Delivery</h3>
      <FormField
        label="Delivery Address"
        required
        autoComplete="street-address"
        placeholder="Street, city, ZIP"
        value={address}
        onChange={(event) => changeDeliveryAddress(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void runCheck();
        }}
        hint={<span aria-live="polite">{hint}</span>}
        action={
          <Button variant="secondary" disabled={!longEnough} onClick={() => void runCheck()} className="shrink-0">
            Check
          </Button>
        }
      />
    </div>
  );
}
