import { format } from 'date-fns/format';
import { useState } from 'react';
import { StarRow } from '@/components/feedback/star-icon';
import { Button } from '@/components/ui/button';
import { RATING_SCALE } from '@/domain/feedback-stats';
import { orderNumber } from '@/domain/order-number';
import { type FeedbackView, setReviewHidden } from '@/stores/storefront/feedback';

const SUB_SCORES = [
  ['foodQuality', 'Food quality'],
  ['orderAccuracy', 'Order accuracy'],
  ['deliveryService', 'Delivery service'],
] as const;

function RecommendBadge({ recommended }: { recommended: boolean }) {
  return recommended ? (
    <span className="rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold text-kenya-green">
      Would Recommend
    </span>
  ) : (
    <span className="rounded-full bg-stone-200 px-2.5 py-1 text-xs font-semibold text-stone-800">
      Would Not Recommend
    </span>
  );
}

/**
 * The administrator's switch of a review on the home page's 'What customers say' (issue 36): its
 * label says what a press does. Never disabled while it saves, so it keeps the focus; a second
 * press meanwhile does nothing.
 */
function HomePageToggle({ entry }: { entry: FeedbackView }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      className="self-start"
      aria-busy={busy || undefined}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        try {
          await setReviewHidden(entry, !entry.hidden);
        } finally {
          setBusy(false);
        }
      }}
    >
      {entry.hidden ? 'Show on the home page' : 'Hide from the home page'}
    </Button>
  );
}

/**
 * One review in 'Recent Feedback': who, which order, how many stars, when, what. For the
 * administrator (`admin`), whether it shows on the home page, and the switch.
 */
export function FeedbackCard({ entry, admin = false }: { entry: FeedbackView; admin?: boolean }) {
  const scores = SUB_SCORES.flatMap(([key, label]) => {
    const score = entry[key];
    return score === null ? [] : [{ label, score }];
  });
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm"
      data-testid="feedback-entry"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div>
          <h3 className="font-bold text-brand-900">{entry.customerName}</h3>
          <p className="text-sm text-muted">Order {orderNumber(entry.orderId)}</p>
        </div>
        <time dateTime={entry.createdAt} className="text-sm text-muted">
          {format(new Date(entry.createdAt), 'MMM d, yyyy')}
        </time>
      </div>
      <StarRow rating={entry.rating} />
      {entry.feedbackText && <blockquote className="text-ink">&ldquo;{entry.feedbackText}&rdquo;</blockquote>}
      {scores.length > 0 && (
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {scores.map(({ label, score }) => (
            <div key={label} className="flex gap-1">
              <dt className="text-muted">{label}:</dt>
              <dd className="font-semibold text-ink">
                {score}/{RATING_SCALE}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {entry.isRecommended !== null && (
        <p>
          <RecommendBadge recommended={entry.isRecommended} />
        </p>
      )}
      {admin && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-brand-100 pt-3">
          {entry.hidden && (
            <span className="rounded-full bg-stone-200 px-2.5 py-1 text-xs font-semibold text-stone-800">
              Hidden from the home page
            </span>
          )}
          <HomePageToggle entry={entry} />
        </div>
      )}
    </article>
  );
}
