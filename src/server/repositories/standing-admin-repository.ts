import * as v from 'valibot';
import { STANDING_RUN_STATUSES } from '@/domain/api/standing-answers';
import { ORDER_STATUSES } from '@/domain/order-status';
import { bigintColumn, camelRow, type Db, readRows } from '../db';

/*
 * The owner's list of standing orders (issue 49): the newest run of each, with what its view needs
 * of its order, in one statement for the whole list (the page and the dashboard's panel read it).
 */

const instant = v.pipe(
  v.union([v.date(), v.string()]),
  v.transform((value) => new Date(value)),
);

const newestRunRow = camelRow({
  standing_order_id: bigintColumn,
  status: v.picklist(STANDING_RUN_STATUSES),
  created_at: instant,
  updated_at: instant,
  charge_at: v.nullable(instant),
  pay_by: v.nullable(instant),
  notes: v.array(v.string()),
  skip_reason: v.nullable(v.string()),
  failure_message: v.nullable(v.string()),
  order_id: v.nullable(bigintColumn),
  order_status: v.nullable(v.picklist(ORDER_STATUSES)),
  window_start: v.nullable(instant),
  window_end: v.nullable(instant),
  total_cents: v.nullable(v.number()),
});

export type NewestRun = v.InferOutput<typeof newestRunRow>;

/** The newest run of each of these standing orders (none for one never placed), with its order's state. */
export const listNewestRuns = (db: Db, standingOrderIds: readonly number[]): Promise<NewestRun[]> =>
  standingOrderIds.length === 0
    ? Promise.resolve([])
    : readRows(
        db,
        'standing_order_runs',
        newestRunRow,
        `SELECT DISTINCT ON (r.standing_order_id) r.standing_order_id, r.status, r.created_at, r.updated_at, r.charge_at,
           r.pay_by, r.notes, r.skip_reason, r.failure_message, o.id AS order_id, o.status AS order_status,
           o.fulfilment_window_start AS window_start, o.fulfilment_window_end AS window_end, o.total_cents
         FROM standing_order_runs r LEFT JOIN orders o ON o.id = r.order_id
         WHERE r.standing_order_id = ANY($1::bigint[])
         ORDER BY r.standing_order_id, r.created_at DESC, r.id DESC`,
        [standingOrderIds],
      );
