/*
 * The owner's menu editor: the product form in /admin/menu and POST/PATCH /api/products read the
 * same fields with the same messages. Prices arrive as the API writes money ('2.00', or a number)
 * and come out in cents; quantities as numbers or the digits a form field holds.
 */
import * as v from 'valibot';
import { ALLERGENS, inLawOrder } from '../allergens';
import { apiAmountSchema } from '../order/api-money';
import { TAX_CATEGORIES } from '../order-money/tax-category';
import { DEFAULT_TAX_CATEGORY } from '../order-money/tax-category';
import type { PackTier } from '../pricing';
import { PRODUCT_STATUSES } from '../product-status';
import { NOT_AN_OBJECT, objectOf, requiredText } from './fields';

export const PRODUCT_LIMITS = {
  name: 80,
  description: 500,
  unit: 30,
  imageAlt: 200,
  badge: 20,
  tiers: 6,
  /** The highest list price, in cents ($1,000.00). */
  priceCents: 100_000,
  /** A pack tier's smallest quantity goes up to this (the cart's pieces per line). */
  tierQuantity: 999,
  /** The highest daily limit or most per order, in pieces (issue 26). */
  pieces: 100_000,
  /** Ingredients a dish lists, and the characters of each (what a 2-inch label can still hold). */
  ingredients: 40,
  ingredient: 80,
} as const;

export const PRICE_INVALID = 'Enter a price in dollars, such as 2.00';
export const PRICE_OUT_OF_RANGE = 'A price must be between $0.01 and $1,000.00';
export const TIER_QUANTITY_INVALID = 'Enter a quantity from 2 to 999';
export const TIER_QUANTITIES_REPEAT = 'Each pack tier needs a different quantity';
export const TIERS_TOO_MANY = 'A product can have at most 6 pack tiers';
export const NOTHING_TO_CHANGE = 'Send at least one field to change';
export const CHOICES_INVALID = 'Enter 1 to 10 different quantities from 1 to 999, such as 1, 2, 3, 5, 10';
export const DAILY_LIMIT_INVALID = 'Pieces a day must be a whole number from 0 to 100,000, or empty for no limit';
export const MAX_PER_ORDER_INVALID = 'Most per order must be a whole number from 1 to 100,000, or empty for no limit';
export const TAX_CATEGORY_INVALID = 'Tax category must be prepared or food';
export const INGREDIENTS_INVALID = `List at most ${PRODUCT_LIMITS.ingredients} ingredients, each of 1 to ${PRODUCT_LIMITS.ingredient} characters`;
/** Names the field: the API's caller learns which part of the body to fix, and the nine keys it takes. */
export const ALLERGENS_INVALID = `Choose allergens from the nine: ${ALLERGENS.join(', ')}`;

const priceField = v.pipe(
  apiAmountSchema(PRICE_INVALID),
  v.minValue(1, PRICE_OUT_OF_RANGE),
  v.maxValue(PRODUCT_LIMITS.priceCents, PRICE_OUT_OF_RANGE),
);

/** A whole number typed in a field ('12') or sent as one (12). */
const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(
    v.union(
      [v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^\d{1,6}$/, message), v.transform(Number))],
      message,
    ),
    v.safeInteger(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/** A limit in pieces: a whole number, or null (or a form's empty field) for no limit. */
const piecesLimitField = (min: number, message: string) =>
  v.union(
    [
      v.pipe(
        v.union([v.null(), v.pipe(v.string(), v.trim(), v.length(0))]),
        v.transform(() => null),
      ),
      wholeNumber(min, PRODUCT_LIMITS.pieces, message),
    ],
    message,
  );
const dailyLimitField = piecesLimitField(0, DAILY_LIMIT_INVALID);
const maxPerOrderField = piecesLimitField(1, MAX_PER_ORDER_INVALID);
const taxCategoryField = v.picklist(TAX_CATEGORIES, TAX_CATEGORY_INVALID);

/** In order of weight, most first: the order is the owner's, kept as sent. */
const ingredientsField = v.pipe(
  v.array(
    v.pipe(
      v.string(INGREDIENTS_INVALID),
      v.trim(),
      v.nonEmpty(INGREDIENTS_INVALID),
      v.maxLength(PRODUCT_LIMITS.ingredient, INGREDIENTS_INVALID),
    ),
    INGREDIENTS_INVALID,
  ),
  v.maxLength(PRODUCT_LIMITS.ingredients, INGREDIENTS_INVALID),
);

/** Keys of the nine, each once, in the law's order whatever order they were ticked in. */
const allergensField = v.pipe(
  v.array(v.picklist(ALLERGENS, ALLERGENS_INVALID), ALLERGENS_INVALID),
  v.transform((allergens) => inLawOrder(allergens)),
);

const packTierField = objectOf(
  {
    minQuantity: wholeNumber(2, PRODUCT_LIMITS.tierQuantity, TIER_QUANTITY_INVALID),
    unitPrice: priceField,
    badge: v.pipe(
      v.nullish(v.string('A badge must be text'), ''),
      v.trim(),
      v.maxLength(PRODUCT_LIMITS.badge, `A badge must be at most ${PRODUCT_LIMITS.badge} characters`),
      v.transform((badge): string | null => (badge === '' ? null : badge)),
    ),
  },
  NOT_AN_OBJECT,
);

const packTiersField = v.pipe(
  v.array(packTierField, 'Pack tiers must be a list'),
  v.maxLength(PRODUCT_LIMITS.tiers, TIERS_TOO_MANY),
  v.check((tiers) => new Set(tiers.map((tier) => tier.minQuantity)).size === tiers.length, TIER_QUANTITIES_REPEAT),
  // In quantity order, as pricing and the quantity choices read them; the API's `unitPrice` in cents.
  v.transform((tiers): PackTier[] =>
    tiers
      .map(({ minQuantity, unitPrice, badge }) => ({ minQuantity, unitPriceCents: unitPrice, badge }))
      .sort((a, b) => a.minQuantity - b.minQuantity),
  ),
);

/** The quantities the selector offers: numbers (or the digits a form field holds), sorted. */
const quantityChoicesField = v.pipe(
  v.array(wholeNumber(1, PRODUCT_LIMITS.tierQuantity, CHOICES_INVALID), CHOICES_INVALID),
  v.minLength(1, CHOICES_INVALID),
  v.maxLength(10, CHOICES_INVALID),
  v.check((choices) => new Set(choices).size === choices.length, CHOICES_INVALID),
  v.transform((choices) => [...choices].sort((a, b) => a - b)),
);

const productEntries = {
  name: requiredText(PRODUCT_LIMITS.name, 'Enter a name', `A name must be at most ${PRODUCT_LIMITS.name} characters`),
  description: requiredText(
    PRODUCT_LIMITS.description,
    'Enter a description',
    `A description must be at most ${PRODUCT_LIMITS.description} characters`,
  ),
  unit: requiredText(
    PRODUCT_LIMITS.unit,
    "Enter the unit, such as 'per piece'",
    `A unit must be at most ${PRODUCT_LIMITS.unit} characters`,
  ),
  price: priceField,
  imageAlt: requiredText(
    PRODUCT_LIMITS.imageAlt,
    'Describe the photo for people who cannot see it',
    `A photo description must be at most ${PRODUCT_LIMITS.imageAlt} characters`,
  ),
  packTiers: v.optional(packTiersField, []),
  /** Left out: the default for the product's kind (src/domain/quantity.ts). */
  quantityChoices: v.optional(quantityChoicesField),
  status: v.optional(v.picklist(PRODUCT_STATUSES, 'Choose on the menu, sold out or archived'), 'on_menu'),
  /** Left out: no limit. */
  dailyLimit: v.optional(dailyLimitField, null),
  maxPerOrder: v.optional(maxPerOrderField, null),
  /** Which sales tax rate the dish is charged at (src/domain/order-money/tax-category.ts). */
  taxCategory: v.optional(taxCategoryField, DEFAULT_TAX_CATEGORY),
  /** Left out: none listed yet (the owner adds them before the labels are printed). */
  ingredients: v.optional(ingredientsField, []),
  allergens: v.optional(allergensField, []),
};

/** POST /api/products and the new-dish form. */
export const newProductSchema = objectOf(productEntries, NOT_AN_OBJECT);
export type NewProductInput = v.InferOutput<typeof newProductSchema>;

/**
 * PATCH /api/products/{id}: any of the fields, plus `position` (1 = first on the menu); at least one.
 * Missing fields stay as they are.
 */
export const productPatchSchema = v.pipe(
  objectOf(
    {
      name: v.optional(productEntries.name),
      description: v.optional(productEntries.description),
      unit: v.optional(productEntries.unit),
      price: v.optional(priceField),
      imageAlt: v.optional(productEntries.imageAlt),
      packTiers: v.optional(packTiersField),
      quantityChoices: v.optional(quantityChoicesField),
      status: v.optional(v.picklist(PRODUCT_STATUSES, 'Choose on the menu, sold out or archived')),
      position: v.optional(wholeNumber(1, 10_000, 'A position is a whole number from 1')),
      dailyLimit: v.optional(dailyLimitField),
      maxPerOrder: v.optional(maxPerOrderField),
      taxCategory: v.optional(taxCategoryField),
      ingredients: v.optional(ingredientsField),
      allergens: v.optional(allergensField),
    },
    NOT_AN_OBJECT,
  ),
  v.check((patch) => Object.values(patch).some((value) => value !== undefined), NOTHING_TO_CHANGE),
);
export type ProductPatch = v.InferOutput<typeof productPatchSchema>;
