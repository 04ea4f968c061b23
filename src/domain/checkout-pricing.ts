/*
 * The server's own pricing of a checkout (docs/architecture.md#payments): the same cart rules the
 * browser uses, applied to the catalogue's prices and the zone of the address, then the order's
 * money (./order-money): the discount code, the sales tax of the place that taxes it, the tip. So
 * the amount charged never comes from the browser.
 */
import { addItem, cartTotals, emptyCart, setDeliveryFee, setOrderType, setTipPercent, type CartProduct } from './cart';
import { type DeliveryZoneResult, detectDeliveryZone } from './delivery-zones';
import type { Cents } from './money';
import { type DiscountCode, termsRefusal } from './order-money/discount-code';
import { type OrderMoney, type TaxCategory, type TaxLine, orderMoney } from './order-money/order-money';
import { addressWhere, type TaxPlaceChoice, type TaxPlaceSetting, taxPlaceFor } from './order-money/tax-places';
import { orderLine, type OrderLine } from './order/order-contract';
import type { OrderType } from './order-type';
import type { TipPercent } from './tip';

export interface CheckoutRequest {
  orderType: OrderType;
  items: ReadonlyArray<{ productId: number; quantity: number }>;
  tipPercent: TipPercent;
  /** The delivery address as typed; ignored for pickup. */
  address: string | null;
  /** A pickup spot's address away from the kitchen, whose place taxes the pickup (issue 50); none: the kitchen's. */
  pickupAddress?: string | null;
}

/** A dish as pricing needs it: its prices and what it is for tax. */
export interface PricedDish extends CartProduct {
  taxCategory: TaxCategory;
}

/** What the owner has set that changes an order's money, and the shop's date today. */
export interface OrderTerms {
  /** `collects` false: the owner collects no tax (not yet registered); the places still say where the shop delivers. */
  tax: { collects: boolean; places: readonly TaxPlaceSetting[] };
  /** The code the customer entered, as the owner set it; null without one. */
  code: DiscountCode | null;
  /** 'YYYY-MM-DD' in the shop's time zone: a code's dates are shop dates. */
  today: string;
}

export interface PricedCheckout extends Omit<OrderMoney, 'taxLines'> {
  orderType: OrderType;
  items: OrderLine[];
  taxLines: TaxLine[];
  /** The code applied, in capitals, and its id (its uses are counted when the order is booked). */
  discountCode: string | null;
  discountCodeId: number | null;
  /** The place whose rates taxed it; null when no tax was collected. */
  taxPlace: { name: string; state: string } | null;
  /** Null for pickup. */
  delivery: { fullAddress: string; zone: string; feeCents: Cents; distanceMiles: number } | null;
}

export type PricingResult =
  | { kind: 'priced'; checkout: PricedCheckout }
  | { kind: 'unknown-product'; productId: number }
  | { kind: 'outside-area' }
  | { kind: 'missing-address' }
  | { kind: 'code-refused'; refusal: string };

/**
 * The storefront's one check of a delivery address: typed, within the radius, and in a state the
 * owner has a tax place for (one beyond the radius or in another state is outside the area).
 */
export function deliveryTo(
  address: string | null,
  places: readonly TaxPlaceSetting[],
):
  | { kind: 'missing-address' }
  | { kind: 'outside-area' }
  | { kind: 'in-area'; fullAddress: string; zone: DeliveryZoneResult & { kind: 'zone' }; place: TaxPlaceChoice } {
  const fullAddress = address?.trim() ?? '';
  if (fullAddress === '') return { kind: 'missing-address' };
  const zone = detectDeliveryZone(fullAddress);
  const place = taxPlaceFor(places, { orderType: 'delivery', where: addressWhere(fullAddress) });
  if (zone.kind === 'outside' || place.kind === 'no-place') return { kind: 'outside-area' };
  return { kind: 'in-area', fullAddress, zone, place };
}

/**
 * Prices a checkout from the catalogue. Lines naming the same product are merged and re-priced on
 * their combined quantity, exactly as the cart merges them. A delivery into a state where the
 * owner has set no tax place is outside the area, as one beyond the radius is.
 */
export function priceCheckout(
  request: CheckoutRequest,
  catalogue: readonly PricedDish[],
  terms: OrderTerms,
): PricingResult {
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  let cart = setOrderType(emptyCart(), request.orderType);
  let line = 0;
  for (const item of request.items) {
    const product = byId.get(item.productId);
    if (!product) return { kind: 'unknown-product', productId: item.productId };
    cart = addItem(cart, product, item.quantity, () => `line-${++line}`);
  }

  let delivery: PricedCheckout['delivery'] = null;
  let place = taxPlaceFor(terms.tax.places, {
    orderType: 'pickup',
    where: request.pickupAddress ? addressWhere(request.pickupAddress) : null,
  });
  if (request.orderType === 'delivery') {
    const to = deliveryTo(request.address, terms.tax.places);
    if (to.kind !== 'in-area') return to;
    const { zone, fullAddress } = to;
    place = to.place;
    delivery = { fullAddress, zone: zone.zone, feeCents: zone.feeCents, distanceMiles: zone.distanceMiles };
    cart = setTipPercent(setDeliveryFee(cart, zone.feeCents), request.tipPercent);
  }

  const totals = cartTotals(cart);
  const refusal = terms.code && termsRefusal(terms.code, { subtotalCents: totals.subtotalCents, today: terms.today });
  if (refusal) return { kind: 'code-refused', refusal };
  const taxPlace = terms.tax.collects && place.kind === 'place' ? place.place : null;
  const money = orderMoney({
    lines: cart.items.map((item) => ({
      totalCents: item.totalCents,
      taxCategory: byId.get(item.productId)?.taxCategory ?? 'prepared',
    })),
    deliveryFeeCents: totals.deliveryFeeCents,
    tipCents: totals.tipCents,
    discount: terms.code?.rule ?? null,
    taxPlace,
  });
  return {
    kind: 'priced',
    checkout: {
      orderType: request.orderType,
      items: cart.items.map((item) =>
        orderLine({
          productId: item.productId,
          name: item.name,
          quantity: item.quantity,
          priceCents: item.unitPriceCents,
        }),
      ),
      ...money,
      discountCode: terms.code?.code ?? null,
      discountCodeId: terms.code?.id ?? null,
      taxPlace: taxPlace && { name: taxPlace.name, state: taxPlace.state },
      delivery,
    },
  };
}
