import * as v from 'valibot';
import type { FeedbackStatsView } from '@/domain/api-shapes';
import { ORDER_TYPES } from '@/domain/order-type';
import { bigintColumn, camelRow, type Db, readRow, readRows, sqlState, FOREIGN_KEY_VIOLATION } from '../db';

const score = v.nullable(v.number());

/**
 * A stored rating: what the API shows, plus the private `customerEmail` (it never leaves the
 * server), with the time as a Date.
 */
const feedbackSchema = camelRow({
  id: bigintColumn,
  order_id: bigintColumn,
  customer_name: v.string(),
  customer_email: v.nullable(v.string()),
  rating: v.number(),
  feedback_text: v.nullable(v.string()),
  food_quality: score,
  order_accuracy: score,
  delivery_service: score,
  is_recommended: v.nullable(v.boolean()),
  created_at: v.date(),
  /** When the owner hid it from the home page; null while it is shown there (migration 0031). */
  hidden_at: v.nullable(v.date()),
});

export type FeedbackRecord = v.InferOutput<typeof feedbackSchema>;

/** What a rating needs to know about its order: its type, and the account that bought it (null for a guest). */
const ratedOrderSchema = camelRow({
  id: bigintColumn,
  order_type: v.picklist(ORDER_TYPES),
  user_id: v.nullable(bigintColumn),
});

export type RatedOrder = v.InferOutput<typeof ratedOrderSchema>;

export const findOrderForFeedback = (db: Db, orderId: number): Promise<RatedOrder | null> =>
  readRow(db, 'orders', ratedOrderSchema, 'SELECT id, order_type, user_id FROM orders WHERE id = $1', [orderId]);

/** Thrown when the order already has its one rating (UNIQUE (order_id)). */
export class AlreadyRatedError extends Error {}
/** Thrown when the order disappeared between the check and the insert (the foreign key). */
export class RatedOrderMissingError extends Error {}

export type NewFeedback = Omit<FeedbackRecord, 'id' | 'createdAt' | 'hiddenAt'>;

/**
 * Stores a rating. ON CONFLICT makes "once per order" atomic: of two simultaneous submissions for
 * one order, exactly one is stored and the other gets AlreadyRatedError.
 */
export async function insertFeedback(db: Db, entry: NewFeedback): Promise<FeedbackRecord> {
  let stored: FeedbackRecord | null;
  try {
    stored = await readRow(
      db,
      'feedback',
      feedbackSchema,
      `INSERT INTO feedback (order_id, customer_name, customer_email, rating, feedback_text,
         food_quality, order_accuracy, delivery_service, is_recommended)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (order_id) DO NOTHING
       RETURNING *`,
      [
        entry.orderId,
        entry.customerName,
        entry.customerEmail,
        entry.rating,
        entry.feedbackText,
        entry.foodQuality,
        entry.orderAccuracy,
        entry.deliveryService,
        entry.isRecommended,
      ],
    );
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw new RatedOrderMissingError();
    throw error;
  }
  if (!stored) throw new AlreadyRatedError();
  return stored;
}

/** The newest ratings first (id breaks ties between rows stored in the same instant). */
export const listRecentFeedback = (db: Db, limit: number): Promise<FeedbackRecord[]> =>
  readRows(db, 'feedback', feedbackSchema, 'SELECT * FROM feedback ORDER BY created_at DESC, id DESC LIMIT $1', [
    limit,
  ]);

/** The mean rating is rounded to one decimal in SQL. */
export async function feedbackTotals(db: Db): Promise<FeedbackStatsView> {
  const totals = await readRow(
    db,
    'feedback',
    v.object({ average_rating: v.string(), total_reviews: v.string(), recommended_count: v.string() }),
    `SELECT COALESCE(ROUND(AVG(rating)::numeric, 1), 0) AS average_rating,
       COUNT(*) AS total_reviews,
       COUNT(*) FILTER (WHERE is_recommended) AS recommended_count
     FROM feedback`,
  );
  return {
    averageRating: Number(totals?.average_rating ?? 0),
    totalReviews: Number(totals?.total_reviews ?? 0),
    recommendedCount: Number(totals?.recommended_count ?? 0),
  };
}

/** A review the home page may show: its text, and the name the rater gave ('Removed' once their details went). */
const shownReviewSchema = camelRow({
  id: bigintColumn,
  customer_name: v.string(),
  rating: v.number(),
  feedback_text: v.string(),
  created_at: v.date(),
});

export type ShownReviewRecord = v.InferOutput<typeof shownReviewSchema>;

/** The newest ratings with text that the owner has not hidden from the home page. */
export const listShownReviews = (db: Db, limit: number): Promise<ShownReviewRecord[]> =>
  readRows(
    db,
    'feedback',
    shownReviewSchema,
    `SELECT id, customer_name, rating, feedback_text, created_at FROM feedback
     WHERE hidden_at IS NULL AND feedback_text IS NOT NULL AND btrim(feedback_text) <> ''
     ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );

/**
 * Hides a rating from the home page (kept hidden since the first time, by whoever hid it first) or
 * shows it again; answers the rating, or null when there is none with that id.
 */
export const setFeedbackHidden = (
  db: Db,
  id: number,
  hidden: boolean,
  byEmail: string,
): Promise<FeedbackRecord | null> =>
  readRow(
    db,
    'feedback',
    feedbackSchema,
    `UPDATE feedback SET
       hidden_by_email = CASE WHEN NOT $2::boolean THEN NULL WHEN hidden_at IS NULL THEN $3 ELSE hidden_by_email END,
       hidden_at = CASE WHEN $2::boolean THEN COALESCE(hidden_at, now()) END
     WHERE id = $1 RETURNING *`,
    [id, hidden, byEmail],
  );

/** Whether the order has its one rating. */
export async function isOrderRated(db: Db, orderId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM feedback WHERE order_id = $1', [orderId]);
  return rows.length > 0;
}
