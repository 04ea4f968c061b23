import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_NAMES,
  ALLERGENS,
  allergenNamed,
  allergenNames,
  containsLine,
  inLawOrder,
  isAllergen,
} from '@/domain/allergens';

describe('the nine major allergens (issue 37)', () => {
  it('are the nine of US law, each with the name a buyer reads', () => {
    expect(ALLERGENS).toHaveLength(9);
    expect(ALLERGENS.map((allergen) => ALLERGEN_NAMES[allergen])).toEqual([
      'Milk',
      'Eggs',
      'Fish',
      'Shellfish',
      'Tree nuts',
      'Peanuts',
      'Wheat',
      'Soy',
      'Sesame',
    ]);
    expect(isAllergen('tree-nuts')).toBe(true);
    expect(isAllergen('gluten')).toBe(false);
  });

  it("says 'Contains: …' in the law's order, whatever order they were ticked in", () => {
    expect(containsLine(['wheat', 'eggs', 'milk'])).toBe('Contains: Milk, Eggs, Wheat');
    expect(containsLine(['sesame', 'tree-nuts'])).toBe('Contains: Tree nuts, Sesame');
    expect(containsLine(['wheat'])).toBe('Contains: Wheat');
    expect(inLawOrder(['soy', 'milk', 'soy'])).toEqual(['milk', 'soy']);
  });

  it('says nothing for a dish with none', () => {
    expect(containsLine([])).toBeNull();
  });

  it('turns keys into names and back at the API edge', () => {
    expect(allergenNames(['wheat', 'tree-nuts', 'milk'])).toEqual(['Milk', 'Tree nuts', 'Wheat']);
    for (const allergen of ALLERGENS) expect(allergenNamed(ALLERGEN_NAMES[allergen])).toBe(allergen);
    expect(allergenNamed('Gluten')).toBeUndefined();
    expect(allergenNamed('wheat')).toBeUndefined();
  });
});
