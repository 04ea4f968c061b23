import * as v from 'valibot';
import { type Allergen, allergenNamed } from '@/domain/allergens';
import type { AdminMenuProduct } from '@/domain/menu';
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '@/domain/image-type';
import { centsToApiDecimal } from '@/domain/order/api-money';
import type { TaxCategory } from '@/domain/order-money/tax-category';
import { DEFAULT_TAX_CATEGORY } from '@/domain/order-money/tax-category';
import { packTiersProblem } from '@/domain/pricing';
import { newProductSchema } from '@/domain/schemas';
import type { ProductPayload } from '@/stores/admin/menu/menu';

/** One pack tier as typed: quantity from, price per piece, badge. */
export interface TierValues {
  /** Keeps React's rows apart while tiers are added and removed. */
  key: string;
  minQuantity: string;
  unitPrice: string;
  badge: string;
}

export interface ProductFormValues {
  name: string;
  description: string;
  unit: string;
  price: string;
  imageAlt: string;
  /** '1, 2, 3, 5, 10'; empty for the default. */
  quantityChoices: string;
  packTiers: TierValues[];
  /** Pieces a shop day; empty: no limit. */
  dailyLimit: string;
  /** The most pieces in one order; empty: no limit. */
  maxPerOrder: string;
  taxCategory: TaxCategory;
  /** One ingredient a line, in order of weight, most first. */
  ingredients: string;
  /** The ticked ones of the nine, by key. */
  allergens: Allergen[];
}

/**
 * What the form sends: the store's payload with the dish's tax category, ingredients and allergens
 * (keys, as the API takes them), always stated.
 */
export type ProductFormPayload = ProductPayload & {
  taxCategory: TaxCategory;
  ingredients: string[];
  allergens: Allergen[];
};

/** The ingredients field's lines, blank ones dropped: one a line, so an ingredient may hold a comma. */
export const ingredientLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Problems by field path: 'name', 'packTiers' (the tiers together), 'packTiers.0.unitPrice', 'photo'. */
export type ProductFormErrors = Record<string, string>;

let tierKeys = 0;
export const newTier = (values: Partial<Omit<TierValues, 'key'>> = {}): TierValues => ({
  key: `tier-${++tierKeys}`,
  minQuantity: '',
  unitPrice: '',
  badge: '',
  ...values,
});

export const emptyProductForm = (): ProductFormValues => ({
  name: '',
  description: '',
  unit: 'per piece',
  price: '',
  imageAlt: '',
  quantityChoices: '',
  packTiers: [],
  dailyLimit: '',
  maxPerOrder: '',
  taxCategory: DEFAULT_TAX_CATEGORY,
  ingredients: '',
  allergens: [],
});

/** A limit in pieces as the field shows it: no limit is an empty field. */
const limitText = (limit: number | null) => (limit === null ? '' : String(limit));

/** The form for an existing dish, as the owner last saved it. */
export function formValuesOf(product: AdminMenuProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    unit: product.unit,
    price: product.price,
    imageAlt: product.imageAlt,
    quantityChoices: product.quantityChoices.join(', '),
    packTiers: product.packTiers.map((tier) =>
      newTier({ minQuantity: String(tier.minQuantity), unitPrice: tier.unitPrice, badge: tier.badge ?? '' }),
    ),
    dailyLimit: limitText(product.dailyLimit),
    maxPerOrder: limitText(product.maxPerOrder),
    taxCategory: product.taxCategory,
    ingredients: product.ingredients.join('\n'),
    // The answer names them ('Wheat'); the form, like the API's body, holds their keys.
    allergens: product.allergens.map(allergenNamed).filter((allergen) => allergen !== undefined),
  };
}

export const PHOTO_WRONG_TYPE = 'The photo must be a JPEG, PNG or WebP image.';
export const PHOTO_TOO_LARGE = 'The photo is larger than 5 MB. Please choose a smaller one.';

/** A chosen photo's problem before it is sent (the server checks its bytes again). */
export function photoProblem(photo: File | null): string | null {
  if (!photo) return null;
  if (!(photo.type in PHOTO_TYPES)) return PHOTO_WRONG_TYPE;
  if (photo.size > MAX_PHOTO_BYTES) return PHOTO_TOO_LARGE;
  return null;
}

/**
 * The form checked by the API's own schema and pack-tier rule, so the owner reads the server's
 * words beside the fields before anything is sent; the payload keeps money as typed ('2.50').
 */
export function checkProductForm(
  values: ProductFormValues,
  photo: File | null,
): { ok: true; payload: ProductFormPayload } | { ok: false; errors: ProductFormErrors } {
  const candidate = {
    name: values.name,
    description: values.description,
    unit: values.unit,
    price: values.price,
    imageAlt: values.imageAlt,
    packTiers: values.packTiers.map(({ minQuantity, unitPrice, badge }) => ({ minQuantity, unitPrice, badge })),
    // As typed: the schema reads an empty field as no limit (null).
    dailyLimit: values.dailyLimit,
    maxPerOrder: values.maxPerOrder,
    taxCategory: values.taxCategory,
    ingredients: ingredientLines(values.ingredients),
    allergens: values.allergens,
    ...(values.quantityChoices.trim() === ''
      ? {}
      : { quantityChoices: values.quantityChoices.split(/[\s,]+/).filter(Boolean) }),
  };
  const result = v.safeParse(newProductSchema, candidate);
  const errors: ProductFormErrors = {};
  const photoError = photoProblem(photo);
  if (photoError) errors['photo'] = photoError;
  if (!result.success) {
    for (const issue of result.issues) {
      const path = v.getDotPath(issue) ?? 'form';
      // One ingredient's problem ('ingredients.3') shows beside the one field that holds them all.
      errors[path.startsWith('ingredients.') ? 'ingredients' : path] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const tierProblem = packTiersProblem(result.output.price, result.output.packTiers);
  if (tierProblem) errors['packTiers'] = tierProblem;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    payload: {
      name: result.output.name,
      description: result.output.description,
      unit: result.output.unit,
      price: values.price.trim(),
      imageAlt: result.output.imageAlt,
      ...(result.output.quantityChoices ? { quantityChoices: result.output.quantityChoices } : {}),
      packTiers: result.output.packTiers.map((tier) => ({
        minQuantity: tier.minQuantity,
        unitPrice: centsToApiDecimal(tier.unitPriceCents),
        badge: tier.badge,
      })),
      dailyLimit: result.output.dailyLimit,
      maxPerOrder: result.output.maxPerOrder,
      taxCategory: result.output.taxCategory,
      ingredients: result.output.ingredients,
      allergens: result.output.allergens,
    },
  };
}
