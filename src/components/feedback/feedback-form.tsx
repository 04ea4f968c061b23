import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { OrderType } from '@/domain/order-type';
import { FEEDBACK_TEXT_MAX } from '@/domain/schemas/feedback';
import type { FeedbackAnswers, FeedbackOutcome } from '@/stores/storefront/feedback';
import { OVERLAY_INPUT, StarRatingInput } from './star-rating-input';

interface FeedbackFormProps {
  orderType: OrderType;
  submitting: boolean;
  onSubmit: (answers: FeedbackAnswers) => Promise<FeedbackOutcome>;
}

const RECOMMEND_CHOICES = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
] as const;

/** Said under the overall stars when they are missing; the toast says it too, but goes away. */
const CHOOSE_RATING = 'Choose from 1 to 5 stars.';

/**
 * The full feedback form (docs/behaviour/screens.md#rate-your-order-popup): overall rating (required), the sub-scores
 * (delivery service only for delivery orders), comments and whether the customer would recommend
 * us. The browser's own validation is off so the missing rating gets its 'Rating Required' toast.
 */
export function FeedbackForm({ orderType, submitting, onSubmit }: FeedbackFormProps) {
  const [rating, setRating] = useState(0);
  const [foodQuality, setFoodQuality] = useState(0);
  const [orderAccuracy, setOrderAccuracy] = useState(0);
  const [deliveryService, setDeliveryService] = useState(0);
  const [feedbackText, setFeedbackText] = useState('');
  const [isRecommended, setIsRecommended] = useState<boolean | null>(null);
  const [ratingMissing, setRatingMissing] = useState(false);
  const overall = useRef<HTMLDivElement>(null);
  const textId = useId();
  const recommendId = useId();

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const outcome = await onSubmit({
      rating,
      feedbackText,
      foodQuality: foodQuality || null,
      orderAccuracy: orderAccuracy || null,
      deliveryService: deliveryService || null,
      isRecommended,
    });
    if (outcome === 'rating-required') {
      setRatingMissing(true);
      overall.current?.querySelector('input')?.focus();
    }
    if (outcome === 'failed') setRating(0);
  };

  const chooseRating = (value: number) => {
    setRating(value);
    setRatingMissing(false);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <div ref={overall}>
        <StarRatingInput
          legend="Overall rating"
          size="large"
          required
          value={rating}
          onChange={chooseRating}
          error={ratingMissing ? CHOOSE_RATING : undefined}
        />
      </div>
      <div className="grid gap-3 rounded-xl border border-brand-100 bg-white p-3">
        <StarRatingInput legend="Food quality" value={foodQuality} onChange={setFoodQuality} />
        <StarRatingInput legend="Order accuracy" value={orderAccuracy} onChange={setOrderAccuracy} />
        {orderType === 'delivery' && (
          <StarRatingInput legend="Delivery service" value={deliveryService} onChange={setDeliveryService} />
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={textId} className="text-sm font-semibold text-ink">
          Comments (optional)
        </label>
        <textarea
          id={textId}
          value={feedbackText}
          onChange={(event) => setFeedbackText(event.target.value)}
          maxLength={FEEDBACK_TEXT_MAX}
          rows={3}
          className="block w-full rounded-lg border border-stone-500 bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700"
        />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows role=radiogroup on a fieldset: the native radios and legend stay, and the group is announced as one radio group */}
      <fieldset role="radiogroup" aria-labelledby={recommendId}>
        <legend id={recommendId} className="mb-1 text-sm font-semibold text-ink">
          Would you recommend us to a friend?
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {RECOMMEND_CHOICES.map((choice) => {
            const checked = isRecommended === choice.value;
            return (
              <label
                key={choice.label}
                className={`relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
                  checked
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-brand-200 bg-white text-ink hover:border-brand-500'
                }`}
              >
                <input
                  type="radio"
                  name={recommendId}
                  checked={checked}
                  onChange={() => setIsRecommended(choice.value)}
                  className={OVERLAY_INPUT}
                />
                {choice.label}
              </label>
            );
          })}
        </div>
      </fieldset>
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? 'Submitting...' : 'Submit Feedback'}
      </Button>
    </form>
  );
}
