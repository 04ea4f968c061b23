import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addItem,
  cartTotals,
  emptyCart,
  removeItem,
  setDeliveryFee,
  setOrderType,
  setQuantity,
  setTipPercent,
  type Cart,
  type CartProduct,
} from '@/domain/cart';
import { type CheckoutRequest, type OrderTerms, type PricedDish, priceCheckout } from '@/domain/checkout-pricing';
import { detectDeliveryZone } from '@/domain/delivery-zones';
import { toCents } from '@/domain/money';
import type { OrderType } from '@/domain/order-type';
import { MAX_LINE_QUANTITY } from '@/domain/quantity';
import { TIP_PERCENTS } from '@/domain/tip';
import { SEEDED_PACK_TIERS } from '../../fixtures/seeded-menu';

/** The seeded menu (netlify/database/migrations/0002_catalogue.sql), as the cart sees it. */
const MENU: PricedDish[] = [
  { id: 1, name: 'Beef Samosa', priceCents: 200, packTiers: SEEDED_PACK_TIERS, taxCategory: 'prepared' },
  { id: 2, name: 'Chicken Samosa', priceCents: 200, packTiers: SEEDED_PACK_TIERS, taxCategory: 'prepared' },
  { id: 3, name: 'Vegetable Samosa', priceCents: 200, packTiers: SEEDED_PACK_TIERS, taxCategory: 'prepared' },
  { id: 4, name: 'Chapati', priceCents: 200, packTiers: SEEDED_PACK_TIERS, taxCategory: 'food' },
  { id: 5, name: 'Mandazi (6 pieces)', priceCents: 800, packTiers: [], taxCategory: 'food' },
  { id: 6, name: 'Beef Pilau Tray', priceCents: 2400, packTiers: [], taxCategory: 'prepared' },
];

/** No tax collected and no code: the cart's own figures. */
const UNTAXED: OrderTerms = { tax: { collects: false, places: [] }, code: null, today: '2026-11-28' };
const OVERLAND_PARK = '123 Main St, Overland Park, KS 66212';

function request(overrides: Partial<CheckoutRequest>): CheckoutRequest {
  return { orderType: 'pickup', items: [{ productId: 1, quantity: 20 }], tipPercent: 0, address: null, ...overrides };
}

function priced(result: ReturnType<typeof priceCheckout>) {
  if (result.kind !== 'priced') throw new Error(`expected a priced checkout, got ${result.kind}`);
  return result.checkout;
}

describe('priceCheckout', () => {
  it('prices a pickup order from the catalogue, with no fee, no tip and no delivery', () => {
    const checkout = priced(
      priceCheckout(
        request({
          items: [
            { productId: 1, quantity: 20 },
            { productId: 6, quantity: 2 },
          ],
        }),
        MENU,
        UNTAXED,
      ),
    );
    expect(checkout).toEqual({
      orderType: 'pickup',
      items: [
        { productId: 1, name: 'Beef Samosa', quantity: 20, priceCents: 190, totalCents: 3800 },
        { productId: 6, name: 'Beef Pilau Tray', quantity: 2, priceCents: 2400, totalCents: 4800 },
      ],
      subtotalCents: 8600,
      discountCents: 0,
      deliveryFeeCents: 0,
      taxCents: 0,
      taxLines: [],
      tipCents: 0,
      totalCents: 8600,
      discountCode: null,
      discountCodeId: null,
      taxPlace: null,
      delivery: null,
    });
  });

  it('prices a delivery order with the fee of the address and the tip on the subtotal', () => {
    const checkout = priced(
      priceCheckout(request({ orderType: 'delivery', tipPercent: 15, address: OVERLAND_PARK }), MENU, UNTAXED),
    );
    // 20 x $1.90 = $38.00, Local 0-10 $3.50, 15% of $38.00 = $5.70.
    expect(checkout).toMatchObject({
      orderType: 'delivery',
      subtotalCents: 3800,
      deliveryFeeCents: 350,
      tipCents: 570,
      totalCents: 4720,
      delivery: { fullAddress: OVERLAND_PARK, zone: 'Local 0-10', feeCents: 350, distanceMiles: 1.9 },
    });
  });

  it('charges the fee of the zone the address is in', () => {
    const lawrence = priced(
      priceCheckout(request({ orderType: 'delivery', address: 'Lawrence, KS 66044' }), MENU, UNTAXED),
    );
    expect(lawrence.delivery).toMatchObject({ zone: 'Local 20-30', feeCents: 750 });
    expect(lawrence.totalCents).toBe(3800 + 750);
  });

  it('records the address without the spaces around it', () => {
    const checkout = priced(
      priceCheckout(request({ orderType: 'delivery', address: `  ${OVERLAND_PARK}\n` }), MENU, UNTAXED),
    );
    expect(checkout.delivery?.fullAddress).toBe(OVERLAND_PARK);
  });

  it('merges lines of the same product and prices them on the combined quantity', () => {
    const checkout = priced(
      priceCheckout(
        request({
          items: [
            { productId: 1, quantity: 10 },
            { productId: 5, quantity: 1 },
            { productId: 1, quantity: 10 },
            { productId: 1, quantity: 10 },
          ],
        }),
        MENU,
        UNTAXED,
      ),
    );
    expect(checkout.items).toEqual([
      { productId: 1, name: 'Beef Samosa', quantity: 30, priceCents: 180, totalCents: 5400 },
      { productId: 5, name: 'Mandazi (6 pieces)', quantity: 1, priceCents: 800, totalCents: 800 },
    ]);
    expect(checkout.subtotalCents).toBe(30 * 180 + 800);
  });

  it.each([
    [10, 200],
    [19, 200],
    [20, 190],
    [30, 180],
    [40, 170],
    [50, 160],
    [120, 160],
  ])('prices %i samosas or chapatis at %i cents each', (quantity, unitCents) => {
    for (const productId of [2, 3, 4]) {
      const checkout = priced(priceCheckout(request({ items: [{ productId, quantity }] }), MENU, UNTAXED));
      expect(checkout.items[0]?.priceCents).toBe(unitCents);
      expect(checkout.subtotalCents).toBe(quantity * unitCents);
    }
  });

  it('sells other products at their catalogue price whatever the quantity', () => {
    const checkout = priced(priceCheckout(request({ items: [{ productId: 5, quantity: 50 }] }), MENU, UNTAXED));
    expect(checkout.items[0]?.priceCents).toBe(800);
    expect(checkout.totalCents).toBe(40_000);
  });

  it('takes prices from the catalogue it is given', () => {
    const dearer = MENU.map((product) => (product.id === 6 ? { ...product, priceCents: 2600 } : product));
    const checkout = priced(priceCheckout(request({ items: [{ productId: 6, quantity: 1 }] }), dearer, UNTAXED));
    expect(checkout.totalCents).toBe(2600);
  });

  it('adds no tip to a pickup order, whatever tip is asked for', () => {
    for (const tipPercent of TIP_PERCENTS) {
      const checkout = priced(priceCheckout(request({ tipPercent }), MENU, UNTAXED));
      expect(checkout.tipCents).toBe(0);
      expect(checkout.totalCents).toBe(3800);
    }
  });

  it('ignores the address of a pickup order, even one outside the area', () => {
    const checkout = priced(priceCheckout(request({ address: 'Beverly Hills, CA 90210' }), MENU, UNTAXED));
    expect(checkout).toMatchObject({ deliveryFeeCents: 0, totalCents: 3800, delivery: null });
  });

  it('refuses a product that is not in the catalogue, naming it', () => {
    const result = priceCheckout(
      request({
        items: [
          { productId: 1, quantity: 20 },
          { productId: 99, quantity: 1 },
        ],
      }),
      MENU,
      UNTAXED,
    );
    expect(result).toEqual({ kind: 'unknown-product', productId: 99 });
  });

  it('refuses a product taken off the menu', () => {
    const withoutPilau = MENU.filter((product) => product.id !== 6);
    expect(priceCheckout(request({ items: [{ productId: 6, quantity: 1 }] }), withoutPilau, UNTAXED)).toEqual({
      kind: 'unknown-product',
      productId: 6,
    });
  });

  it('refuses delivery to an address outside the area', () => {
    for (const address of ['350 5th Ave, New York, NY 10001', 'Manhattan, KS 66502']) {
      expect(priceCheckout(request({ orderType: 'delivery', address }), MENU, UNTAXED)).toEqual({
        kind: 'outside-area',
      });
    }
  });

  it('refuses delivery without an address', () => {
    for (const address of [null, '', '   ']) {
      expect(priceCheckout(request({ orderType: 'delivery', address }), MENU, UNTAXED)).toEqual({
        kind: 'missing-address',
      });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The guarantee that an honest customer is never refused: whatever cart the browser builds with
// the cart rules and the zone it detects for the typed address, the server prices the same numbers.
// ---------------------------------------------------------------------------------------------

/** Any catalogue: pack products (named samosa/chapati) and others, at any whole price. */
const catalogue = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 10_000 }),
    name: fc.oneof(fc.constantFrom(...MENU.map((product) => product.name)), fc.string({ minLength: 1, maxLength: 20 })),
    priceCents: fc.integer({ min: 1, max: 10_000 }),
    packTiers: fc.oneof(
      fc.constant(SEEDED_PACK_TIERS),
      fc.uniqueArray(
        fc.record({
          minQuantity: fc.integer({ min: 2, max: 100 }),
          unitPriceCents: fc.integer({ min: 1, max: 10_000 }),
          badge: fc.option(fc.string({ maxLength: 12 })),
        }),
        { maxLength: 4, selector: (tier) => tier.minQuantity },
      ),
    ),
    taxCategory: fc.constantFrom('prepared' as const, 'food' as const),
  }),
  { minLength: 1, maxLength: 8, selector: (product) => product.id },
);

/** What a customer does in the shop, products and lines chosen by index into what exists. */
const action = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    product: fc.nat(),
    quantity: fc.oneof(fc.constantFrom(1, 2, 3, 5, 10, 20, 30, 40, 50), fc.integer({ min: 1, max: MAX_LINE_QUANTITY })),
  }),
  fc.record({
    kind: fc.constant('set-quantity' as const),
    line: fc.nat(),
    quantity: fc.integer({ min: 0, max: MAX_LINE_QUANTITY }),
  }),
  fc.record({ kind: fc.constant('remove' as const), line: fc.nat() }),
  fc.record({ kind: fc.constant('tip' as const), tipPercent: fc.constantFrom(...TIP_PERCENTS) }),
  fc.record({ kind: fc.constant('order-type' as const), orderType: fc.constantFrom<OrderType>('pickup', 'delivery') }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

/** Addresses as customers type them: in every zone, beyond the area, unplaceable, padded. */
const address = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(
        OVERLAND_PARK,
        '2400 Main St, Kansas City, MO 64108',
        'Lawrence, KS 66044',
        'Topeka, KS 66603',
        '6000 Shawnee Mission Pkwy, Merriam, KS',
        '414 E 12th St, Kansas City',
        '350 5th Ave, New York, NY 10001',
        'Manhattan, KS 66502',
        '1 Somewhere Lane',
      ),
      fc.integer({ min: 64_000, max: 68_999 }).map((zip) => `1 Main St, ${zip}`),
      fc.string({ minLength: 1, maxLength: 40 }),
    ),
    fc.constantFrom('', ' ', '  \t'),
  )
  .map(([text, padding]) => `${padding}${text}${padding}`)
  .filter((text) => text.trim() !== '');

function browse(products: CartProduct[], first: OrderType, actions: Action[]): Cart {
  let n = 0;
  const newId = () => `line-${++n}`;
  let cart = setOrderType(emptyCart(), first);
  for (const step of actions) {
    const line = (index: number) => cart.items[index % Math.max(1, cart.items.length)];
    if (step.kind === 'add') {
      cart = addItem(cart, products[step.product % products.length]!, step.quantity, newId);
    } else if (step.kind === 'set-quantity') {
      const item = line(step.line);
      if (item) cart = setQuantity(cart, item.id, step.quantity);
    } else if (step.kind === 'remove') {
      const item = line(step.line);
      if (item) cart = removeItem(cart, item.id);
    } else if (step.kind === 'tip') {
      cart = setTipPercent(cart, step.tipPercent);
    } else {
      cart = setOrderType(cart, step.orderType);
    }
  }
  return cart;
}

describe('priceCheckout agrees with the browser cart', () => {
  it('gives exactly the cart totals and lines for every cart the browser can build', () => {
    fc.assert(
      fc.property(
        catalogue,
        fc.constantFrom<OrderType>('pickup', 'delivery'),
        fc.array(action, { maxLength: 20 }),
        address,
        (products, first, actions, typed) => {
          let cart = browse(products, first, actions);
          // On the checkout page the customer types the address; the browser detects its zone.
          const zone = detectDeliveryZone(typed);
          cart = setDeliveryFee(cart, zone.feeCents);
          const orderType = cart.orderType ?? first;
          const result = priceCheckout(
            {
              orderType,
              items: cart.items.map(({ productId, quantity }) => ({ productId, quantity })),
              tipPercent: cart.tipPercent,
              address: orderType === 'delivery' ? typed : null,
            },
            products,
            UNTAXED,
          );

          if (orderType === 'delivery' && zone.kind === 'outside') {
            // The browser shows the address as outside the area and offers no payment.
            expect(result).toEqual({ kind: 'outside-area' });
            return;
          }
          const totals = cartTotals(cart);
          const checkout = priced(result);
          expect({
            subtotalCents: checkout.subtotalCents,
            deliveryFeeCents: checkout.deliveryFeeCents,
            tipCents: checkout.tipCents,
            totalCents: checkout.totalCents,
          }).toEqual({
            subtotalCents: totals.subtotalCents,
            deliveryFeeCents: totals.deliveryFeeCents,
            tipCents: totals.tipCents,
            totalCents: totals.totalCents,
          });
          expect(checkout.items).toEqual(
            cart.items.map((item) => ({
              productId: item.productId,
              name: item.name,
              quantity: item.quantity,
              priceCents: item.unitPriceCents,
              totalCents: item.totalCents,
            })),
          );
          // The browser sends the total in dollars; the server reads it back to the same cents.
          expect(toCents(totals.totalCents / 100)).toBe(checkout.totalCents);
        },
      ),
      { numRuns: 500 },
    );
  });
});
