import { useStore } from '@nanostores/react';
import { useSessionState } from '@/components/session/use-session-state';
import { buttonVariants } from '@/components/ui/button-variants';
import { $feedback, $feedbackStats, reloadFeedback } from '@/stores/storefront/feedback';
import { FeedbackCard } from './feedback-card';
import { FeedbackSummary } from './feedback-summary';

const PULSE = 'animate-pulse rounded bg-brand-100';

function Skeleton() {
  return (
    <div role="status" aria-label="Loading feedback" data-testid="feedback-skeleton" className="flex flex-col gap-6">
      <div className="grid gap-3 sm:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((card) => (
          <div key={card} className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-4">
            <div className={`h-4 w-1/2 ${PULSE}`} />
            <div className={`h-8 w-1/3 ${PULSE}`} />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-3" aria-hidden="true">
        {[0, 1].map((entry) => (
          <div key={entry} className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-4">
            <div className={`h-5 w-2/5 ${PULSE}`} />
            <div className={`h-4 w-1/4 ${PULSE}`} />
            <div className={`h-4 w-full ${PULSE}`} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The /feedback dashboard (docs/behaviour/screens.md#feedback-dashboard): its cards, then the newest reviews. */
export default function FeedbackDashboard() {
  const list = useStore($feedback);
  const stats = useStore($feedbackStats);
  // The administrator (with the rights proven) may hide a review from the home page; the server checks again.
  const session = useSessionState();
  const admin = session.status === 'signed-in' && session.user.isAdmin && !session.user.adminAwaitingProof;

  if ((list.error && !list.data) || (stats.error && !stats.data)) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-4 text-red-900">
        <p>We couldn't load the feedback. Please check your connection and try again.</p>
        <button type="button" onClick={reloadFeedback} className={buttonVariants({ variant: 'secondary' })}>
          Try again
        </button>
      </div>
    );
  }
  if (!list.data || !stats.data) return <Skeleton />;

  return (
    <div className="flex flex-col gap-8">
      <FeedbackSummary stats={stats.data} />
      <section aria-labelledby="recent-feedback-heading" className="flex flex-col gap-3">
        <h2 id="recent-feedback-heading" className="text-2xl font-bold text-brand-900">
          Recent Feedback
        </h2>
        {list.data.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-center text-muted">No feedback received yet</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {list.data.map((entry) => (
              <li key={entry.id}>
                <FeedbackCard entry={entry} admin={admin} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
