import * as v from 'valibot';
import type { FulfilmentSchedule, Weekday, WindowTaken } from '@/domain/fulfilment/schedule';
import type { WindowLane } from '@/domain/pickup-spots/spot-schedule';
import { bigintColumn, type Db, readRow, readRows } from '../db';

const rangeSchema = v.object({ start: v.string(), end: v.string() });
const settingsRowSchema = v.object({
  hours: v.record(v.picklist(['0', '1', '2', '3', '4', '5', '6']), v.array(rangeSchema)),
  blocked_dates: v.array(v.string()),
  lead_minutes: v.number(),
  window_minutes: v.number(),
  window_capacity: v.number(),
  day_capacity: v.number(),
  horizon_days: v.number(),
  window_pieces: v.nullable(v.number()),
});

const SCHEDULE_QUERY = `
  SELECT hours, ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(blocked_dates) AS d ORDER BY d) AS blocked_dates,
    lead_minutes, window_minutes, window_capacity, day_capacity, horizon_days, window_pieces
  FROM fulfilment_settings WHERE id = 1`;

async function readSchedule(db: Db, lock: boolean): Promise<FulfilmentSchedule> {
  const settings = await readRow(
    db,
    'fulfilment_settings',
    settingsRowSchema,
    lock ? `${SCHEDULE_QUERY} FOR UPDATE` : SCHEDULE_QUERY,
  );
  if (!settings) throw new Error('The fulfilment_settings row is missing');
  const day = (weekday: Weekday) => settings.hours[String(weekday) as keyof typeof settings.hours] ?? [];
  return {
    hours: { 0: day(0), 1: day(1), 2: day(2), 3: day(3), 4: day(4), 5: day(5), 6: day(6) },
    blockedDates: settings.blocked_dates,
    leadMinutes: settings.lead_minutes,
    windowMinutes: settings.window_minutes,
    windowCapacity: settings.window_capacity,
    dayCapacity: settings.day_capacity,
    horizonDays: settings.horizon_days,
    windowPieces: settings.window_pieces,
  };
}

/** The owner's schedule (the single fulfilment_settings row). */
export const getSchedule = (db: Db): Promise<FulfilmentSchedule> => readSchedule(db, false);

/**
 * The schedule, read inside a transaction with its row locked: every booking takes this lock
 * first, so two checkouts never both count the same last place (nor does the owner's change of
 * the schedule land between a count and its booking).
 */
export const lockSchedule = (tx: Db): Promise<FulfilmentSchedule> => readSchedule(tx, true);

/**
 * What is taken: by window start (ISO), its orders and pieces, in the shop's own windows (the
 * kitchen door and the deliveries) and, apart, in each spot's own windows (issue 50); by window
 * start and dish, the pieces of every order wherever it is handed over (a dish's pieces per day
 * are the kitchen's).
 */
export interface Taken {
  byWindow: Map<string, WindowTaken>;
  bySpot: Map<number, Map<string, WindowTaken>>;
  byWindowAndDish: Map<string, Map<number, number>>;
}

/** The windows taken in a lane: the shop's (null) or a spot's own. */
export const takenIn = (taken: Taken, lane: WindowLane): Map<string, WindowTaken> =>
  lane === null ? taken.byWindow : (taken.bySpot.get(lane) ?? new Map());

/**
 * What is taken between two instants, per window start (ISO): the orders that are not cancelled
 * and their pieces, per lane (the shop's windows, or a spot's own: ../../domain/pickup-spots/spot-schedule.ts)
 * and of each dish, in one round trip (grouping sets). A checkout takes no place until its payment
 * is authorised and booked as an order. `leavingOut`: an order being changed, whose own places and
 * pieces are not counted against its new ones.
 */
export async function takenBetween(db: Db, from: Date, to: Date, leavingOut: number | null = null): Promise<Taken> {
  const rows = await readRows(
    db,
    'orders',
    v.object({
      start: v.date(),
      lane: v.nullable(bigintColumn),
      product_id: v.nullable(bigintColumn),
      by_lane: v.boolean(),
      orders: v.number(),
      pieces: v.number(),
    }),
    `SELECT o.fulfilment_window_start AS start, l.lane, i.product_id, GROUPING(i.product_id) = 1 AS by_lane,
       count(DISTINCT o.id)::int AS orders, COALESCE(sum(i.quantity), 0)::int AS pieces
     FROM orders o
       LEFT JOIN pickup_spots s ON s.id = o.pickup_spot_id
       CROSS JOIN LATERAL (SELECT CASE WHEN s.hours IS NOT NULL THEN s.id END AS lane) l
       LEFT JOIN order_items i ON i.order_id = o.id
     WHERE o.fulfilment_window_start >= $1 AND o.fulfilment_window_start < $2 AND o.status <> 'cancelled'
       AND ($3::bigint IS NULL OR o.id <> $3::bigint)
     GROUP BY GROUPING SETS ((o.fulfilment_window_start, l.lane), (o.fulfilment_window_start, i.product_id))`,
    [from, to, leavingOut],
  );
  const taken: Taken = { byWindow: new Map(), bySpot: new Map(), byWindowAndDish: new Map() };
  for (const row of rows) {
    const start = row.start.toISOString();
    if (row.by_lane) {
      const lane = row.lane === null ? taken.byWindow : (taken.bySpot.get(row.lane) ?? new Map());
      if (row.lane !== null) taken.bySpot.set(row.lane, lane);
      lane.set(start, { orders: row.orders, pieces: row.pieces });
    } else if (row.product_id !== null) {
      const dishes = taken.byWindowAndDish.get(start) ?? new Map<number, number>();
      taken.byWindowAndDish.set(start, dishes.set(row.product_id, row.pieces));
    }
  }
  return taken;
}

/**
 * Replaces the owner's schedule (issue 15's "Pickup & Delivery Hours") inside the caller's
 * transaction. The row is locked first, as every booking locks it, so a checkout counting a
 * window's places never reads half of a change. Answers the schedule as stored.
 */
export async function saveSchedule(
  tx: Db,
  schedule: FulfilmentSchedule,
  notes: {
    pickupNote: string | undefined;
    prepEmailTime: string | null | undefined;
    cateringLeadDays: number | undefined;
  },
): Promise<{ schedule: FulfilmentSchedule } & ScheduleNotes> {
  await lockSchedule(tx);
  const hours = Object.fromEntries(
    ([0, 1, 2, 3, 4, 5, 6] as const).map((weekday) => [String(weekday), schedule.hours[weekday]]),
  );
  await tx.query(
    `UPDATE fulfilment_settings SET hours = $1::jsonb, blocked_dates = $2::date[], lead_minutes = $3,
         window_minutes = $4, window_capacity = $5, day_capacity = $6, horizon_days = $7,
         pickup_note = COALESCE($8, pickup_note),
         prep_email_time = CASE WHEN $9::boolean THEN prep_email_time ELSE $10::text END,
         window_pieces = $11, catering_lead_days = COALESCE($12, catering_lead_days), updated_at = now()
       WHERE id = 1`,
    [
      JSON.stringify(hours),
      schedule.blockedDates,
      schedule.leadMinutes,
      schedule.windowMinutes,
      schedule.windowCapacity,
      schedule.dayCapacity,
      schedule.horizonDays,
      notes.pickupNote ?? null,
      notes.prepEmailTime === undefined,
      notes.prepEmailTime ?? null,
      schedule.windowPieces,
      notes.cateringLeadDays ?? null,
    ],
  );
  return { schedule: await readSchedule(tx, false), ...(await getScheduleNotes(tx)) };
}

export interface ScheduleNotes {
  pickupNote: string;
  /** 'HH:MM' shop time, or null: no morning prep e-mail. */
  prepEmailTime: string | null;
  /** How many shop days ahead a catering event must be. */
  cateringLeadDays: number;
}

/** The pickup note, the morning prep e-mail's time and the catering notice, kept with the schedule. */
export async function getScheduleNotes(db: Db): Promise<ScheduleNotes> {
  const row = await readRow(
    db,
    'fulfilment_settings',
    v.object({ pickup_note: v.string(), prep_email_time: v.nullable(v.string()), catering_lead_days: v.number() }),
    'SELECT pickup_note, prep_email_time, catering_lead_days FROM fulfilment_settings WHERE id = 1',
  );
  if (!row) throw new Error('The fulfilment_settings row is missing');
  return { pickupNote: row.pickup_note, prepEmailTime: row.prep_email_time, cateringLeadDays: row.catering_lead_days };
}

/** The kitchen's words for collecting a pickup order (the 'ready for pickup' e-mail). */
export async function getPickupNote(db: Db): Promise<string> {
  const row = await readRow(
    db,
    'fulfilment_settings',
    v.object({ pickup_note: v.string() }),
    'SELECT pickup_note FROM fulfilment_settings WHERE id = 1',
  );
  return row?.pickup_note ?? '';
}

/** The morning prep e-mail's time and the shop date it last went out for. */
export async function getPrepMailState(db: Db): Promise<{ prepEmailTime: string | null; sentOn: string | null }> {
  const row = await readRow(
    db,
    'fulfilment_settings',
    v.object({ prep_email_time: v.nullable(v.string()), sent_on: v.nullable(v.string()) }),
    `SELECT prep_email_time, to_char(prep_email_sent_on, 'YYYY-MM-DD') AS sent_on FROM fulfilment_settings WHERE id = 1`,
  );
  return { prepEmailTime: row?.prep_email_time ?? null, sentOn: row?.sent_on ?? null };
}

/**
 * Marks `date`'s prep e-mail as going out, unless it already has: false when another sender got
 * there first (the row's lock makes the second wait, then find the date set).
 */
export async function claimPrepMailDay(tx: Db, date: string): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE fulfilment_settings SET prep_email_sent_on = $1::date
     WHERE id = 1 AND prep_email_sent_on IS DISTINCT FROM $1::date RETURNING id`,
    [date],
  );
  return rows.length > 0;
}

/** The owner's defaults for a new catering quote (migration 0049). */
export interface CateringTermsDefaults {
  depositPercent: number;
  fullRefundDays: number;
  /** Markdown; '' when she has written none. */
  terms: string;
}

export async function readCateringTerms(db: Db): Promise<CateringTermsDefaults> {
  const row = await readRow(
    db,
    'fulfilment_settings',
    v.object({
      catering_deposit_percent: v.number(),
      catering_full_refund_days: v.number(),
      catering_terms: v.string(),
    }),
    'SELECT catering_deposit_percent, catering_full_refund_days, catering_terms FROM fulfilment_settings WHERE id = 1',
  );
  if (!row) throw new Error('The fulfilment_settings row is missing');
  return {
    depositPercent: row.catering_deposit_percent,
    fullRefundDays: row.catering_full_refund_days,
    terms: row.catering_terms,
  };
}

export async function saveCateringTerms(db: Db, terms: CateringTermsDefaults): Promise<void> {
  await db.query(
    `UPDATE fulfilment_settings SET catering_deposit_percent = $1, catering_full_refund_days = $2,
       catering_terms = $3, updated_at = now() WHERE id = 1`,
    [terms.depositPercent, terms.fullRefundDays, terms.terms],
  );
}
