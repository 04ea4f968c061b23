import * as v from 'valibot';
import { ALLERGENS } from '@/domain/allergens';
import { type LabelDish, packSize } from '@/domain/kitchen/labels';
import { bigintColumn, type Db, readRows } from '../db';

const labelDishRow = v.object({
  id: bigintColumn,
  ingredients: v.array(v.string()),
  // The table's CHECK keeps allergens to the nine; reading them through the list keeps the type.
  allergens: v.array(v.picklist(ALLERGENS)),
  quantity_choices: v.array(v.number()),
  has_pack_tiers: v.boolean(),
});

/**
 * What the pack labels say of each of `productIds` (archived dishes too: an order placed before a
 * dish was taken off the menu still leaves with its labels), and the pieces in one of its packs.
 */
export async function labelDishes(db: Db, productIds: readonly number[]): Promise<LabelDish[]> {
  if (productIds.length === 0) return [];
  const rows = await readRows(
    db,
    'products',
    labelDishRow,
    `SELECT p.id, p.ingredients, p.allergens, p.quantity_choices,
            EXISTS (SELECT 1 FROM product_pack_tiers t WHERE t.product_id = p.id) AS has_pack_tiers
     FROM products p WHERE p.id = ANY($1::bigint[]) ORDER BY p.id`,
    [[...productIds]],
  );
  return rows.map((row) => ({
    productId: row.id,
    ingredients: row.ingredients,
    allergens: row.allergens,
    packSize: packSize({ hasPackTiers: row.has_pack_tiers, quantityChoices: row.quantity_choices }),
  }));
}
