/*
 * The server's own pricing of a checkout (docs/architecture.md#payments): the same cart rules the browser uses,
 * applied to the catalogue's prices and the zone of the address, so the amount charged never
 * comes from the browser.
 */
import { addItem, cartTotals, emptyCart, setDeliveryFee, setOrderType, setTipPercent, type CartProduct } from './cart';
import { detectDeliveryZone } from './delivery-zones';
import type { Cents } from './money';
import { orderLine, type OrderLine } from './order/order-contract';
import type { OrderType } from './order-type';
import type { TipPercent } from './tip';

export interface CheckoutRequest {
  orderType: OrderType;
  items: ReadonlyArray<{ productId: number; quantity: number }>;
  tipPercent: TipPercent;
  /** The delivery address as typed; ignored for pickup. */
  address: string | null;
}

export interface PricedCheckout {
  orderType: OrderType;
  items: OrderLine[];
  subtotalCents: Cents;
  deliveryFeeCents: Cents;
  tipCents: Cents;
  totalCents: Cents;
  /** Null for pickup. */
  delivery: { fullAddress: string; zone: string; feeCents: Cents; distanceMiles: number } | null;
}

export type PricingResult =
  | { kind: 'priced'; checkout: PricedCheckout }
  | { kind: 'unknown-product'; productId: number }
  | { kind: 'outside-area' }
  | { kind: 'missing-address' };

/**
 * Prices a checkout from the catalogue. Lines naming the same product are merged and re-priced on
 * their combined quantity, exactly as the cart merges them.
 */
export function priceCheckout(request: CheckoutRequest, catalogue: readonly CartProduct[]): PricingResult {
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  let cart = setOrderType(emptyCart(), request.orderType);
  let line = 0;
  for (const item of request.items) {
    const product = byId.get(item.productId);
    if (!product) return { kind: 'unknown-product', productId: item.productId };
    cart = addItem(cart, product, item.quantity, () => `line-${++line}`);
  }

  let delivery: PricedCheckout['delivery'] = null;
  if (request.orderType === 'delivery') {
    const fullAddress = request.address?.trim() ?? '';
    if (fullAddress === '') return { kind: 'missing-address' };
    const zone = detectDeliveryZone(fullAddress);
    if (zone.kind === 'outside') return { kind: 'outside-area' };
    delivery = { fullAddress, zone: zone.zone, feeCents: zone.feeCents, distanceMiles: zone.distanceMiles };
    cart = setTipPercent(setDeliveryFee(cart, zone.feeCents), request.tipPercent);
  }

  const totals = cartTotals(cart);
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
      subtotalCents: totals.subtotalCents,
      deliveryFeeCents: totals.deliveryFeeCents,
      tipCents: totals.tipCents,
      totalCents: totals.totalCents,
      delivery,
    },
  };
}
