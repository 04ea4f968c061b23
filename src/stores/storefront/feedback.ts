import * as feedbackApi from '@/domain/api/feedback';
import type { FeedbackStatsView, FeedbackView } from '@/domain/api-shapes';
import { recommendsAt } from '@/domain/feedback-stats';
import type { FeedbackPayload } from '@/domain/schemas';
import { ApiError } from '@/lib/api/api-error';
import { urlOf } from '@/domain/api';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, invalidateKeys, mutateCache, revalidateKeys } from '@/lib/api/query';
import type { RecentOrder } from './recent-order';
import { refusedChange } from '../shell/refusal';
import { showToast, type ToastInput } from '../shell/toasts';

const FEEDBACK_KEY = urlOf(feedbackApi.list);
const FEEDBACK_STATS_KEY = urlOf(feedbackApi.stats);

// Re-exported for the dashboard's islands, which read the entries and the stats.
export type { FeedbackStatsView, FeedbackView };

export const $feedback = createFetcherStore<FeedbackView[]>(FEEDBACK_KEY, fromRoute(feedbackApi.list));
export const $feedbackStats = createFetcherStore<FeedbackStatsView>(FEEDBACK_STATS_KEY, fromRoute(feedbackApi.stats));

const isFeedbackKey = (key: string) => key === FEEDBACK_KEY || key === FEEDBACK_STATS_KEY;

/** Asks for the ratings and their figures again (the dashboard's Try Again). */
export const reloadFeedback = (): void => revalidateKeys(isFeedbackKey);

/** What the customer chose in the popup; 0 means no overall rating yet. */
export interface FeedbackAnswers {
  rating: number;
  feedbackText?: string;
  foodQuality?: number | null;
  orderAccuracy?: number | null;
  deliveryService?: number | null;
  isRecommended: boolean | null;
}

/** What POST /api/feedback receives; the delivery score is absent for pickup orders. */
export type FeedbackSubmission = Omit<FeedbackPayload, 'deliveryService'> & { deliveryService?: number | null };

/** A one-tap rating: the stars alone, a recommendation from 4 stars up (docs/behaviour/rules.md#feedback-rules). */
export function quickRatingAnswers(rating: number): FeedbackAnswers {
  return { rating, isRecommended: recommendsAt(rating) };
}

/**
 * The POST /api/feedback payload for rating `order`: comments trimmed (blank is none), skipped sub-scores
 * null, and the delivery-service score only on a delivery order, whatever the form held.
 */
export function feedbackSubmission(order: RecentOrder, answers: FeedbackAnswers): FeedbackSubmission {
  const text = answers.feedbackText?.trim() ?? '';
  const submission: FeedbackSubmission = {
    orderId: order.id,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    rating: answers.rating,
    feedbackText: text === '' ? null : text,
    isRecommended: answers.isRecommended,
    foodQuality: answers.foodQuality ?? null,
    orderAccuracy: answers.orderAccuracy ?? null,
    feedbackToken: order.feedbackToken,
  };
  if (order.orderType === 'delivery') submission.deliveryService = answers.deliveryService ?? null;
  return submission;
}

/**
 * The feedback toasts, word for word. (The rating text is the schema's RATING_REQUIRED, written
 * out so the dashboard, which shares this file, does not download the validation library.)
 */
export const FEEDBACK_TOASTS = {
  ratingRequired: {
    title: 'Rating Required',
    description: 'Please provide an overall rating before submitting.',
    variant: 'destructive',
  },
  submitted: { title: 'Thank You!', description: 'Your feedback has been submitted successfully.' },
  failed: { title: 'Submission Failed', description: 'Please try again later.', variant: 'destructive' },
} satisfies Record<string, ToastInput>;

/** 'Thanks for rating us N stars!', in the singular for one star. */
export function quickRatingToast(rating: number): ToastInput {
  return { title: `Thanks for rating us ${rating} ${rating === 1 ? 'star' : 'stars'}!` };
}

/**
 * - `submitted`: stored; the popup closes and is not offered again.
 * - `rating-required`: nothing was sent; the customer must choose stars first.
 * - `already-rated`: the order has its one rating already, so asking again cannot help: closes too.
 * - `failed`: anything else; the popup stays so the customer can try again.
 */
export type FeedbackOutcome = 'submitted' | 'rating-required' | 'already-rated' | 'failed';

/**
 * Sends a rating of the recent order and shows its toast; after success the dashboard's figures
 * are refetched. Forgetting the stored recent order is the popup's part.
 */
export async function submitFeedback(
  order: RecentOrder,
  answers: FeedbackAnswers,
  kind: 'quick' | 'full',
): Promise<FeedbackOutcome> {
  if (answers.rating < 1) {
    showToast(FEEDBACK_TOASTS.ratingRequired);
    return 'rating-required';
  }
  try {
    await callApi(feedbackApi.submit, { body: feedbackSubmission(order, answers) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      showToast({ title: 'Already Rated', description: error.message });
      return 'already-rated';
    }
    showToast(FEEDBACK_TOASTS.failed);
    return 'failed';
  }
  invalidateKeys(isFeedbackKey);
  showToast(kind === 'quick' ? quickRatingToast(answers.rating) : FEEDBACK_TOASTS.submitted);
  return 'submitted';
}

/**
 * The owner hides a review from the home page's 'What customers say', or shows it again
 * (PATCH /api/admin/feedback/{id}); the list then holds the review as the server answered it.
 * False when refused, with the server's words in a toast.
 */
export async function setReviewHidden(entry: FeedbackView, hidden: boolean): Promise<boolean> {
  let saved: FeedbackView;
  try {
    saved = await callApi(feedbackApi.setHidden, { params: { id: entry.id }, body: { hidden } });
  } catch (error) {
    const { message } = refusedChange(error, 'Something went wrong. Please try again.');
    showToast({ title: 'Not Changed', description: message, variant: 'destructive' });
    return false;
  }
  const list = $feedback.get().data;
  if (list)
    mutateCache(
      FEEDBACK_KEY,
      list.map((item) => (item.id === saved.id ? saved : item)),
    );
  showToast(
    hidden
      ? {
          title: 'Hidden from the Home Page',
          description: `${saved.customerName}'s review stays here and in the figures.`,
        }
      : { title: 'Shown on the Home Page', description: `${saved.customerName}'s review can show on the home page.` },
  );
  return true;
}
