import * as v from 'valibot';
import { bigintColumn, camelRow, type Db, readRow, readRows } from '../db';

/** An ordering period (a drop) as stored: its instants, the shop days it sells (empty: any), its note. */
export const periodSchema = camelRow({
  id: bigintColumn,
  opens_at: v.date(),
  closes_at: v.date(),
  sells_dates: v.array(v.string()),
  note: v.nullable(v.string()),
});

export type StoredPeriod = v.InferOutput<typeof periodSchema>;

/** A period as the owner saves it. */
export interface PeriodFields {
  opensAt: Date;
  closesAt: Date;
  sellsDates: readonly string[];
  note: string | null;
}

export const PERIOD_COLUMNS = `id, opens_at, closes_at,
  ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(sells_dates) AS d ORDER BY d) AS sells_dates, note`;

/**
 * The periods not closed at `$1`, soonest first, at most two: periods never overlap, so these are
 * the one open now and the next, or the next two. What the settings need at each request, read
 * through the index on closes_at (with the settings' row, settings-repository.ts `readShopState`).
 */
export const OPEN_AND_NEXT_PERIODS = `SELECT ${PERIOD_COLUMNS} FROM ordering_periods WHERE closes_at > $1 ORDER BY opens_at, id LIMIT 2`;

/** Every period that closes after `since`, soonest first (the owner's list; an overlap's candidates). */
export const periodsClosingAfter = (db: Db, since: Date): Promise<StoredPeriod[]> =>
  readRows(
    db,
    'ordering_periods',
    periodSchema,
    `SELECT ${PERIOD_COLUMNS} FROM ordering_periods WHERE closes_at > $1 ORDER BY opens_at, id`,
    [since],
  );

export const findPeriod = (db: Db, id: number): Promise<StoredPeriod | null> =>
  readRow(db, 'ordering_periods', periodSchema, `SELECT ${PERIOD_COLUMNS} FROM ordering_periods WHERE id = $1`, [id]);

/**
 * Makes the caller's transaction the only one changing periods until it ends: a check for overlaps
 * and the write after it then see the same periods, so two periods saved at once cannot both pass
 * the check. SHARE ROW EXCLUSIVE conflicts with itself and with every write, not with reads, so the
 * storefront's reads never wait on it.
 */
export async function lockOrderingPeriods(tx: Db): Promise<void> {
  await tx.query('LOCK TABLE ordering_periods IN SHARE ROW EXCLUSIVE MODE');
}

export async function insertPeriod(db: Db, period: PeriodFields, createdByEmail: string): Promise<StoredPeriod> {
  const row = await readRow(
    db,
    'ordering_periods',
    periodSchema,
    `INSERT INTO ordering_periods (opens_at, closes_at, sells_dates, note, created_by_email)
     VALUES ($1, $2, $3::date[], $4, $5) RETURNING ${PERIOD_COLUMNS}`,
    [period.opensAt, period.closesAt, [...period.sellsDates], period.note, createdByEmail],
  );
  if (!row) throw new Error('Saving the ordering period returned no row');
  return row;
}

/** Saves every field of a period; null when there is no such period. */
export const updatePeriod = (db: Db, id: number, period: PeriodFields): Promise<StoredPeriod | null> =>
  readRow(
    db,
    'ordering_periods',
    periodSchema,
    `UPDATE ordering_periods SET opens_at = $2, closes_at = $3, sells_dates = $4::date[], note = $5
     WHERE id = $1 RETURNING ${PERIOD_COLUMNS}`,
    [id, period.opensAt, period.closesAt, [...period.sellsDates], period.note],
  );

/** Removes a period (its announcements go with it); false when there was none. */
export async function deletePeriod(db: Db, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM ordering_periods WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}
