import { formatUsd } from '@/domain/money';
import { applyDeliveryCheck } from '@/stores/cart';
import { $contactDetails } from '@/stores/checkout-details';
import { showToast } from '@/stores/toasts';
import { formatMiles, OUTSIDE_AREA_TOAST, ZONE_ERROR_TOAST } from './toast-messages';

/**
 * Finds the delivery zone of `address` locally (no request) and records it. The zone
 * table and the ZIP data are imported on the first check only, so the sheet opens without them.
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
    showToast({
      title: 'Delivery Zone Detected',
      description: `${result.zone} - ${formatUsd(result.feeCents)} delivery fee (${formatMiles(result.distanceMiles)} miles)`,
    });
  } catch {
    showToast(ZONE_ERROR_TOAST);
  }
}
