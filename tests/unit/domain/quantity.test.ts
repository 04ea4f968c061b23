import { describe, expect, it } from 'vitest';
import { defaultQuantity, defaultQuantityChoices, quantityChoices } from '@/domain/quantity';
import { BEEF_SAMOSA, CHAPATI, MANDAZI, PILAU } from '../../fixtures/seeded-menu';

describe('defaultQuantityChoices (the seeded menu, and a new dish the owner gives none)', () => {
  it('offers packs of 10 to 50 for products with pack tiers (the samosas and chapatis)', () => {
    expect(defaultQuantityChoices(BEEF_SAMOSA)).toEqual([10, 20, 30, 40, 50]);
    expect(defaultQuantityChoices(CHAPATI)).toEqual([10, 20, 30, 40, 50]);
  });

  it('offers 1, 2, 3, 5 and 10 of anything else', () => {
    expect(defaultQuantityChoices(MANDAZI)).toEqual([1, 2, 3, 5, 10]);
    expect(defaultQuantityChoices(PILAU)).toEqual([1, 2, 3, 5, 10]);
  });
});

describe('quantityChoices', () => {
  it("offers the product's own choices, as the owner set them", () => {
    expect(quantityChoices({ quantityChoices: [1, 4, 8] })).toEqual([1, 4, 8]);
  });
});

describe('defaultQuantity', () => {
  it('starts samosas at 10', () => {
    expect(defaultQuantity('Vegetable Samosa')).toBe(10);
    expect(defaultQuantity('CHICKEN SAMOSA')).toBe(10);
  });

  it('starts everything else at 0, meaning nothing chosen', () => {
    expect(defaultQuantity('Chapati')).toBe(0);
    expect(defaultQuantity('Beef Pilau Tray')).toBe(0);
  });
});
