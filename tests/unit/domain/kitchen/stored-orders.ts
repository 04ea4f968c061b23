import type { StoredOrder } from '@/domain/order/stored-order';

type Line = { productId: number; name: string; quantity: number; priceCents: number };

/**
 * A stored order for the kitchen's rules: paid, for pickup, with the given lines and changes; no
 * code and no tax unless the changes bring them.
 */
export function storedOrder(
  id: number,
  window: { start: string; end: string } | null,
  lines: Line[],
  changes: Partial<Omit<StoredOrder, 'id' | 'items' | 'fulfilmentWindow'>> = {},
): StoredOrder {
  const items = lines.map((line) => ({ ...line, totalCents: line.priceCents * line.quantity }));
  const subtotalCents = items.reduce((sum, item) => sum + item.totalCents, 0);
  const deliveryFeeCents = changes.deliveryFeeCents ?? 0;
  const tipCents = changes.tipCents ?? 0;
  const discountCents = changes.discountCents ?? 0;
  const taxCents = changes.taxCents ?? 0;
  return {
    id,
    userId: null,
    status: 'confirmed',
    orderType: 'pickup',
    customerName: 'Amina Odhiambo',
    customerEmail: 'amina@example.com',
    customerPhone: '913-555-0142',
    notes: null,
    deliveryAddress: null,
    paymentIntentId: `pi_${id}`,
    createdAt: new Date('2026-03-01T15:00:00Z'),
    refundedAt: null,
    paymentCapturedAt: new Date('2026-03-01T15:00:01Z'),
    textPhone: null,
    paymentMethod: 'card',
    paidInPerson: null,
    openLink: null,
    enteredByEmail: null,
    overLimits: false,
    pickupSpot: null,
    deliveryPoint: null,
    changes: [],
    giftCards: [],
    serviceChargeCents: 0,
    setupCents: 0,
    catering: null,
    standing: null,
    subtotalCents,
    discountCents,
    taxCents,
    taxLines: [],
    discountCode: null,
    totalCents: subtotalCents - discountCents + deliveryFeeCents + taxCents + tipCents,
    ...changes,
    deliveryFeeCents,
    tipCents,
    items,
    fulfilmentWindow: window && { start: new Date(window.start), end: new Date(window.end) },
  };
}

export const beef = (quantity: number): Line => ({ productId: 1, name: 'Beef Samosa', quantity, priceCents: 190 });
export const chicken = (quantity: number): Line => ({
  productId: 2,
  name: 'Chicken Samosa',
  quantity,
  priceCents: 200,
});
export const chapati = (quantity: number): Line => ({ productId: 4, name: 'Chapati', quantity, priceCents: 150 });
