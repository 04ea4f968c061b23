import { api } from '@/domain/api';
import type { FeedbackView } from '@/domain/api-shapes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FEEDBACK_TOASTS,
  feedbackSubmission,
  quickRatingAnswers,
  quickRatingToast,
  submitFeedback,
} from '@/stores/storefront/feedback';
import { RATING_REQUIRED } from '@/domain/schemas/feedback';
import type { RecentOrder } from '@/stores/storefront/recent-order';
import { $toast } from '@/stores/shell/toasts';
import { sampleFeedback } from '../../fixtures/sample-feedback';

const delivery: RecentOrder = {
  id: 42,
  createdAt: '2025-06-01T12:00:00.000Z',
  customerName: 'Wanjiru Kamau',
  customerEmail: 'wanjiru@example.com',
  orderType: 'delivery',
  feedbackToken: 'token-of-order-42',
};
const pickup: RecentOrder = { ...delivery, id: 43, orderType: 'pickup', customerEmail: null, feedbackToken: null };

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The entry as POST /api/feedback answers it. */
const storedEntry = (id: number, orderId: number): FeedbackView => sampleFeedback({ id, orderId });
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;
const shownToast = () => {
  const toast = $toast.get();
  return toast && { title: toast.title, description: toast.description, variant: toast.variant };
};

describe('quickRatingAnswers', () => {
  it('recommends from 4 stars up', () => {
    expect([1, 2, 3, 4, 5].map((stars) => quickRatingAnswers(stars).isRecommended)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(quickRatingAnswers(4)).toEqual({ rating: 4, isRecommended: true });
  });
});

describe('feedbackSubmission', () => {
  it('names the order and its customer, trims the comments and sends skipped sub-scores as null', () => {
    expect(
      feedbackSubmission(delivery, {
        rating: 5,
        feedbackText: '  Best samosas in Olathe!  ',
        foodQuality: 5,
        isRecommended: true,
      }),
    ).toEqual({
      orderId: 42,
      customerName: 'Wanjiru Kamau',
      customerEmail: 'wanjiru@example.com',
      rating: 5,
      feedbackText: 'Best samosas in Olathe!',
      isRecommended: true,
      foodQuality: 5,
      orderAccuracy: null,
      deliveryService: null,
      feedbackToken: 'token-of-order-42',
    });
  });

  it('sends blank comments as none', () => {
    expect(
      feedbackSubmission(delivery, { rating: 3, feedbackText: ' \n ', isRecommended: null }).feedbackText,
    ).toBeNull();
  });

  it('rates delivery service only on a delivery order', () => {
    const answers = { rating: 4, deliveryService: 2, isRecommended: false };
    expect(feedbackSubmission(delivery, answers).deliveryService).toBe(2);
    expect(feedbackSubmission(pickup, answers)).not.toHaveProperty('deliveryService');
  });
});

describe('the feedback toasts', () => {
  it('say exactly the documented words', () => {
    const text = (toast: { title: string; description?: string }) => `${toast.title} - ${toast.description}`;
    expect(text(FEEDBACK_TOASTS.ratingRequired)).toBe(
      'Rating Required - Please provide an overall rating before submitting.',
    );
    expect(text(FEEDBACK_TOASTS.ratingRequired)).toBe(RATING_REQUIRED);
    expect(`${FEEDBACK_TOASTS.submitted.title} ${FEEDBACK_TOASTS.submitted.description}`).toBe(
      'Thank You! Your feedback has been submitted successfully.',
    );
    expect(text(FEEDBACK_TOASTS.failed)).toBe('Submission Failed - Please try again later.');
    expect(quickRatingToast(4).title).toBe('Thanks for rating us 4 stars!');
    expect(quickRatingToast(1).title).toBe('Thanks for rating us 1 star!');
  });
});

describe('submitFeedback', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    $toast.set(null);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends nothing without a rating and asks for one', async () => {
    await expect(
      submitFeedback(delivery, { rating: 0, feedbackText: 'Great', isRecommended: true }, 'full'),
    ).resolves.toBe('rating-required');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(shownToast()).toEqual({
      title: 'Rating Required',
      description: 'Please provide an overall rating before submitting.',
      variant: 'destructive',
    });
  });

  it('posts a quick rating and thanks the customer for the stars', async () => {
    fetchMock.mockResolvedValue(json(201, storedEntry(1, 42)));
    await expect(submitFeedback(delivery, quickRatingAnswers(4), 'quick')).resolves.toBe('submitted');

    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe(api.feedback.submit.path);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(sentBody()).toEqual({
      orderId: 42,
      customerName: 'Wanjiru Kamau',
      customerEmail: 'wanjiru@example.com',
      rating: 4,
      feedbackText: null,
      isRecommended: true,
      foodQuality: null,
      orderAccuracy: null,
      deliveryService: null,
      feedbackToken: 'token-of-order-42',
    });
    expect(shownToast()).toEqual({
      title: 'Thanks for rating us 4 stars!',
      description: undefined,
      variant: undefined,
    });
  });

  it('thanks the customer for the full form', async () => {
    fetchMock.mockResolvedValue(json(201, storedEntry(2, 43)));
    await submitFeedback(pickup, { rating: 5, foodQuality: 4, orderAccuracy: 5, isRecommended: false }, 'full');
    expect(sentBody()).toMatchObject({
      orderId: 43,
      customerEmail: null,
      rating: 5,
      foodQuality: 4,
      orderAccuracy: 5,
      isRecommended: false,
    });
    expect(shownToast()).toMatchObject({
      title: 'Thank You!',
      description: 'Your feedback has been submitted successfully.',
    });
  });

  it('says Submission Failed for any failure, the network included', async () => {
    fetchMock.mockResolvedValue(json(500, { message: 'Something went wrong' }));
    await expect(submitFeedback(delivery, quickRatingAnswers(2), 'quick')).resolves.toBe('failed');
    expect(shownToast()).toEqual({
      title: 'Submission Failed',
      description: 'Please try again later.',
      variant: 'destructive',
    });

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(submitFeedback(delivery, quickRatingAnswers(2), 'quick')).resolves.toBe('failed');
  });

  it('tells apart an order that was already rated, as asking again cannot help', async () => {
    fetchMock.mockResolvedValue(json(409, { message: 'This order has already been rated' }));
    await expect(submitFeedback(delivery, quickRatingAnswers(5), 'quick')).resolves.toBe('already-rated');
    expect(shownToast()).toMatchObject({ title: 'Already Rated', description: 'This order has already been rated' });
  });
});
