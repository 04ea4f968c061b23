/*
 * Where a catering event is taxed and what its delivery costs unless the owner sets it (issue 48),
 * by the storefront's own rules (./../checkout-pricing.ts, ../order-money/tax-places.ts): a pickup
 * at the kitchen's place with no fee; a delivery at the address's place with its zone's fee.
 */
import { deliveryTo } from '../checkout-pricing';
import type { Cents } from '../money';
import type { TaxPlace } from '../order-money/order-money';
import { addressWhere, type TaxPlaceSetting, taxPlaceFor } from '../order-money/tax-places';
import type { OrderType } from '../order-type';

export function cateringPlace(
  request: { orderType: OrderType; address: string | null },
  tax: { collects: boolean; places: readonly TaxPlaceSetting[] },
): { deliveryFeeCents: Cents; taxPlace: (TaxPlace & { state: string }) | null } {
  const kitchen = taxPlaceFor(tax.places, { orderType: 'pickup' });
  let place = kitchen;
  let deliveryFeeCents = 0;
  if (request.orderType === 'delivery') {
    const to = deliveryTo(request.address, tax.places);
    if (to.kind === 'in-area') {
      place = to.place;
      deliveryFeeCents = to.zone.feeCents;
    } else {
      // The address was in the area when asked for; one the owner's places have since left out
      // has no fee of its own (she sets one) and is taxed where it is, else at the kitchen's place.
      const where = taxPlaceFor(tax.places, { orderType: 'delivery', where: addressWhere(request.address ?? '') });
      place = where.kind === 'place' ? where : kitchen;
    }
  }
  return { deliveryFeeCents, taxPlace: tax.collects && place.kind === 'place' ? place.place : null };
}
