import { describe, expect, it } from 'vitest';
import {
  firstName,
  type LabelDish,
  type LabelOrder,
  madeOn,
  packCounts,
  packLabels,
  packSize,
} from '@/domain/kitchen/labels';

const KITCHEN = {
  kitchenName: 'Kenyan Bites',
  kitchenAddress: '123 Elm St, Overland Park, KS 66210',
  kitchenLicence: null,
  keepingNote: 'Best eaten within 2 hours. Refrigerate what is left.',
};

const BEEF: LabelDish = {
  productId: 1,
  ingredients: ['wheat flour', 'minced beef', 'onion'],
  allergens: ['wheat'],
  packSize: 10,
};
const MANDAZI: LabelDish = {
  productId: 5,
  ingredients: ['wheat flour', 'milk', 'sugar', 'eggs'],
  // Ticked in another order than the law's: the label reads in the law's.
  allergens: ['wheat', 'eggs', 'milk'],
  packSize: null,
};
const PILAU: LabelDish = { productId: 6, ingredients: ['rice', 'beef'], allergens: [], packSize: null };

/** Saturday 28 November 2026, 2 PM in Kansas City (CST, UTC-6). */
const SATURDAY = '2026-11-28T20:00:00.000Z';

function order(id: number, items: LabelOrder['items'], changes: Partial<LabelOrder> = {}): LabelOrder {
  return {
    id,
    orderNumber: `KBT-${id}`,
    status: 'confirmed',
    customerName: 'Amina Wanjiru Odhiambo',
    createdAt: '2026-11-27T15:00:00.000Z',
    fulfilmentWindow: { start: SATURDAY },
    items,
    pickupSpot: null,
    ...changes,
  };
}

const beef = (quantity: number) => ({ productId: 1, name: 'Beef Samosa', quantity });

describe('packSize', () => {
  it('is the smallest quantity choice of a dish with pack tiers, and none for a dish without', () => {
    expect(packSize({ hasPackTiers: true, quantityChoices: [20, 10, 30] })).toBe(10);
    expect(packSize({ hasPackTiers: false, quantityChoices: [1, 2, 3] })).toBeNull();
    // A pack of one is no pack: the line is one label.
    expect(packSize({ hasPackTiers: true, quantityChoices: [1, 10] })).toBeNull();
  });
});

describe('packCounts', () => {
  it('fills whole packs first, then one more with what is left', () => {
    expect(packCounts(20, 10)).toEqual([10, 10]);
    expect(packCounts(25, 10)).toEqual([10, 10, 5]);
    expect(packCounts(7, 10)).toEqual([7]);
    expect(packCounts(3, null)).toEqual([3]);
  });
});

describe('firstName and madeOn', () => {
  it('names the customer by the first word of the name only', () => {
    expect(firstName('  Amina Wanjiru Odhiambo ')).toBe('Amina');
    expect(firstName('Otieno')).toBe('Otieno');
  });

  it("dates the label by the window's day on the shop's clock", () => {
    expect(madeOn({ fulfilmentWindow: { start: SATURDAY }, createdAt: '2026-11-01T00:00:00Z' })).toBe(
      'Made Sat, Nov 28',
    );
    // 11:30 PM on Saturday in Kansas City is already Sunday in UTC.
    expect(madeOn({ fulfilmentWindow: { start: '2026-11-29T05:30:00.000Z' }, createdAt: '' })).toBe('Made Sat, Nov 28');
  });

  it('keeps to the shop day across the night the clocks go back (Sunday 1 November 2026)', () => {
    // 11:30 PM on Sunday 1 November is CST (UTC-6): 05:30 UTC on the 2nd. Counted at CDT's -5 it
    // would be 00:30 on Monday.
    expect(madeOn({ fulfilmentWindow: { start: '2026-11-02T05:30:00.000Z' }, createdAt: '' })).toBe('Made Sun, Nov 1');
    // 12:30 AM on Sunday 1 November is still CDT (UTC-5): 05:30 UTC on the 1st, not Saturday.
    expect(madeOn({ fulfilmentWindow: { start: '2026-11-01T05:30:00.000Z' }, createdAt: '' })).toBe('Made Sun, Nov 1');
  });

  it('falls back to when the order was placed for an order without a window', () => {
    expect(madeOn({ fulfilmentWindow: null, createdAt: SATURDAY })).toBe('Made Sat, Nov 28');
  });
});

describe('packLabels', () => {
  it('gives one label per pack: 20 beef samosas in packs of 10 are two labels of 10', () => {
    const labels = packLabels([order(7, [beef(20)])], [BEEF], KITCHEN);
    expect(labels).toHaveLength(2);
    expect(labels.map((label) => [label.key, label.dishName, label.count])).toEqual([
      ['7-0-0', 'Beef Samosa', 10],
      ['7-0-1', 'Beef Samosa', 10],
    ]);
  });

  it('says everything a label must, with the first name only', () => {
    const [label] = packLabels([order(7, [beef(10)])], [BEEF], KITCHEN);
    expect(label).toEqual({
      key: '7-0-0',
      orderId: 7,
      orderNumber: 'KBT-7',
      firstName: 'Amina',
      catering: null,
      spot: null,
      dishName: 'Beef Samosa',
      count: 10,
      ingredients: 'Ingredients: wheat flour, minced beef, onion',
      contains: 'Contains: Wheat',
      kitchenName: 'Kenyan Bites',
      kitchenAddress: '123 Elm St, Overland Park, KS 66210',
      licence: null,
      made: 'Made Sat, Nov 28',
      keepingNote: 'Best eaten within 2 hours. Refrigerate what is left.',
    });
    expect(JSON.stringify(label)).not.toContain('Odhiambo');
  });

  it("marks every pack of a catering event's order with its reference, and no other order's", () => {
    const labels = packLabels(
      [order(11, [beef(20)], { catering: { reference: 'CAT-3' } }), order(12, [beef(10)])],
      [BEEF],
      KITCHEN,
    );
    expect(labels.map((label) => [label.orderNumber, label.catering])).toEqual([
      ['KBT-11', 'Catering CAT-3'],
      ['KBT-11', 'Catering CAT-3'],
      ['KBT-12', null],
    ]);
  });

  it("names the spot a pickup's packs go to, and none on a delivery's", () => {
    const labels = packLabels(
      [order(13, [beef(10)], { pickupSpot: { name: 'Grace Church car park' } }), order(14, [beef(10)])],
      [BEEF],
      KITCHEN,
    );
    expect(labels.map((label) => [label.orderNumber, label.spot])).toEqual([
      ['KBT-13', 'For Grace Church car park'],
      ['KBT-14', null],
    ]);
  });

  it('prints the licence number when the kitchen has one', () => {
    const [label] = packLabels([order(7, [beef(10)])], [BEEF], { ...KITCHEN, kitchenLicence: 'KS-FD-4412' });
    expect(label?.licence).toBe('Licence KS-FD-4412');
  });

  it("lists allergens in the law's order, and says nothing for a dish with none", () => {
    const labels = packLabels(
      [
        order(8, [
          { productId: 5, name: 'Mandazi', quantity: 6 },
          { productId: 6, name: 'Beef Pilau', quantity: 2 },
        ]),
      ],
      [BEEF, MANDAZI, PILAU],
      KITCHEN,
    );
    // A dish not sold in packs is one label per line, whatever its count.
    expect(labels.map((label) => [label.dishName, label.count, label.contains])).toEqual([
      ['Mandazi', 6, 'Contains: Milk, Eggs, Wheat'],
      ['Beef Pilau', 2, null],
    ]);
  });

  it('leaves cancelled orders out, and labels a dish it knows nothing of by its line alone', () => {
    const labels = packLabels(
      [order(9, [beef(10)], { status: 'cancelled' }), order(10, [{ productId: 99, name: 'Kachumbari', quantity: 3 }])],
      [BEEF],
      KITCHEN,
    );
    expect(labels.map((label) => [label.orderNumber, label.dishName, label.count, label.ingredients])).toEqual([
      ['KBT-10', 'Kachumbari', 3, null],
    ]);
  });
});
