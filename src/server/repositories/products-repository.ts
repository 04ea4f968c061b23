import * as v from 'valibot';
import type { MenuItem } from '@/domain/menu';
import { packTierSchema } from '@/domain/pricing';
import { getDb } from '../db';
import { parseRow } from '../db/parse-row';

/** A menu item as the server knows it (the menu's item and its slug); prices in integer cents. */
export interface ProductRecord extends MenuItem {
  slug: string;
}

const productRowSchema = v.object({
  id: v.pipe(v.string(), v.transform(Number)),
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  price_cents: v.number(),
  unit: v.string(),
  image: v.string(),
  image_alt: v.string(),
  pack_tiers: v.array(packTierSchema),
});

function toRecord(row: unknown): ProductRecord {
  const product = parseRow(productRowSchema, row, 'products');
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    priceCents: product.price_cents,
    unit: product.unit,
    image: product.image,
    imageAlt: product.image_alt,
    packTiers: product.pack_tiers,
  };
}

/** The menu customers can order from, in the owner's chosen order, each with its pack tiers. */
export async function listAvailableProducts(): Promise<ProductRecord[]> {
  const db = await getDb();
  const rows = await db.sql`
    SELECT p.id, p.slug, p.name, p.description, p.price_cents, p.unit, p.image, p.image_alt,
      COALESCE((
        SELECT jsonb_agg(jsonb_build_object('minQuantity', t.min_quantity, 'unitPriceCents', t.unit_price_cents,
          'badge', t.badge) ORDER BY t.min_quantity)
        FROM product_pack_tiers t WHERE t.product_id = p.id
      ), '[]'::jsonb) AS pack_tiers
    FROM products p
    WHERE p.is_available
    ORDER BY p.sort_order, p.id`;
  return rows.map(toRecord);
}
