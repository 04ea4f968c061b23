import * as v from 'valibot';
import type { Pace } from '@/domain/deliveries/route';
import type { ToldStop } from '@/domain/deliveries/run-view';
import type { LatLon } from '@/domain/geo';
import { bigintColumn, camelRow, type Db, readRow, readRows } from '../db';

/* The delivery run's pace, runs and stops (migration 0055); dates are shop dates 'YYYY-MM-DD'. */

const paceRow = camelRow({ mph: v.number(), minutes_per_stop: v.number() });

export async function readPace(db: Db): Promise<Pace> {
  const row = await readRow(db, 'delivery_pace', paceRow, 'SELECT mph, minutes_per_stop FROM delivery_pace', []);
  if (!row) throw new Error('delivery_pace has no row');
  return { mph: row.mph, minutesPerStop: row.minutesPerStop };
}

export async function savePace(db: Db, pace: Pace): Promise<void> {
  await db.query('UPDATE delivery_pace SET mph = $1, minutes_per_stop = $2, updated_at = now()', [
    pace.mph,
    pace.minutesPerStop,
  ]);
}

const kitchenRow = v.object({
  name: v.string(),
  address: v.string(),
  lat: v.nullable(v.number()),
  lon: v.nullable(v.number()),
});

/** The home kitchen's spot: its name, address and where the geocoder placed it (null until then). */
export async function readKitchenPlace(
  db: Db,
): Promise<{ name: string; address: string; point: LatLon | null } | null> {
  const row = await readRow(
    db,
    'pickup_spots',
    kitchenRow,
    'SELECT name, address, lat, lon FROM pickup_spots WHERE is_kitchen',
    [],
  );
  if (!row) return null;
  return {
    name: row.name,
    address: row.address,
    point: row.lat === null || row.lon === null ? null : { lat: row.lat, lon: row.lon },
  };
}

export interface StoredRun {
  orderedAt: Date | null;
  startedAt: Date | null;
  /** The stops the owner placed, in her order (order ids). */
  kept: number[];
  /** The stops whose customers were told, by order id. */
  told: Map<number, ToldStop>;
}

const runRow = camelRow({ ordered_at: v.nullable(v.date()), started_at: v.nullable(v.date()) });
const stopRow = camelRow({
  order_id: bigintColumn,
  position: v.nullable(v.number()),
  eta: v.nullable(v.date()),
  told_at: v.nullable(v.date()),
  told_by: v.nullable(v.picklist(['sms', 'email'])),
});

/** The day's run as stored; `lock` holds its row until the caller's transaction ends (a start). */
export async function readRun(db: Db, date: string, options: { lock?: boolean } = {}): Promise<StoredRun> {
  const run = await readRow(
    db,
    'delivery_runs',
    runRow,
    `SELECT ordered_at, started_at FROM delivery_runs WHERE run_date = $1::date${options.lock ? ' FOR UPDATE' : ''}`,
    [date],
  );
  const stops = await readRows(
    db,
    'delivery_run_stops',
    stopRow,
    `SELECT order_id, position, eta, told_at, told_by FROM delivery_run_stops WHERE run_date = $1::date
     ORDER BY position NULLS LAST, order_id`,
    [date],
  );
  const told = new Map<number, ToldStop>();
  for (const stop of stops) {
    if (stop.eta && stop.toldAt && stop.toldBy)
      told.set(stop.orderId, { eta: stop.eta, at: stop.toldAt, by: stop.toldBy });
  }
  return {
    orderedAt: run?.orderedAt ?? null,
    startedAt: run?.startedAt ?? null,
    kept: stops.flatMap((stop) => (stop.position === null ? [] : [stop.orderId])),
    told,
  };
}

/** The day's run row, made when it is not there yet (the stops refer to it). */
export async function ensureRun(db: Db, date: string): Promise<void> {
  await db.query('INSERT INTO delivery_runs (run_date) VALUES ($1::date) ON CONFLICT (run_date) DO NOTHING', [date]);
}

/** Keeps the owner's order of the day's stops: `orderIds` in order, every other stop unplaced. */
export async function saveRunOrder(tx: Db, date: string, orderIds: readonly number[]): Promise<void> {
  await ensureRun(tx, date);
  await tx.query('UPDATE delivery_runs SET ordered_at = now() WHERE run_date = $1::date', [date]);
  await tx.query('UPDATE delivery_run_stops SET position = NULL WHERE run_date = $1::date', [date]);
  await tx.query(
    `INSERT INTO delivery_run_stops (run_date, order_id, position)
     SELECT $1::date, id, position - 1 FROM unnest($2::bigint[]) WITH ORDINALITY AS stop (id, position)
     ON CONFLICT (run_date, order_id) DO UPDATE SET position = EXCLUDED.position`,
    [date, orderIds],
  );
}

/** Marks the run started, once: a second start keeps the first's time. Answers the start's time. */
export async function markRunStarted(tx: Db, date: string): Promise<Date> {
  const row = await readRow(
    tx,
    'delivery_runs',
    v.object({ started_at: v.date() }),
    `UPDATE delivery_runs SET started_at = COALESCE(started_at, now()) WHERE run_date = $1::date RETURNING started_at`,
    [date],
  );
  if (!row) throw new Error('the run to start is not there');
  return row.started_at;
}

/** Records the estimated time a stop's customer was sent. */
export async function recordTold(tx: Db, date: string, orderId: number, told: Omit<ToldStop, 'at'>): Promise<void> {
  await tx.query(
    `INSERT INTO delivery_run_stops (run_date, order_id, eta, told_at, told_by) VALUES ($1::date, $2, $3, now(), $4)
     ON CONFLICT (run_date, order_id) DO UPDATE SET eta = EXCLUDED.eta, told_at = EXCLUDED.told_at, told_by = EXCLUDED.told_by`,
    [date, orderId, told.eta.toISOString(), told.by],
  );
}
