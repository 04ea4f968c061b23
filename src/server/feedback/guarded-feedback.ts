import type { FeedbackView } from '@/domain/api-shapes';
import type { FeedbackPayload } from '@/domain/schemas';
import { HttpError } from '../http/http-error';
import { assertNotLimited, countAgainst, type RateLimitRule } from '../http/rate-limit';
import { submitFeedback } from './feedback-service';

/** Ratings of unknown orders or with the wrong email, per address: room for typos, none for probing. */
export const FEEDBACK_GUESS_LIMIT: RateLimitRule = { max: 20, windowMs: 60 * 60 * 1000 };

/**
 * Submits a rating on behalf of a caller. Unknown orders and wrong emails are how someone would
 * probe for orders, so those misses count against the caller's address; successes need a real
 * order each, and are never limited.
 */
export async function submitFeedbackFrom(address: string, payload: FeedbackPayload): Promise<FeedbackView> {
  const key = `feedback:misses:${address}`;
  await assertNotLimited(key, FEEDBACK_GUESS_LIMIT);
  try {
    return await submitFeedback(payload);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 403 || error.status === 404)) {
      await countAgainst(key, FEEDBACK_GUESS_LIMIT);
    }
    throw error;
  }
}
