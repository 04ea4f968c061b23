/*
 * The nine major food allergens of US law (FALCPA and the FASTER Act, sesame since 2023), by the
 * key the database keeps (migration 0033) and the name a buyer reads. The menu's 'Contains: …',
 * /allergens' table and the pack labels are all made from a dish's own list, with these words.
 */
export const ALLERGENS = [
  'milk',
  'eggs',
  'fish',
  'shellfish',
  'tree-nuts',
  'peanuts',
  'wheat',
  'soy',
  'sesame',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_NAMES: Record<Allergen, string> = {
  milk: 'Milk',
  eggs: 'Eggs',
  fish: 'Fish',
  shellfish: 'Shellfish',
  'tree-nuts': 'Tree nuts',
  peanuts: 'Peanuts',
  wheat: 'Wheat',
  soy: 'Soy',
  sesame: 'Sesame',
};

export const isAllergen = (value: string): value is Allergen => (ALLERGENS as readonly string[]).includes(value);

/** A dish's allergens in the law's order, whatever order they were ticked in. */
export const inLawOrder = (allergens: readonly Allergen[]): Allergen[] =>
  ALLERGENS.filter((allergen) => allergens.includes(allergen));

/** 'Contains: Wheat, Milk', or null for a dish with none of the nine. */
export function containsLine(allergens: readonly Allergen[]): string | null {
  const named = inLawOrder(allergens).map((allergen) => ALLERGEN_NAMES[allergen]);
  return named.length === 0 ? null : `Contains: ${named.join(', ')}`;
}

/** The names a buyer reads ('Wheat', 'Milk'), in the law's order: the API's form of a dish's list. */
export const allergenNames = (allergens: readonly Allergen[]): string[] =>
  inLawOrder(allergens).map((allergen) => ALLERGEN_NAMES[allergen]);

/** The key of an allergen's name, as the API writes it ('Tree nuts' -> 'tree-nuts'); undefined for none of the nine. */
export const allergenNamed = (name: string): Allergen | undefined =>
  ALLERGENS.find((allergen) => ALLERGEN_NAMES[allergen] === name);
