import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addItem,
  cartTotals,
  emptyCart,
  setDeliveryFee,
  setOrderType,
  setTipPercent,
  type Cart,
  type CartProduct,
} from '@/domain/cart';
import { TIP_PERCENTS } from '@/domain/tip';
import { SEEDED_PACK_TIERS } from '../../fixtures/seeded-menu';

const products: CartProduct[] = [
  { id: 1, name: 'Beef Samosa', priceCents: 200, packTiers: SEEDED_PACK_TIERS },
  { id: 2, name: 'Chicken Samosa', priceCents: 200, packTiers: SEEDED_PACK_TIERS },
  { id: 4, name: 'Chapati', priceCents: 200, packTiers: SEEDED_PACK_TIERS },
  { id: 5, name: 'Mandazi (6 pieces)', priceCents: 800, packTiers: [] },
  { id: 6, name: 'Beef Pilau Tray', priceCents: 2400, packTiers: [] },
];

const addition = fc.record({
  product: fc.constantFrom(...products),
  quantity: fc.integer({ min: -5, max: 60 }),
});

const settings = fc.record({
  orderType: fc.constantFrom('pickup' as const, 'delivery' as const),
  feeCents: fc.constantFrom(0, 350, 550, 750, 1000, 1500),
  tipPercent: fc.constantFrom(...TIP_PERCENTS),
});

function build(
  adds: { product: CartProduct; quantity: number }[],
  s: {
    orderType: 'pickup' | 'delivery';
    feeCents: number;
    tipPercent: (typeof TIP_PERCENTS)[number];
  },
): Cart {
  let n = 0;
  const newId = () => `line-${++n}`;
  let cart = setOrderType(emptyCart(), s.orderType);
  for (const { product, quantity } of adds) cart = addItem(cart, product, quantity, newId);
  return setTipPercent(setDeliveryFee(cart, s.feeCents), s.tipPercent);
}

describe('cart properties', () => {
  it('total = subtotal + fee + tip', () => {
    fc.assert(
      fc.property(fc.array(addition, { maxLength: 16 }), settings, (adds, s) => {
        const t = cartTotals(build(adds, s));
        expect(t.totalCents).toBe(t.subtotalCents + t.deliveryFeeCents + t.tipCents);
      }),
    );
  });

  it('the order of adds does not change the totals', () => {
    fc.assert(
      fc.property(fc.array(addition, { maxLength: 16 }), settings, fc.infiniteStream(fc.nat()), (adds, s, noise) => {
        const shuffled = adds
          .map((a) => ({ a, key: noise.next().value }))
          .sort((x, y) => x.key - y.key)
          .map(({ a }) => a);
        expect(cartTotals(build(shuffled, s))).toEqual(cartTotals(build(adds, s)));
      }),
    );
  });

  it('all amounts are whole, non-negative cents', () => {
    fc.assert(
      fc.property(fc.array(addition, { maxLength: 16 }), settings, (adds, s) => {
        const cart = build(adds, s);
        const t = cartTotals(cart);
        const amounts = [
          t.subtotalCents,
          t.deliveryFeeCents,
          t.tipCents,
          t.totalCents,
          ...cart.items.flatMap((i) => [i.unitPriceCents, i.totalCents]),
        ];
        for (const amount of amounts) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('subtotal is the sum of line totals and itemCount the sum of quantities', () => {
    fc.assert(
      fc.property(fc.array(addition, { maxLength: 16 }), settings, (adds, s) => {
        const cart = build(adds, s);
        const t = cartTotals(cart);
        expect(t.subtotalCents).toBe(cart.items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0));
        expect(t.itemCount).toBe(adds.filter((a) => a.quantity > 0).reduce((sum, a) => sum + a.quantity, 0));
      }),
    );
  });
});
