import { describe, expect, it } from 'vitest';
import { addItem, cartTotals, emptyCart, type Cart } from '@/domain/cart';
import { planReorder, type PastOrderLine, type ReorderPlan, type TodaysProduct } from '@/domain/order/reorder';
import { reorderMessage } from '@/domain/order/reorder-message';
import { MAX_CART_LINES } from '@/domain/quantity';
import { BEEF_SAMOSA, CHAPATI, MANDAZI, PILAU } from '../../fixtures/seeded-menu';

const onMenu = (product: Omit<TodaysProduct, 'soldOut'>): TodaysProduct => ({ ...product, soldOut: false });
const MENU: TodaysProduct[] = [onMenu(BEEF_SAMOSA), onMenu(CHAPATI), onMenu(MANDAZI), onMenu(PILAU)];

const line = (product: { id: number; name: string }, quantity: number): PastOrderLine => ({
  productId: product.id,
  name: product.name,
  quantity,
});

let ids = 0;
const newId = () => `line-${++ids}`;

/** The cart after the store applies a plan, as the customer then sees it. */
const applied = (plan: ReorderPlan, cart: Cart = emptyCart()): Cart =>
  plan.add.reduce((next, { product, quantity }) => addItem(next, product, quantity, newId), cart);

const cartWith = (...adds: Array<[Omit<TodaysProduct, 'soldOut'>, number]>): Cart =>
  adds.reduce((cart, [product, quantity]) => addItem(cart, product, quantity, newId), emptyCart());

describe('planReorder', () => {
  it('adds every line of the order when everything is on the menu', () => {
    const plan = planReorder([line(BEEF_SAMOSA, 20), line(MANDAZI, 2)], MENU, emptyCart());
    expect(plan.skipped).toEqual([]);
    expect(plan.add.map(({ product, quantity }) => [product.name, quantity])).toEqual([
      ['Beef Samosa', 20],
      ['Mandazi (6 pieces)', 2],
    ]);
  });

  it("prices at today's menu, not at what the order was charged (pack tiers included)", () => {
    const dearer = MENU.map((product) =>
      product.id === MANDAZI.id ? { ...product, priceCents: 950, name: 'Mandazi (6)' } : product,
    );
    const cart = applied(planReorder([line(BEEF_SAMOSA, 30), line(MANDAZI, 2)], dearer, emptyCart()));
    expect(cart.items.map((item) => [item.name, item.quantity, item.unitPriceCents, item.totalCents])).toEqual([
      ['Beef Samosa', 30, 180, 5400],
      ['Mandazi (6)', 2, 950, 1900],
    ]);
    expect(cartTotals(cart).subtotalCents).toBe(7300);
  });

  it('skips a sold-out dish and one no longer on the menu, naming them as the order charged them', () => {
    const menu = MENU.map((product) => (product.id === CHAPATI.id ? { ...product, soldOut: true } : product));
    const gone = { id: 77, name: 'Chai' };
    const plan = planReorder([line(CHAPATI, 10), line(gone, 2), line(PILAU, 1)], menu, emptyCart());
    expect(plan.add.map(({ product }) => product.name)).toEqual(['Beef Pilau Tray']);
    expect(plan.skipped).toEqual([
      { name: 'Chapati', reason: 'sold_out' },
      { name: 'Chai', reason: 'gone' },
    ]);
  });

  it('adds to what the cart holds: a dish already there gets the quantities merged and re-priced', () => {
    const before = cartWith([BEEF_SAMOSA, 10], [PILAU, 1]);
    const after = applied(planReorder([line(BEEF_SAMOSA, 20)], MENU, before), before);
    expect(after.items.map((item) => [item.name, item.quantity, item.unitPriceCents])).toEqual([
      ['Beef Samosa', 30, 180],
      ['Beef Pilau Tray', 1, 2400],
    ]);
  });

  it('fills a line only up to 1,000, and skips a dish whose line is already full', () => {
    const before = cartWith([BEEF_SAMOSA, 990], [CHAPATI, 1000]);
    const plan = planReorder([line(BEEF_SAMOSA, 20), line(CHAPATI, 10)], MENU, before);
    expect(plan.add.map(({ product, quantity }) => [product.name, quantity])).toEqual([['Beef Samosa', 10]]);
    expect(plan.skipped).toEqual([{ name: 'Chapati', reason: 'line_full' }]);
    expect(applied(plan, before).items.map((item) => item.quantity)).toEqual([1000, 1000]);
  });

  it(`never takes the cart past ${MAX_CART_LINES} different items`, () => {
    const fillers = Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => ({ ...MANDAZI, id: 100 + i }));
    const before = fillers.reduce((cart, product) => addItem(cart, product, 1, newId), emptyCart());
    const plan = planReorder(
      [line(BEEF_SAMOSA, 20), line(PILAU, 1), line(fillers[0]!, 1)],
      MENU.concat(fillers.map(onMenu)),
      before,
    );
    expect(plan.add.map(({ product, quantity }) => [product.name, quantity])).toEqual([
      ['Beef Samosa', 20],
      ['Mandazi (6 pieces)', 1],
    ]);
    expect(plan.skipped).toEqual([{ name: 'Beef Pilau Tray', reason: 'cart_full' }]);
  });

  it('merges an order that names a product twice into one line', () => {
    const plan = planReorder([line(BEEF_SAMOSA, 10), line(BEEF_SAMOSA, 20)], MENU, emptyCart());
    expect(plan.add.map(({ product, quantity }) => [product.id, quantity])).toEqual([[BEEF_SAMOSA.id, 30]]);
  });
});

describe('reorderMessage', () => {
  const plan = (added: number, skipped: ReorderPlan['skipped'] = []): ReorderPlan => ({
    add: MENU.slice(0, added).map((product) => ({ product, quantity: 1 })),
    skipped,
  });

  it("counts the different items added from the order, at today's prices", () => {
    expect(reorderMessage('KBT-123', plan(3))).toEqual({
      title: 'Added to your cart',
      description: "3 items from order KBT-123 at today's prices.",
      nothingAdded: false,
    });
    expect(reorderMessage('KBT-7', plan(1)).description).toBe("1 item from order KBT-7 at today's prices.");
  });

  it('names what was left out and why', () => {
    const skipped = [
      { name: 'Beef Samosa', reason: 'sold_out' as const },
      { name: 'Chai', reason: 'gone' as const },
    ];
    expect(reorderMessage('KBT-123', plan(2, skipped)).description).toBe(
      "2 items from order KBT-123 at today's prices. Not added: Beef Samosa (sold out), Chai (no longer on the menu).",
    );
    expect(reorderMessage('KBT-123', plan(0, skipped))).toEqual({
      title: 'Nothing added to your cart',
      description: 'Not added: Beef Samosa (sold out), Chai (no longer on the menu).',
      nothingAdded: true,
    });
    expect(reorderMessage('KBT-1', plan(1, [{ name: 'Chapati', reason: 'line_full' }])).description).toContain(
      'Chapati (already 1000 in your cart)',
    );
  });
});
