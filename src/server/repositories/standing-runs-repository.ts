import * as v from 'valibot';
import { CHARGE_CLAIM_MINUTES } from '@/domain/standing/standing-charge-claim';
import { STANDING_RUN_STATUSES } from '@/domain/api/standing-answers';
import { bigintColumn, camelRow, type Db, readRow, readRows } from '../db';

/* A standing order's runs, one per cycle (migration 0051), and the token links of her messages. */

export type RunStatus = (typeof STANDING_RUN_STATUSES)[number];

const instant = v.pipe(
  v.union([v.date(), v.string()]),
  v.transform((value) => new Date(value)),
);

const runRow = camelRow({
  id: bigintColumn,
  standing_order_id: bigintColumn,
  cycle_key: v.string(),
  status: v.picklist(STANDING_RUN_STATUSES),
  order_id: v.nullable(bigintColumn),
  charge_at: v.nullable(instant),
  pay_by: v.nullable(instant),
  notes: v.array(v.string()),
  skip_reason: v.nullable(v.string()),
  checkout_id: v.nullable(v.string()),
  failure_code: v.nullable(v.string()),
  failure_message: v.nullable(v.string()),
  created_at: instant,
  updated_at: instant,
});

export type StandingRun = v.InferOutput<typeof runRow>;

const COLUMNS = `r.id, r.standing_order_id, r.cycle_key, r.status, r.order_id, r.charge_at, r.pay_by, r.notes,
  r.skip_reason, r.checkout_id, r.failure_code, r.failure_message, r.created_at, r.updated_at`;

const readRun = (db: Db, text: string, params: readonly unknown[]) =>
  readRow(db, 'standing_order_runs', runRow, text, params);

export interface NewRun {
  standingOrderId: number;
  cycleKey: string;
  status: 'placed' | 'skipped';
  orderId: number | null;
  chargeAt: Date | null;
  notes: readonly string[];
  skipReason: string | null;
}

/**
 * The cycle's run of the standing order, once: null when it has one already (the unique key of
 * standing order and cycle), so two placements of one cycle end with one order.
 */
export const insertRun = (tx: Db, run: NewRun): Promise<StandingRun | null> =>
  readRun(
    tx,
    `INSERT INTO standing_order_runs AS r (standing_order_id, cycle_key, status, order_id, charge_at, notes, skip_reason)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
     ON CONFLICT (standing_order_id, cycle_key) DO NOTHING RETURNING ${COLUMNS}`,
    [
      run.standingOrderId,
      run.cycleKey,
      run.status,
      run.orderId,
      run.chargeAt,
      JSON.stringify(run.notes),
      run.skipReason,
    ],
  );

export const findRun = (db: Db, standingOrderId: number, cycleKey: string) =>
  readRun(db, `SELECT ${COLUMNS} FROM standing_order_runs r WHERE r.standing_order_id = $1 AND r.cycle_key = $2`, [
    standingOrderId,
    cycleKey,
  ]);

export const findRunOfOrder = (db: Db, orderId: number) =>
  readRun(db, `SELECT ${COLUMNS} FROM standing_order_runs r WHERE r.order_id = $1`, [orderId]);

/** Locks the run's row to the end of the caller's transaction; null when another holds it (SKIP LOCKED). */
export const claimRun = (tx: Db, id: number) =>
  readRun(tx, `SELECT ${COLUMNS} FROM standing_order_runs r WHERE r.id = $1 FOR UPDATE SKIP LOCKED`, [id]);

/** Locks the run's row, waiting for another that holds it. */
export const lockRun = (tx: Db, id: number) =>
  readRun(tx, `SELECT ${COLUMNS} FROM standing_order_runs r WHERE r.id = $1 FOR UPDATE`, [id]);

/** The newest runs of a standing order, newest first. */
export const listRuns = (db: Db, standingOrderId: number, limit = 12) =>
  readRows(
    db,
    'standing_order_runs',
    runRow,
    `SELECT ${COLUMNS} FROM standing_order_runs r WHERE r.standing_order_id = $1 ORDER BY r.created_at DESC, r.id DESC
     LIMIT $2`,
    [standingOrderId, limit],
  );

/**
 * The runs whose charge is due: placed with their close passed, and those a stopped charge left
 * 'charging' over two minutes ago, oldest close first, at most `limit`.
 */
export const listDueCharges = (db: Db, now: Date, limit: number) =>
  readRows(
    db,
    'standing_order_runs',
    runRow,
    `SELECT ${COLUMNS} FROM standing_order_runs r
     WHERE (r.status = 'placed' AND r.charge_at <= $1)
        OR (r.status = 'charging' AND r.updated_at <= $1::timestamptz - make_interval(mins => $3))
     ORDER BY r.charge_at, r.id LIMIT $2`,
    [now, limit, CHARGE_CLAIM_MINUTES],
  );

export interface RunChange {
  status: RunStatus;
  checkoutId?: string;
  payBy?: Date;
  failure?: { code: string; message: string };
  notes?: readonly string[];
}

export async function updateRun(tx: Db, id: number, change: RunChange, at: Date = new Date()): Promise<void> {
  await tx.query(
    `UPDATE standing_order_runs SET status = $2, checkout_id = COALESCE($3::uuid, checkout_id),
       pay_by = COALESCE($4, pay_by), failure_code = COALESCE($5, failure_code),
       failure_message = COALESCE($6, failure_message), notes = COALESCE($7::jsonb, notes), updated_at = $8
     WHERE id = $1`,
    [
      id,
      change.status,
      change.checkoutId ?? null,
      change.payBy ?? null,
      change.failure?.code ?? null,
      change.failure?.message ?? null,
      change.notes ? JSON.stringify(change.notes) : null,
      at,
    ],
  );
}

/** Stores a message link's token hash (never the token) for the standing order, good until `expiresAt`. */
export async function insertStandingLink(db: Db, tokenSha256: string, standingOrderId: number, expiresAt: Date) {
  await db.query('INSERT INTO standing_order_links (token_sha256, standing_order_id, expires_at) VALUES ($1, $2, $3)', [
    tokenSha256,
    standingOrderId,
    expiresAt,
  ]);
}

/** The standing order an unexpired link's token hash opens, or null. */
export async function standingOrderIdOfLink(db: Db, tokenSha256: string): Promise<number | null> {
  const { rows } = await db.query(
    'SELECT standing_order_id FROM standing_order_links WHERE token_sha256 = $1 AND expires_at > now()',
    [tokenSha256],
  );
  const row = rows[0] as { standing_order_id?: unknown } | undefined;
  return row ? Number(row.standing_order_id) : null;
}

/** A cycle's runs still placed (not yet charged), for a change of its drop. */
export const listPlacedRunsOfCycle = (db: Db, cycleKey: string) =>
  readRows(
    db,
    'standing_order_runs',
    runRow,
    `SELECT ${COLUMNS} FROM standing_order_runs r WHERE r.cycle_key = $1 AND r.status = 'placed' ORDER BY r.id`,
    [cycleKey],
  );

/** A cycle's runs not yet charged are charged at its new close. */
export async function moveCycleClose(tx: Db, cycleKey: string, closesAt: Date): Promise<void> {
  await tx.query(
    "UPDATE standing_order_runs SET charge_at = $2, updated_at = now() WHERE cycle_key = $1 AND status = 'placed'",
    [cycleKey, closesAt],
  );
}
