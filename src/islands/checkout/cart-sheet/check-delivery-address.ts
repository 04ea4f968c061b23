import { formatUsd } from '@/domain/money';
import { applyDeliveryCheck } from '@/stores/checkout/cart';
import { $contactDetails } from '@/stores/checkout/checkout-details';
import { OUTSIDE_DELIVERY_AREA } from '@/domain/schemas/checkout-contact';
import { OUTSIDE_AREA } from '@/domain/service-area';
import { refreshQuote } from '@/stores/checkout/checkout-quote';
import { showToast } from '@/stores/shell/toasts';
import { formatMiles, OUTSIDE_AREA_TOAST, ZONE_ERROR_TOAST } from './toast-messages';

/**
 * Finds the delivery zone of `address` locally and records it, then asks the server's quote
 * whether the shop delivers into its state. The zone table and the ZIP data are imported on the
 * first check only, so the sheet opens without them.
 */
export async function checkDeliveryAddress(address: string): Promise<void> {
  try {
    const { detectDeliveryZone } = await import('@/domain/delivery-zones');
    // The customer may have edited the address while the table loaded; that address needs its own check.
    if ($contactDetails.get().address !== address) return;
    const result = detectDeliveryZone(address);
    applyDeliveryCheck({
      address,
      zone: result.zone,
      feeCents: result.feeCents,
      distanceMiles: result.distanceMiles,
    });
    if (result.kind === 'outside') {
      showToast(OUTSIDE_AREA_TOAST);
      return;
    }
    // Within the radius, but perhaps in a state the shop does not deliver into (it collects no tax
    // there): the server's quote says so, and the address is then outside the area too.
    const quote = await refreshQuote();
    if (quote.status === 'refused' && quote.message === OUTSIDE_DELIVERY_AREA) {
      applyDeliveryCheck({ address, zone: OUTSIDE_AREA, feeCents: 0, distanceMiles: result.distanceMiles });
      showToast(OUTSIDE_AREA_TOAST);
      return;
    }
    showToast({
      title: 'Delivery Zone Detected',
      description: `${result.zone} - ${formatUsd(result.feeCents)} delivery fee (${formatMiles(result.distanceMiles)} miles)`,
    });
  } catch {
    showToast(ZONE_ERROR_TOAST);
  }
}
