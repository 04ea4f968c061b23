import { ratingRequestKey } from '@/domain/mail/rating-request-mail';
import type { FeedbackStatsView, FeedbackView } from '@/domain/api-shapes';
import { shopDate } from '@/domain/fulfilment/schedule';
import { reviewerName, reviewExcerpt, STOREFRONT_REVIEW_COUNT, type StorefrontReviews } from '@/domain/reviews';
import type { FeedbackPayload } from '@/domain/schemas/feedback';
import { queueStorefrontPurge } from '../cdn/storefront-cache';
import { badRequest, conflict, notFound } from '../http/http-error';
import { parsePathId } from '../http/path-id';
import {
  AlreadyRatedError,
  feedbackTotals,
  findOrderForFeedback,
  insertFeedback,
  listRecentFeedback as listRecentFeedbackRecords,
  listShownReviews,
  RatedOrderMissingError,
  setFeedbackHidden,
  type FeedbackRecord,
} from '../repositories/feedback-repository';
import { withdrawUnsentMail } from '../repositories/outbox-repository';
import { isFeedbackTokenFor } from './feedback-token';
import { contestedPoint, database, withTransaction } from '../db';

export const ORDER_NOT_FOUND = 'We could not find that order. Please check your order number.';
export const DELIVERY_SERVICE_DELIVERY_ONLY = 'Delivery service can only be rated for delivery orders';
export const ALREADY_RATED = 'This order has already been rated';
export const TEXT_HAS_INVALID_CHARACTER = 'Your feedback contains a character that is not allowed';
export const REVIEW_NOT_FOUND = 'Review not found';

/** How many entries GET /api/feedback answers at most: the dashboard shows recent feedback. */
export const RECENT_FEEDBACK_LIMIT = 100;

/** Built field by field, so a column added to the table is never published by accident. */
function toEntry(record: FeedbackRecord): FeedbackView {
  return {
    id: record.id,
    customerName: record.customerName,
    orderId: record.orderId,
    rating: record.rating,
    feedbackText: record.feedbackText,
    foodQuality: record.foodQuality,
    orderAccuracy: record.orderAccuracy,
    deliveryService: record.deliveryService,
    isRecommended: record.isRecommended,
    createdAt: record.createdAt.toISOString(),
    hidden: record.hiddenAt !== null,
  };
}

/**
 * Records a customer's rating of an order. Only its buyer may rate it: the signed-in account that
 * placed it, or whoever holds the order's feedback token (./feedback-token.ts). An unknown order,
 * someone else's and a wrong token get the same 404, so the answer tells a prober nothing. Then the
 * delivery score only fits delivery orders, and each order is rated once (409, after the proof).
 */
export async function submitFeedback(payload: FeedbackPayload, raterUserId: number | null): Promise<FeedbackView> {
  // Postgres cannot store U+0000 in text; refused here so it is a 400, not a failed query.
  if (payload.customerName.includes('\u0000') || payload.feedbackText?.includes('\u0000')) {
    throw badRequest(TEXT_HAS_INVALID_CHARACTER);
  }
  const order = await findOrderForFeedback(database(), payload.orderId);
  const isBuyer =
    order !== null &&
    ((raterUserId !== null && order.userId === raterUserId) || isFeedbackTokenFor(order.id, payload.feedbackToken));
  if (!order || !isBuyer) throw notFound(ORDER_NOT_FOUND);
  if (payload.deliveryService !== null && order.orderType !== 'delivery') {
    throw badRequest(DELIVERY_SERVICE_DELIVERY_ONLY);
  }
  try {
    const record = await withTransaction(async (tx) => {
      const saved = await insertFeedback(tx, {
        orderId: order.id,
        customerName: payload.customerName,
        customerEmail: payload.customerEmail,
        rating: payload.rating,
        feedbackText: payload.feedbackText,
        foodQuality: payload.foodQuality,
        orderAccuracy: payload.orderAccuracy,
        deliveryService: payload.deliveryService,
        isRecommended: payload.isRecommended,
      });
      await contestedPoint('rating-insert');
      // Rated before the day was up: the rating request has nothing left to ask.
      await withdrawUnsentMail(tx, ratingRequestKey(order.id));
      // The home page shows the average, the count and the newest reviews: its CDN copy goes.
      await queueStorefrontPurge(tx);
      return saved;
    });
    return toEntry(record);
  } catch (error) {
    if (error instanceof AlreadyRatedError) throw conflict(ALREADY_RATED);
    if (error instanceof RatedOrderMissingError) throw notFound(ORDER_NOT_FOUND);
    throw error;
  }
}

/** The most recent ratings, newest first. */
export async function listRecentFeedback(): Promise<FeedbackView[]> {
  const records = await listRecentFeedbackRecords(database(), RECENT_FEEDBACK_LIMIT);
  return records.map(toEntry);
}

/** Average (one decimal), count and recommendations over every rating, computed by the database. */
export function feedbackStats(): Promise<FeedbackStatsView> {
  return feedbackTotals(database());
}

/**
 * The home page's reviews (issue 36): the average and count over every rating, hidden ones too, as
 * GET /api/feedback/stats answers them, and the newest reviews with text that are shown, each
 * signed with a first name and an initial, dated by the shop's calendar.
 */
export async function storefrontReviews(): Promise<StorefrontReviews> {
  const [totals, shown] = await Promise.all([
    feedbackTotals(database()),
    listShownReviews(database(), STOREFRONT_REVIEW_COUNT),
  ]);
  return {
    averageRating: totals.averageRating,
    totalReviews: totals.totalReviews,
    reviews: shown.map((review) => ({
      id: review.id,
      name: reviewerName(review.customerName),
      rating: review.rating,
      date: shopDate(review.createdAt),
      text: reviewExcerpt(review.feedbackText),
    })),
  };
}

export const parseFeedbackId = (value: string | undefined): number => parsePathId(value, REVIEW_NOT_FOUND);

/**
 * The owner hides a review from the home page, or shows it again (it stays on /feedback and in the
 * figures); the home page's CDN copy is purged with the change. Answers the review, 404 if unknown.
 */
export async function setReviewHidden(id: number, hidden: boolean, byEmail: string): Promise<FeedbackView> {
  const record = await withTransaction(async (tx) => {
    const saved = await setFeedbackHidden(tx, id, hidden, byEmail);
    if (saved) await queueStorefrontPurge(tx);
    return saved;
  });
  if (!record) throw notFound(REVIEW_NOT_FOUND);
  return toEntry(record);
}
