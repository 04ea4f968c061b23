import type { ReactNode } from 'react';
import { StarRow } from '@/components/feedback/star-icon';
import { averageRatingLabel, recommendationRate } from '@/domain/feedback-stats';
import type { FeedbackStatsView } from '@/stores/storefront/feedback';

function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      className="flex flex-col gap-1 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm"
      data-testid="feedback-summary-card"
    >
      <dt className="text-sm font-semibold text-muted">{title}</dt>
      <dd className="flex flex-wrap items-center gap-x-3 gap-y-1">{children}</dd>
    </div>
  );
}

const FIGURE = 'text-3xl font-extrabold text-brand-900';

/** The three cards of /feedback: Average Rating (one decimal), Total Reviews, Recommendation Rate. */
export function FeedbackSummary({ stats }: { stats: FeedbackStatsView }) {
  const average = averageRatingLabel(stats.averageRating, stats.totalReviews);
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <SummaryCard title="Average Rating">
        <span className={FIGURE}>{average}</span>
        <StarRow rating={Number(average)} />
      </SummaryCard>
      <SummaryCard title="Total Reviews">
        <span className={FIGURE}>{stats.totalReviews}</span>
      </SummaryCard>
      <SummaryCard title="Recommendation Rate">
        <span className={FIGURE}>{recommendationRate(stats.recommendedCount, stats.totalReviews)}%</span>
      </SummaryCard>
    </dl>
  );
}
