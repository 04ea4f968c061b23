import type { FeedbackView } from '@/domain/api-shapes';
import type { FeedbackPayload } from '@/domain/schemas/feedback';
import { HttpError } from '../http/http-error';
import { consume, refund, type RateLimitRule } from '../http/rate-limit';
import { submitFeedback } from './feedback-service';

/** Ratings refused as not the caller's order (404), per address: room for mistakes, none for probing. */
export const FEEDBACK_GUESS_LIMIT: RateLimitRule = { max: 20, windowMs: 60 * 60 * 1000 };

/**
 * Submits a rating on behalf of a caller. Refusals as not their order are how someone would probe
 * for orders, so those misses count against the caller's address. Each attempt is counted
 * before it is checked (parallel guesses cannot all slip in) and given back unless it was a miss:
 * successes need a real order each, and are never limited.
 */
export async function submitFeedbackFrom(
  address: string,
  raterUserId: number | null,
  payload: FeedbackPayload,
): Promise<FeedbackView> {
  const key = `feedback:misses:${address}`;
  await consume(key, FEEDBACK_GUESS_LIMIT);
  try {
    const saved = await submitFeedback(payload, raterUserId);
    await refund(key);
    return saved;
  } catch (error) {
    const miss = error instanceof HttpError && error.status === 404;
    if (!miss) await refund(key);
    throw error;
  }
}
