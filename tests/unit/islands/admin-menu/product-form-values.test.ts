import { describe, expect, it } from 'vitest';
import type { AdminMenuProduct } from '@/domain/menu';
import {
  checkProductForm,
  emptyProductForm,
  formValuesOf,
  newTier,
  photoProblem,
} from '@/islands/admin/menu/product-form-values';
import { limitsText } from '@/islands/admin/menu/product-row';

const filled = {
  ...emptyProductForm(),
  name: ' Kuku Paka ',
  description: 'Coconut chicken.',
  unit: 'per bowl',
  price: '14.50',
  imageAlt: 'A bowl of curry',
};

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'dish', { type });

describe('the product form', () => {
  it('sends the fields trimmed, money as typed, the default quantities left to the server, taxed as prepared food', () => {
    expect(checkProductForm(filled, null)).toEqual({
      ok: true,
      payload: {
        name: 'Kuku Paka',
        description: 'Coconut chicken.',
        unit: 'per bowl',
        price: '14.50',
        imageAlt: 'A bowl of curry',
        packTiers: [],
        dailyLimit: null,
        maxPerOrder: null,
        taxCategory: 'prepared',
        ingredients: [],
        allergens: [],
      },
    });
  });

  it('sends the limits in pieces as numbers, an empty field as no limit (null)', () => {
    const limited = checkProductForm({ ...filled, dailyLimit: ' 30 ', maxPerOrder: '40' }, null);
    expect(limited).toMatchObject({ ok: true, payload: { dailyLimit: 30, maxPerOrder: 40 } });
    // 0 a day is a limit (none today), not the absence of one.
    const none = checkProductForm({ ...filled, dailyLimit: '0', maxPerOrder: '  ' }, null);
    expect(none).toMatchObject({ ok: true, payload: { dailyLimit: 0, maxPerOrder: null } });
  });

  it("refuses limits that are not whole numbers of pieces, beside their fields in the API's words", () => {
    expect(checkProductForm({ ...filled, dailyLimit: 'many', maxPerOrder: '0' }, null)).toEqual({
      ok: false,
      errors: {
        dailyLimit: 'Pieces a day must be a whole number from 0 to 100,000, or empty for no limit',
        maxPerOrder: 'Most per order must be a whole number from 1 to 100,000, or empty for no limit',
      },
    });
    expect(checkProductForm({ ...filled, dailyLimit: '100001', maxPerOrder: '2.5' }, null)).toEqual({
      ok: false,
      errors: {
        dailyLimit: 'Pieces a day must be a whole number from 0 to 100,000, or empty for no limit',
        maxPerOrder: 'Most per order must be a whole number from 1 to 100,000, or empty for no limit',
      },
    });
  });

  it('reads quantity choices and pack prices as typed, sorted', () => {
    const result = checkProductForm(
      {
        ...filled,
        quantityChoices: '6, 1 3',
        packTiers: [
          newTier({ minQuantity: '6', unitPrice: '13', badge: ' ' }),
          newTier({ minQuantity: '3', unitPrice: '14' }),
        ],
      },
      null,
    );
    expect(result).toMatchObject({
      ok: true,
      payload: {
        quantityChoices: [1, 3, 6],
        packTiers: [
          { minQuantity: 3, unitPrice: '14.00', badge: null },
          { minQuantity: 6, unitPrice: '13.00', badge: null },
        ],
      },
    });
  });

  it("names every problem beside its field, a pack price's by its row", () => {
    const result = checkProductForm(
      { ...emptyProductForm(), price: 'two', packTiers: [newTier({ minQuantity: '1', unitPrice: '1.00' })] },
      null,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Enter a name',
        description: 'Enter a description',
        price: 'Enter a price in dollars, such as 2.00',
        imageAlt: 'Describe the photo for people who cannot see it',
        'packTiers.0.minQuantity': 'Enter a quantity from 2 to 999',
      },
    });
  });

  it('refuses a pack price that is not below the list price, on the tiers together', () => {
    const result = checkProductForm(
      { ...filled, packTiers: [newTier({ minQuantity: '3', unitPrice: '14.50' })] },
      null,
    );
    expect(result).toEqual({ ok: false, errors: { packTiers: 'A pack price per piece must be below the list price' } });
  });

  it('checks a chosen photo by type and size before sending it', () => {
    expect(photoProblem(null)).toBeNull();
    expect(photoProblem(file('image/webp', 10))).toBeNull();
    expect(photoProblem(file('image/gif', 10))).toBe('The photo must be a JPEG, PNG or WebP image.');
    expect(photoProblem(file('image/jpeg', 5 * 1024 * 1024 + 1))).toBe(
      'The photo is larger than 5 MB. Please choose a smaller one.',
    );
    expect(checkProductForm(filled, file('text/plain', 3))).toEqual({
      ok: false,
      errors: { photo: 'The photo must be a JPEG, PNG or WebP image.' },
    });
  });

  it('starts an edit from the dish as saved', () => {
    const values = formValuesOf(chapati);
    expect(values).toMatchObject({
      price: '2.00',
      quantityChoices: '10, 20',
      dailyLimit: '',
      maxPerOrder: '',
      taxCategory: 'food',
    });
    expect(checkProductForm(values, null)).toMatchObject({ ok: true, payload: { taxCategory: 'food' } });
    expect(values.packTiers).toMatchObject([{ minQuantity: '20', unitPrice: '1.90', badge: '5% Off' }]);
  });

  it('round-trips the limits: as saved into the fields, and back unchanged', () => {
    const limited = { ...chapati, dailyLimit: 30, maxPerOrder: 40 };
    const values = formValuesOf(limited);
    expect(values).toMatchObject({ dailyLimit: '30', maxPerOrder: '40' });
    expect(checkProductForm(values, null)).toMatchObject({ ok: true, payload: { dailyLimit: 30, maxPerOrder: 40 } });
    // Emptied by the owner: the limits are removed (null), not left as they were.
    expect(checkProductForm({ ...values, dailyLimit: '', maxPerOrder: '' }, null)).toMatchObject({
      ok: true,
      payload: { dailyLimit: null, maxPerOrder: null },
    });
  });
});

describe("the form's ingredients and allergens (issue 37)", () => {
  it('starts an edit with one ingredient a line and the allergens ticked by key', () => {
    expect(formValuesOf({ ...chapati, allergens: ['Milk', 'Tree nuts'] })).toMatchObject({
      ingredients: 'wheat flour\nwater\nvegetable oil\nsalt',
      allergens: ['milk', 'tree-nuts'],
    });
  });

  it("sends the lines in the order written, blank ones dropped, and the allergens in the law's order", () => {
    const values = {
      ...filled,
      ingredients: ' chicken \n\ncoconut milk, light\n turmeric ',
      allergens: ['wheat', 'milk'],
    };
    expect(checkProductForm(values as typeof filled, null)).toMatchObject({
      ok: true,
      payload: { ingredients: ['chicken', 'coconut milk, light', 'turmeric'], allergens: ['milk', 'wheat'] },
    });
  });

  it('refuses more than 40 ingredients, or one above 80 characters, beside the field', () => {
    const problem = { ok: false, errors: { ingredients: 'List at most 40 ingredients, each of 1 to 80 characters' } };
    const many = Array.from({ length: 41 }, (_, n) => `spice ${n}`).join('\n');
    expect(checkProductForm({ ...filled, ingredients: many }, null)).toEqual(problem);
    expect(checkProductForm({ ...filled, ingredients: `salt\n${'x'.repeat(81)}` }, null)).toEqual(problem);
    expect(checkProductForm({ ...filled, ingredients: `salt\n${'x'.repeat(80)}` }, null)).toMatchObject({ ok: true });
  });
});

describe("a dish's row", () => {
  it('says its limits in pieces, or nothing without any', () => {
    expect(limitsText({ dailyLimit: 30, maxPerOrder: 40 })).toBe('30 a day · at most 40 per order');
    expect(limitsText({ dailyLimit: 0, maxPerOrder: null })).toBe('0 a day');
    expect(limitsText({ dailyLimit: null, maxPerOrder: 12 })).toBe('At most 12 per order');
    expect(limitsText({ dailyLimit: null, maxPerOrder: null })).toBeNull();
  });
});

const chapati: AdminMenuProduct = {
  id: 9,
  name: 'Chapati',
  description: 'Soft.',
  price: '2.00',
  unit: 'per piece',
  image: '/images/products/chapati.svg',
  imageAlt: 'Chapatis',
  packTiers: [{ minQuantity: 20, unitPrice: '1.90', badge: '5% Off' }],
  soldOut: false,
  quantityChoices: [10, 20],
  status: 'on_menu',
  position: 4,
  dailyLimit: null,
  maxPerOrder: null,
  taxCategory: 'food',
  ingredients: ['wheat flour', 'water', 'vegetable oil', 'salt'],
  allergens: ['Wheat'],
};
