import * as v from 'valibot';
import type { OpeningRange, Weekday } from '@/domain/fulfilment/schedule';
import type { PickupSpot } from '@/domain/pickup-spots/pickup-spot';
import { bigintColumn, type Db, readRow, readRows } from '../db';

const rangeSchema = v.object({ start: v.string(), end: v.string() });
const spotRowSchema = v.object({
  id: bigintColumn,
  name: v.string(),
  address: v.string(),
  notes: v.string(),
  private: v.boolean(),
  is_kitchen: v.boolean(),
  hours: v.nullable(v.record(v.picklist(['0', '1', '2', '3', '4', '5', '6']), v.array(rangeSchema))),
  window_minutes: v.nullable(v.number()),
  window_pieces: v.nullable(v.number()),
  position: v.number(),
  archived: v.boolean(),
});

const SPOT_COLUMNS = `id, name, address, notes, private, is_kitchen, hours, window_minutes, window_pieces, position,
  archived_at IS NOT NULL AS archived`;

function spotOf(row: v.InferOutput<typeof spotRowSchema>): PickupSpot {
  const { hours } = row;
  const day = (weekday: Weekday): OpeningRange[] => hours?.[String(weekday) as keyof typeof hours] ?? [];
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    notes: row.notes,
    private: row.private,
    isKitchen: row.is_kitchen,
    hours: hours ? { 0: day(0), 1: day(1), 2: day(2), 3: day(3), 4: day(4), 5: day(5), 6: day(6) } : null,
    windowMinutes: row.window_minutes,
    windowPieces: row.window_pieces,
    position: row.position,
    archived: row.archived,
  };
}

/** The spots in the owner's order (the kitchen first among equals); the archived only when asked. */
export async function listPickupSpots(db: Db, options: { archived?: boolean } = {}): Promise<PickupSpot[]> {
  const rows = await readRows(
    db,
    'pickup_spots',
    spotRowSchema,
    `SELECT ${SPOT_COLUMNS} FROM pickup_spots
     WHERE $1::boolean OR archived_at IS NULL ORDER BY archived_at IS NOT NULL, position, id`,
    [options.archived ?? false],
  );
  return rows.map(spotOf);
}

/** One spot, archived or not, or null. */
export async function getPickupSpot(db: Db, id: number): Promise<PickupSpot | null> {
  const row = await readRow(
    db,
    'pickup_spots',
    spotRowSchema,
    `SELECT ${SPOT_COLUMNS} FROM pickup_spots WHERE id = $1`,
    [id],
  );
  return row ? spotOf(row) : null;
}

/** The spots a drop sells at, by drop id, in the owner's order. */
export async function spotIdsOfPeriods(db: Db, periodIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await readRows(
    db,
    'ordering_period_spots',
    v.object({ period_id: bigintColumn, spot_ids: v.array(v.number()) }),
    `SELECT ps.period_id, array_agg(ps.pickup_spot_id::int ORDER BY s.position, s.id) AS spot_ids
     FROM ordering_period_spots ps JOIN pickup_spots s ON s.id = ps.pickup_spot_id
     WHERE ps.period_id = ANY($1::bigint[]) GROUP BY ps.period_id`,
    [periodIds],
  );
  return new Map(rows.map((row) => [row.period_id, row.spot_ids]));
}

/** Sets the spots a drop sells at (inside the drop's own transaction). */
export async function setPeriodSpots(tx: Db, periodId: number, spotIds: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM ordering_period_spots WHERE period_id = $1', [periodId]);
  await tx.query(
    `INSERT INTO ordering_period_spots (period_id, pickup_spot_id)
     SELECT $1, id FROM pickup_spots WHERE id = ANY($2::bigint[])`,
    [periodId, spotIds],
  );
}

/** A spot's fields as the owner saves them (src/domain/schemas/pickup-spot.ts). */
export type SpotFields = Pick<
  PickupSpot,
  'name' | 'address' | 'notes' | 'private' | 'hours' | 'windowMinutes' | 'windowPieces'
>;

const fieldValues = (fields: SpotFields) => [
  fields.name,
  fields.address,
  fields.notes,
  fields.private,
  // Weekday 0 is written as the key "0", as the shop's own hours are.
  fields.hours && JSON.stringify(fields.hours),
  fields.windowMinutes,
  fields.windowPieces,
];

/** One spot with its row locked for the caller's transaction, or null. */
export async function lockPickupSpot(tx: Db, id: number): Promise<PickupSpot | null> {
  const row = await readRow(
    tx,
    'pickup_spots',
    spotRowSchema,
    `SELECT ${SPOT_COLUMNS} FROM pickup_spots WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row ? spotOf(row) : null;
}

/** A new spot, last in the owner's order. */
export async function insertPickupSpot(tx: Db, fields: SpotFields): Promise<PickupSpot> {
  const row = await readRow(
    tx,
    'pickup_spots',
    spotRowSchema,
    `INSERT INTO pickup_spots (name, address, notes, private, hours, window_minutes, window_pieces, position)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, (SELECT COALESCE(max(position), -1) + 1 FROM pickup_spots))
     RETURNING ${SPOT_COLUMNS}`,
    fieldValues(fields),
  );
  if (!row) throw new Error('The new pickup spot was not returned');
  return spotOf(row);
}

/**
 * Every field of a spot, or null for none. Where a new address is placed is the geocoder's queue's
 * business (src/server/outbox/geocode-queue.ts forgets the old point as it queues the new one).
 */
export async function updatePickupSpot(tx: Db, id: number, fields: SpotFields): Promise<PickupSpot | null> {
  const row = await readRow(
    tx,
    'pickup_spots',
    spotRowSchema,
    `UPDATE pickup_spots SET name = $2, address = $3, notes = $4, private = $5, hours = $6::jsonb,
       window_minutes = $7, window_pieces = $8, updated_at = now()
     WHERE id = $1 RETURNING ${SPOT_COLUMNS}`,
    [id, ...fieldValues(fields)],
  );
  return row ? spotOf(row) : null;
}

/** Archives a spot (not the kitchen: the table's CHECK refuses it) or brings it back; null for none. */
export async function setSpotArchived(tx: Db, id: number, archived: boolean): Promise<PickupSpot | null> {
  const row = await readRow(
    tx,
    'pickup_spots',
    spotRowSchema,
    `UPDATE pickup_spots
     SET archived_at = CASE WHEN $2::boolean THEN COALESCE(archived_at, now()) END, updated_at = now()
     WHERE id = $1 RETURNING ${SPOT_COLUMNS}`,
    [id, archived],
  );
  return row ? spotOf(row) : null;
}

/**
 * The spots not archived, in the owner's order, their rows shared-locked for the caller's
 * transaction: a drop saved with them is never saved with one archived at the same moment.
 */
export async function activeSpotIds(tx: Db): Promise<number[]> {
  const rows = await readRows(
    tx,
    'pickup_spots',
    v.object({ id: bigintColumn }),
    'SELECT id FROM pickup_spots WHERE archived_at IS NULL ORDER BY position, id FOR SHARE',
  );
  return rows.map((row) => row.id);
}
