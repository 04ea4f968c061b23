import { describe, expect, it } from 'vitest';
import { defaultQuantity, quantityChoices } from '@/domain/quantity';
import { BEEF_SAMOSA, CHAPATI, MANDAZI, PILAU } from '../../fixtures/seeded-menu';

describe('quantityChoices', () => {
  it('offers packs of 10 to 50 for products with pack tiers (the samosas and chapatis)', () => {
    expect(quantityChoices(BEEF_SAMOSA)).toEqual([10, 20, 30, 40, 50]);
    expect(quantityChoices(CHAPATI)).toEqual([10, 20, 30, 40, 50]);
  });

  it('offers 1, 2, 3, 5 and 10 of anything else', () => {
    expect(quantityChoices(MANDAZI)).toEqual([1, 2, 3, 5, 10]);
    expect(quantityChoices(PILAU)).toEqual([1, 2, 3, 5, 10]);
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
