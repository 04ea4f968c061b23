/*
 * How the owner picks a dish's tax category (the menu editor, docs/behaviour/screens.md#menu-editor):
 * the words for each choice live here once, beside the categories the tax is computed by.
 */

/** What a dish is for tax: cooked and ready to eat, or food the buyer still has to cook (or a bakery item without utensils). */
export const TAX_CATEGORIES = ['prepared', 'food'] as const;

export type TaxCategory = (typeof TAX_CATEGORIES)[number];

/** A new dish is taxed in full until the owner says otherwise: the safer mistake is to collect too much. */
export const DEFAULT_TAX_CATEGORY: TaxCategory = 'prepared';

export const TAX_CATEGORY_LABELS: Readonly<Record<TaxCategory, string>> = {
  prepared: 'Prepared food',
  food: 'Food',
};

/** One line each, shown under the choice so the owner can tell which rate a dish falls under. */
export const TAX_CATEGORY_EXPLANATIONS: Readonly<Record<TaxCategory, string>> = {
  prepared: 'Cooked and ready to eat (hot or cold): full sales tax.',
  food: 'The buyer still cooks it (frozen, uncooked), or a bakery item sold without utensils: the lower food rate.',
};
