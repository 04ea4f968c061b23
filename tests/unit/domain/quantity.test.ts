import { describe, expect, it } from 'vitest';
import { defaultQuantity, quantityChoices } from '@/domain/quantity';

describe('quantityChoices', () => {
  it('offers packs of 10 to 50 for samosas and chapatis', () => {
    expect(quantityChoices('Beef Samosa')).toEqual([10, 20, 30, 40, 50]);
    expect(quantityChoices('Chapati')).toEqual([10, 20, 30, 40, 50]);
  });

  it('offers 1, 2, 3, 5 and 10 of anything else', () => {
    expect(quantityChoices('Mandazi (6 pieces)')).toEqual([1, 2, 3, 5, 10]);
    expect(quantityChoices('Beef Pilau Tray')).toEqual([1, 2, 3, 5, 10]);
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
