import * as v from 'valibot';
import type { TaxPlaceSetting } from '@/domain/order-money/tax-places';
import { bigintColumn, type Db, readRow, readRows } from '../db';

/** A row of tax_places, read strictly. */
const placeSchema = v.pipe(
  v.object({
    id: bigintColumn,
    name: v.string(),
    state: v.string(),
    zips: v.array(v.string()),
    prepared_rate: v.number(),
    food_rate: v.number(),
    taxes_delivery_fee: v.boolean(),
    is_kitchen: v.boolean(),
    confirmed: v.boolean(),
  }),
  v.transform(
    (row): TaxPlaceSetting => ({
      id: row.id,
      name: row.name,
      state: row.state,
      zips: row.zips,
      rates: { prepared: row.prepared_rate, food: row.food_rate },
      taxesDeliveryFee: row.taxes_delivery_fee,
      isKitchen: row.is_kitchen,
      confirmed: row.confirmed,
    }),
  ),
);

const COLUMNS = `id, name, state, zips, prepared_rate, food_rate, taxes_delivery_fee, is_kitchen,
  confirmed_at IS NOT NULL AS confirmed`;

/** Every place, the kitchen's first, then by state and name. */
export const listTaxPlaces = (db: Db): Promise<TaxPlaceSetting[]> =>
  readRows(
    db,
    'tax_places',
    placeSchema,
    `SELECT ${COLUMNS} FROM tax_places ORDER BY is_kitchen DESC, state, name, id`,
  );

/** Whether the shop collects sales tax (business_settings.collects_tax); true when the row is missing. */
export async function readCollectsTax(db: Db): Promise<boolean> {
  const row = await readRow(
    db,
    'business_settings',
    v.object({ collects_tax: v.boolean() }),
    'SELECT collects_tax FROM business_settings WHERE id = 1',
  );
  return row?.collects_tax ?? true;
}

export async function saveCollectsTax(db: Db, collects: boolean, updatedByEmail: string): Promise<void> {
  await db.query(
    'UPDATE business_settings SET collects_tax = $1, updated_at = now(), updated_by_email = $2 WHERE id = 1',
    [collects, updatedByEmail],
  );
}

/** A place as the owner saves it. */
export interface TaxPlaceInput {
  name: string;
  state: string;
  zips: readonly string[];
  rates: { prepared: number; food: number };
  taxesDeliveryFee: boolean;
  isKitchen: boolean;
}

const placeParams = (place: TaxPlaceInput, updatedByEmail: string) => [
  place.name,
  place.state,
  [...place.zips],
  place.rates.prepared,
  place.rates.food,
  place.taxesDeliveryFee,
  place.isKitchen,
  updatedByEmail,
];

/**
 * Makes no place the kitchen's, inside the caller's transaction, before another becomes it (the
 * unique index allows one).
 */
export async function clearKitchenPlace(tx: Db, exceptId: number | null): Promise<void> {
  await tx.query('UPDATE tax_places SET is_kitchen = false WHERE is_kitchen AND id IS DISTINCT FROM $1', [exceptId]);
}

/** Saves a new place, confirmed (the owner set its rates); answers it. */
export async function insertTaxPlace(tx: Db, place: TaxPlaceInput, updatedByEmail: string): Promise<TaxPlaceSetting> {
  const saved = await readRow(
    tx,
    'tax_places',
    placeSchema,
    `INSERT INTO tax_places (name, state, zips, prepared_rate, food_rate, taxes_delivery_fee, is_kitchen,
       updated_by_email, confirmed_at, updated_at)
     VALUES ($1, $2, $3::text[], $4, $5, $6, $7, $8, now(), now())
     RETURNING ${COLUMNS}`,
    placeParams(place, updatedByEmail),
  );
  if (!saved) throw new Error('Saving the tax place returned no row');
  return saved;
}

/** Saves a place's every field and confirms its rates; null when there is no such place. */
export const updateTaxPlace = (
  tx: Db,
  id: number,
  place: TaxPlaceInput,
  updatedByEmail: string,
): Promise<TaxPlaceSetting | null> =>
  readRow(
    tx,
    'tax_places',
    placeSchema,
    `UPDATE tax_places SET name = $1, state = $2, zips = $3::text[], prepared_rate = $4, food_rate = $5,
       taxes_delivery_fee = $6, is_kitchen = $7, updated_by_email = $8, confirmed_at = now(), updated_at = now()
     WHERE id = $9
     RETURNING ${COLUMNS}`,
    [...placeParams(place, updatedByEmail), id],
  );

/** Removes a place; false when there was none. */
export async function deleteTaxPlace(db: Db, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM tax_places WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}

/** One place; null when there is none. */
export const findTaxPlace = (db: Db, id: number): Promise<TaxPlaceSetting | null> =>
  readRow(db, 'tax_places', placeSchema, `SELECT ${COLUMNS} FROM tax_places WHERE id = $1`, [id]);

/**
 * Holds the owner's other changes to the places until the caller's transaction ends, so two saves
 * cannot both pass the checks below; checkouts only read the places and are not held.
 */
export async function lockTaxPlaces(tx: Db): Promise<void> {
  await tx.query('LOCK TABLE tax_places IN SHARE ROW EXCLUSIVE MODE');
}

/** The name of the state's whole-state place other than `exceptId`, or null when it has none. */
export async function wholeStatePlaceName(db: Db, state: string, exceptId: number | null): Promise<string | null> {
  const row = await readRow(
    db,
    'tax_places',
    v.object({ name: v.string() }),
    `SELECT name FROM tax_places WHERE state = $1 AND cardinality(zips) = 0 AND id IS DISTINCT FROM $2
     ORDER BY id LIMIT 1`,
    [state, exceptId],
  );
  return row?.name ?? null;
}

/** The first of `zips` that a place other than `exceptId` already covers, with that place's name; null when none does. */
export const placeCoveringZip = (
  db: Db,
  zips: readonly string[],
  exceptId: number | null,
): Promise<{ zip: string; name: string } | null> =>
  readRow(
    db,
    'tax_places',
    v.object({ zip: v.string(), name: v.string() }),
    `SELECT (SELECT min(zip) FROM unnest(zips) AS zip WHERE zip = ANY($1::text[])) AS zip, name
     FROM tax_places WHERE zips && $1::text[] AND id IS DISTINCT FROM $2
     ORDER BY id LIMIT 1`,
    [[...zips], exceptId],
  );
