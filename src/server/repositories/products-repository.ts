import * as v from 'valibot';
import { ALLERGENS, type Allergen, inLawOrder } from '@/domain/allergens';
import type { MenuItem } from '@/domain/menu';
import { TAX_CATEGORIES, type TaxCategory } from '@/domain/order-money/tax-category';
import { packTierSchema, type PackTier } from '@/domain/pricing';
import { PRODUCT_STATUSES, type ProductStatus } from '@/domain/product-status';
import { bigintColumn, contestedPoint, type Db, readRows } from '../db';

/** A product as the server knows it: the menu's item, its slug, status and place on the menu. */
const productSchema = v.pipe(
  v.object({
    id: bigintColumn,
    slug: v.string(),
    name: v.string(),
    description: v.string(),
    price_cents: v.number(),
    unit: v.string(),
    image: v.string(),
    image_alt: v.string(),
    status: v.picklist(PRODUCT_STATUSES),
    quantity_choices: v.array(v.number()),
    /** 1 for the first product of the menu (archived ones included), 2 for the next... */
    position: bigintColumn,
    pack_tiers: v.array(packTierSchema),
    daily_limit: v.nullable(v.number()),
    max_per_order: v.nullable(v.number()),
    tax_category: v.picklist(TAX_CATEGORIES),
    ingredients: v.array(v.string()),
    allergens: v.array(v.picklist(ALLERGENS)),
  }),
  v.transform(
    (
      product,
    ): MenuItem & {
      slug: string;
      status: ProductStatus;
      position: number;
      dailyLimit: number | null;
      taxCategory: TaxCategory;
    } => ({
      id: product.id,
      slug: product.slug,
      name: product.name,
      description: product.description,
      priceCents: product.price_cents,
      unit: product.unit,
      image: product.image,
      imageAlt: product.image_alt,
      packTiers: product.pack_tiers,
      soldOut: product.status === 'sold_out',
      quantityChoices: product.quantity_choices,
      maxPerOrder: product.max_per_order,
      status: product.status,
      position: product.position,
      dailyLimit: product.daily_limit,
      taxCategory: product.tax_category,
      ingredients: product.ingredients,
      allergens: inLawOrder(product.allergens),
    }),
  ),
);

export type ProductRecord = v.InferOutput<typeof productSchema>;

/** Every product with its tiers and its place; `where` narrows them (no parameters). */
const SELECT_PRODUCTS = `
  SELECT p.id, p.slug, p.name, p.description, p.price_cents, p.unit, p.image, p.image_alt, p.status, p.quantity_choices,
    p.daily_limit, p.max_per_order, p.tax_category, p.ingredients, p.allergens,
    row_number() OVER (ORDER BY p.sort_order, p.id) AS position,
    COALESCE((
      SELECT jsonb_agg(jsonb_build_object('minQuantity', t.min_quantity, 'unitPriceCents', t.unit_price_cents,
        'badge', t.badge) ORDER BY t.min_quantity)
      FROM product_pack_tiers t WHERE t.product_id = p.id
    ), '[]'::jsonb) AS pack_tiers
  FROM products p`;

/** `where` narrows the products, with `params` its parameters. */
const selectProducts = (db: Db, where = '', params: readonly unknown[] = []): Promise<ProductRecord[]> =>
  readRows(
    db,
    'products',
    productSchema,
    `SELECT * FROM (${SELECT_PRODUCTS}) AS listed ${where} ORDER BY position`,
    params,
  );

/** What customers see: on the menu or sold out, in the owner's order, each with its pack tiers. */
export const listMenuProducts = (db: Db) => selectProducts(db, `WHERE status <> 'archived'`);

/** Every product, archived ones included, for the owner's menu editor and the checkout's refusals. */
export const listAllProducts = (db: Db) => selectProducts(db);

export async function findProduct(db: Db, id: number): Promise<ProductRecord | null> {
  const [product] = await selectProducts(db, 'WHERE id = $1', [id]);
  return product ?? null;
}

export interface ProductWrite {
  name: string;
  description: string;
  unit: string;
  priceCents: number;
  imageAlt: string;
  status: ProductStatus;
  packTiers: readonly PackTier[];
  quantityChoices: readonly number[];
  /** Pieces a shop day; null: no limit. */
  dailyLimit: number | null;
  /** Pieces in one order; null: no limit. */
  maxPerOrder: number | null;
  taxCategory: TaxCategory;
  /** In order of weight, most first. */
  ingredients: readonly string[];
  /** Keys of the nine; the table's CHECK refuses any other (migration 0033). */
  allergens: readonly Allergen[];
}

async function replaceTiers(tx: Db, productId: number, tiers: readonly PackTier[]): Promise<void> {
  await tx.query('DELETE FROM product_pack_tiers WHERE product_id = $1', [productId]);
  if (tiers.length === 0) return;
  await tx.query(
    `INSERT INTO product_pack_tiers (product_id, min_quantity, unit_price_cents, badge)
     SELECT $1, t.min_quantity, t.unit_price_cents, t.badge
     FROM jsonb_to_recordset($2::jsonb) AS t (min_quantity int, unit_price_cents int, badge text)`,
    [
      productId,
      JSON.stringify(
        tiers.map((tier) => ({
          min_quantity: tier.minQuantity,
          unit_price_cents: tier.unitPriceCents,
          badge: tier.badge,
        })),
      ),
    ],
  );
}

/** A slug from the name ('Kuku Paka' -> 'kuku-paka'), numbered when taken ('kuku-paka-2'). */
async function freeSlug(tx: Db, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'dish';
  const rows = await readRows(
    tx,
    'products',
    v.object({ slug: v.string() }),
    `SELECT slug FROM products WHERE slug = $1 OR slug LIKE $1 || '-%'`,
    [base],
  );
  const taken = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** One writer at a time renumbers the menu (or picks a slug and the last place), until the transaction ends. */
const lockMenuOrder = (tx: Db) => tx.query('LOCK TABLE products IN SHARE ROW EXCLUSIVE MODE');

/**
 * Adds a product at the end of the menu, with the placeholder photo until one is uploaded (inside
 * the caller's transaction: the table lock lasts until it ends).
 */
export async function insertProduct(tx: Db, product: ProductWrite, image: string): Promise<number> {
  await lockMenuOrder(tx);
  const slug = await freeSlug(tx, product.name);
  const rows = await readRows(
    tx,
    'products',
    v.object({ id: bigintColumn }),
    `INSERT INTO products (slug, name, description, price_cents, unit, image, image_alt, status, quantity_choices,
         daily_limit, max_per_order, tax_category, ingredients, allergens, sort_order)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9::int[], $10::int, $11::int, $12, $13::text[], $14::text[],
         COALESCE(MAX(sort_order), 0) + 10
       FROM products
       RETURNING id`,
    [
      slug,
      product.name,
      product.description,
      product.priceCents,
      product.unit,
      image,
      product.imageAlt,
      product.status,
      [...product.quantityChoices],
      product.dailyLimit,
      product.maxPerOrder,
      product.taxCategory,
      [...product.ingredients],
      [...product.allergens],
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('Adding the product returned no row');
  await replaceTiers(tx, id, product.packTiers);
  return id;
}

/** What a change may name; an undefined field stays as it is. */
export type ProductChanges = { [K in keyof ProductWrite]?: ProductWrite[K] | undefined } & {
  image?: string | undefined;
  position?: number | undefined;
};

/**
 * Writes the fields given (tiers replaced as a whole) and moves the product to `position` if given,
 * inside the caller's transaction.
 */
export async function updateProduct(tx: Db, id: number, changes: ProductChanges): Promise<void> {
  // A move renumbers the whole menu under the table's lock: take it before writing any row, or two
  // moves each holding a row would wait on each other for the table (a deadlock, 40P01).
  if (changes.position !== undefined) await lockMenuOrder(tx);
  await tx.query(
    `UPDATE products SET
         name = COALESCE($2, name), description = COALESCE($3, description), unit = COALESCE($4, unit),
         price_cents = COALESCE($5, price_cents), image_alt = COALESCE($6, image_alt),
         status = COALESCE($7, status), image = COALESCE($8, image),
         quantity_choices = COALESCE($9::int[], quantity_choices),
         daily_limit = CASE WHEN $10::boolean THEN daily_limit ELSE $11::int END,
         max_per_order = CASE WHEN $12::boolean THEN max_per_order ELSE $13::int END,
         tax_category = COALESCE($14, tax_category), ingredients = COALESCE($15::text[], ingredients),
         allergens = COALESCE($16::text[], allergens), updated_at = now()
       WHERE id = $1`,
    [
      id,
      changes.name ?? null,
      changes.description ?? null,
      changes.unit ?? null,
      changes.priceCents ?? null,
      changes.imageAlt ?? null,
      changes.status ?? null,
      changes.image ?? null,
      changes.quantityChoices ? [...changes.quantityChoices] : null,
      // Undefined keeps the limit; null removes it.
      changes.dailyLimit === undefined,
      changes.dailyLimit ?? null,
      changes.maxPerOrder === undefined,
      changes.maxPerOrder ?? null,
      changes.taxCategory ?? null,
      changes.ingredients ? [...changes.ingredients] : null,
      changes.allergens ? [...changes.allergens] : null,
    ],
  );
  if (changes.packTiers) await replaceTiers(tx, id, changes.packTiers);
  if (changes.position === undefined) return;
  await contestedPoint('menu-move');
  await moveProduct(tx, id, changes.position);
}

/** Renumbers the menu with the product at `position` (clamped to the menu's length), under lockMenuOrder. */
async function moveProduct(tx: Db, id: number, position: number): Promise<void> {
  const rows = await readRows(
    tx,
    'products',
    v.object({ id: bigintColumn }),
    'SELECT id FROM products ORDER BY sort_order, id',
  );
  const ids = rows.map((row) => row.id).filter((other) => other !== id);
  ids.splice(Math.min(Math.max(position, 1), ids.length + 1) - 1, 0, id);
  await tx.query(
    `UPDATE products p SET sort_order = ordered.n * 10
     FROM unnest($1::bigint[]) WITH ORDINALITY AS ordered (id, n) WHERE p.id = ordered.id`,
    [ids],
  );
}
