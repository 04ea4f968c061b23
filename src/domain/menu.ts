/*
 * A menu item as GET /api/products answers it and the storefront reads it: the product, its list
 * price and its pack tiers. Inside, prices are cents (`MenuItem`); the API sends them as 2-decimal
 * strings (`MenuProduct`), read back into cents by `menuFromApi` at the browser's edge. Allergens
 * likewise: inside, the keys the database keeps ('wheat'); the API sends their names ('Wheat').
 */
import * as v from 'valibot';
import { type Allergen, allergenNamed, allergenNames } from './allergens';
import { apiDecimalSchema, type ApiMoney, toApiMoney } from './order/api-money';
import { idSchema } from './order/order-contract';
import type { TaxCategory } from './order-money/order-money';
import type { PackTier } from './pricing';
import type { ProductStatus } from './product-status';

export interface MenuItem {
  id: number;
  name: string;
  description: string;
  /** List price per piece (or per unit), below the first pack tier. */
  priceCents: number;
  unit: string;
  image: string;
  imageAlt: string;
  /** Empty for a product sold at its list price whatever the quantity. */
  packTiers: PackTier[];
  /** Shown with 'Sold out' and not orderable until the owner puts it back on sale. */
  soldOut: boolean;
  /** What the quantity selector offers, ascending. */
  quantityChoices: number[];
  /** The most pieces of it one order may hold; null: no limit (issue 26). */
  maxPerOrder: number | null;
  /** What goes into it, in order of weight, most first (issue 37). */
  ingredients: string[];
  /** Which of the nine major allergens it contains, in the law's order (src/domain/allergens.ts). */
  allergens: Allergen[];
}

/** A dish of /allergens' table: its name and its allergens by key, in the law's order. */
export type DishAllergens = Pick<MenuItem, 'id' | 'name' | 'allergens'>;

/** An item as the API sends it: money as 2-decimal strings, allergens by name in the law's order. */
export type ApiMenuItem<T extends MenuItem> = Omit<ApiMoney<T>, 'allergens'> & { allergens: string[] };

/** The API's form of a menu item (or the owner's fuller view of one). */
export const toApiMenuItem = <T extends MenuItem>(item: T): ApiMenuItem<T> => ({
  ...toApiMoney(item),
  allergens: allergenNames(item.allergens),
});

/** GET /api/products: each item with `price` and the tiers' `unitPrice` as 2-decimal strings. */
export type MenuProduct = ApiMenuItem<MenuItem>;

/** GET /api/admin/products and the menu editor's answers: the product with its status and place. */
export interface AdminMenuProduct extends MenuProduct {
  status: ProductStatus;
  /** 1 for the first product of the menu (archived ones included). */
  position: number;
  /** Pieces the kitchen makes per shop day; null: no limit. What is left is public (the windows' answer). */
  dailyLimit: number | null;
  /** The sales tax rate it is charged at; the owner's bookkeeping, so the public menu leaves it out. */
  taxCategory: TaxCategory;
}

const menuProductSchema = v.object({
  id: idSchema,
  name: v.string(),
  description: v.string(),
  price: apiDecimalSchema,
  unit: v.string(),
  image: v.string(),
  imageAlt: v.string(),
  soldOut: v.boolean(),
  quantityChoices: v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
  maxPerOrder: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
  packTiers: v.array(
    v.object({
      minQuantity: v.pipe(v.number(), v.safeInteger(), v.minValue(2)),
      unitPrice: apiDecimalSchema,
      badge: v.nullable(v.string()),
    }),
  ),
  ingredients: v.array(v.string()),
  // Names back into keys; a name that is none of the nine does not fit the answer.
  allergens: v.array(
    v.pipe(
      v.string(),
      v.transform(allergenNamed),
      v.check((allergen): allergen is Allergen => allergen !== undefined),
      v.transform((allergen) => allergen as Allergen),
    ),
  ),
});

/** The API's menu as `MenuItem`s in cents; throws (a ValiError) on an answer that does not fit. */
export function menuFromApi(answer: unknown): MenuItem[] {
  return v.parse(v.array(menuProductSchema), answer).map(
    ({ price, packTiers, ...item }): MenuItem => ({
      ...item,
      priceCents: price,
      packTiers: packTiers.map(({ unitPrice, ...tier }) => ({ ...tier, unitPriceCents: unitPrice })),
    }),
  );
}
