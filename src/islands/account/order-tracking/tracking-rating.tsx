import { useState } from 'react';
import type { TrackedOrderView } from '@/domain/api-shapes';
import { FeedbackForm } from '@/components/feedback/feedback-form';
import { submitFeedback, type FeedbackAnswers, type FeedbackOutcome } from '@/stores/storefront/feedback';
import { $trackedOrder } from '@/stores/account/tracked-order';

/**
 * 'Rate your order' on the tracking page of a delivered order not rated yet: the rating request
 * e-mail links here (#rate). The link's holder is the buyer, so the page's feedback token is
 * their proof, signed in or not.
 */
export function TrackingRating({ tracked }: { tracked: TrackedOrderView }) {
  const [submitting, setSubmitting] = useState(false);
  const { order } = tracked;

  const send = async (answers: FeedbackAnswers): Promise<FeedbackOutcome> => {
    if (submitting) return 'failed';
    setSubmitting(true);
    const outcome = await submitFeedback(
      {
        id: order.id,
        createdAt: order.createdAt,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        orderType: order.orderType,
        feedbackToken: tracked.feedbackToken,
      },
      answers,
      'full',
    );
    setSubmitting(false);
    if (outcome === 'submitted' || outcome === 'already-rated') await $trackedOrder.revalidate();
    return outcome;
  };

  return (
    <section
      id="rate"
      aria-labelledby="rate-heading"
      className="scroll-mt-24 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="rate-heading" className="text-xl font-bold text-brand-900">
        Rate your order
      </h2>
      <p className="mt-1 text-muted">How was it? A rating helps a small kitchen a lot.</p>
      <div className="mt-4">
        <FeedbackForm orderType={order.orderType} submitting={submitting} onSubmit={send} />
      </div>
    </section>
  );
}
