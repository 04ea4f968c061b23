import type { FeedbackStatsView, FeedbackView } from '@/domain/api-shapes';
import { getDb, inTransactionOrPool, type Queryable } from '../db';

/**
 * A stored rating: what the API shows, plus the private `customerEmail` (it never leaves the
 * server), with the time as a Date.
 */
export interface FeedbackRecord extends Omit<FeedbackView, 'createdAt'> {
  customerEmail: string | null;
  createdAt: Date;
}

interface FeedbackRow {
  id: string;
  order_id: string;
  customer_name: string;
  customer_email: string | null;
  rating: number;
  feedback_text: string | null;
  food_quality: number | null;
  order_accuracy: number | null;
  delivery_service: number | null;
  is_recommended: boolean | null;
  created_at: Date;
}

const toRecord = (row: FeedbackRow): FeedbackRecord => ({
  id: Number(row.id),
  orderId: Number(row.order_id),
  customerName: row.customer_name,
  customerEmail: row.customer_email,
  rating: row.rating,
  feedbackText: row.feedback_text,
  foodQuality: row.food_quality,
  orderAccuracy: row.order_accuracy,
  deliveryService: row.delivery_service,
  isRecommended: row.is_recommended,
  createdAt: row.created_at,
});

/** What a rating needs to know about its order. */
export interface RatedOrder {
  id: number;
  orderType: 'delivery' | 'pickup';
  /** The account that bought it; null for a guest's order. */
  userId: number | null;
}

export async function findOrderForFeedback(orderId: number): Promise<RatedOrder | null> {
  const db = await getDb();
  const [row] = await db.sql<{ id: string; order_type: 'delivery' | 'pickup'; user_id: string | null }>`
    SELECT id, order_type, user_id FROM orders WHERE id = ${orderId}`;
  return row
    ? { id: Number(row.id), orderType: row.order_type, userId: row.user_id === null ? null : Number(row.user_id) }
    : null;
}

/** Thrown when the order already has its one rating (UNIQUE (order_id)). */
export class AlreadyRatedError extends Error {}
/** Thrown when the order disappeared between the check and the insert (the foreign key). */
export class RatedOrderMissingError extends Error {}

const FOREIGN_KEY_VIOLATION = '23503';
const sqlState = (error: unknown): string | undefined => {
  const failure = error as { code?: unknown; cause?: { code?: unknown } };
  const code = failure.cause?.code ?? failure.code;
  return typeof code === 'string' ? code : undefined;
};

export type NewFeedback = Omit<FeedbackRecord, 'id' | 'createdAt'>;

/**
 * Stores a rating. ON CONFLICT makes "once per order" atomic: of two simultaneous submissions for
 * one order, exactly one is stored and the other gets AlreadyRatedError.
 */
export async function insertFeedback(entry: NewFeedback): Promise<FeedbackRecord> {
  const db = await getDb();
  let rows: FeedbackRow[];
  try {
    rows = await db.sql<FeedbackRow>`
      INSERT INTO feedback (order_id, customer_name, customer_email, rating, feedback_text,
        food_quality, order_accuracy, delivery_service, is_recommended)
      VALUES (${entry.orderId}, ${entry.customerName}, ${entry.customerEmail}, ${entry.rating},
        ${entry.feedbackText}, ${entry.foodQuality}, ${entry.orderAccuracy}, ${entry.deliveryService},
        ${entry.isRecommended})
      ON CONFLICT (order_id) DO NOTHING
      RETURNING *`;
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw new RatedOrderMissingError();
    throw error;
  }
  const [row] = rows;
  if (!row) throw new AlreadyRatedError();
  return toRecord(row);
}

/** The newest ratings first (id breaks ties between rows stored in the same instant). */
export async function listRecentFeedback(limit: number): Promise<FeedbackRecord[]> {
  const db = await getDb();
  const rows = await db.sql<FeedbackRow>`
    SELECT * FROM feedback ORDER BY created_at DESC, id DESC LIMIT ${limit}`;
  return rows.map(toRecord);
}

/** The mean rating is rounded to one decimal in SQL. */
export async function feedbackTotals(): Promise<FeedbackStatsView> {
  const db = await getDb();
  const [row] = await db.sql<{ average_rating: string; total_reviews: string; recommended_count: string }>`
    SELECT COALESCE(ROUND(AVG(rating)::numeric, 1), 0) AS average_rating,
           COUNT(*) AS total_reviews,
           COUNT(*) FILTER (WHERE is_recommended) AS recommended_count
    FROM feedback`;
  return {
    averageRating: Number(row?.average_rating ?? 0),
    totalReviews: Number(row?.total_reviews ?? 0),
    recommendedCount: Number(row?.recommended_count ?? 0),
  };
}

/** Whether the order has its one rating (inside a transaction, or on the pool). */
export async function isOrderRated(orderId: number, db?: Queryable): Promise<boolean> {
  const queryable = await inTransactionOrPool(db);
  const { rows } = await queryable.query('SELECT 1 FROM feedback WHERE order_id = $1', [orderId]);
  return rows.length > 0;
}
