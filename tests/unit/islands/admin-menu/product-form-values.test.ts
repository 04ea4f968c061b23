import { describe, expect, it } from 'vitest';
import {
  checkProductForm,
  emptyProductForm,
  formValuesOf,
  newTier,
  photoProblem,
} from '@/islands/admin-menu/product-form-values';

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
  it('sends the fields trimmed, money as typed, the default quantities left to the server', () => {
    expect(checkProductForm(filled, null)).toEqual({
      ok: true,
      payload: {
        name: 'Kuku Paka',
        description: 'Coconut chicken.',
        unit: 'per bowl',
        price: '14.50',
        imageAlt: 'A bowl of curry',
        packTiers: [],
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
    const values = formValuesOf({
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
    });
    expect(values).toMatchObject({ price: '2.00', quantityChoices: '10, 20' });
    expect(values.packTiers).toMatchObject([{ minQuantity: '20', unitPrice: '1.90', badge: '5% Off' }]);
  });
});
