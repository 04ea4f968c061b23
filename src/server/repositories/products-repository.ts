import { getDb } from '../db';

/** A menu item as the server knows it; prices in integer cents. */
export interface ProductRecord {
  id: number;
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  unit: string;
  image: string;
  imageAlt: string;
}

interface ProductRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  price_cents: number;
  unit: string;
  image: string;
  image_alt: string;
}

function toRecord(row: ProductRow): ProductRecord {
  return {
    id: Number(row.id),
    slug: row.slug,
    name: row.name,
    description: row.description,
    priceCents: row.price_cents,
    unit: row.unit,
    image: row.image,
    imageAlt: row.image_alt,
  };
}

/** The menu customers can order from, in the owner's chosen order. */
export async function listAvailableProducts(): Promise<ProductRecord[]> {
  const db = await getDb();
  const rows = await db.sql<ProductRow>`
    SELECT id, slug, name, description, price_cents, unit, image, image_alt
    FROM products
    WHERE is_available
    ORDER BY sort_order, id`;
  return rows.map(toRecord);
}
