import { formatOrderDateTime } from '@/components/orders/order-format';
import type { InsightsRange } from '@/domain/insights/insights-range';
import type { InsightsView } from '@/stores/admin/insights/insights';
import { FigureTable } from './figure-table';
import { count, periodLabel, periodTick, periodsOf, rangeWords, ratingText } from './insights-format';
import { CsvLink, InsightsSection } from './insights-section';
import { LineChart } from './line-chart';

/** '★★☆☆☆' for the eye; the words beside it say '2 of 5 stars'. */
const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

/**
 * Ratings: the average per period with how many ratings it is of (a line, and a table), and the
 * three lowest of the range with their words, to read what went wrong.
 */
export function RatingsSection({ view, range }: { view: InsightsView; range: InsightsRange }) {
  const grain = view.range.grain;
  const byPeriod = new Map(view.ratings.map((row) => [row.period, row]));
  const rated = view.ratings.filter((row) => row.ratings > 0);
  return (
    <InsightsSection
      id="insights-ratings-heading"
      title="Ratings"
      lead={`The average rating per ${grain}, out of 5 stars, and the lowest of the range.`}
      csv={<CsvLink range={range} section="ratings" what="ratings" />}
      wide
    >
      {rated.length === 0 ? (
        <p className="text-muted">No ratings in this range.</p>
      ) : (
        <>
          <LineChart
            label={`Average rating per ${grain}, as a line. The table below has the figures.`}
            domain={[1, 5]}
            format={ratingText}
            points={periodsOf(range, grain).map((period) => ({
              key: period,
              tick: periodTick(period, grain),
              value: byPeriod.get(period)?.average ?? null,
            }))}
          />
          <FigureTable
            caption={`Ratings per ${grain}, ${rangeWords(range)}`}
            columns={[grain === 'day' ? 'Day' : grain === 'week' ? 'Week' : 'Month', 'Ratings', 'Average']}
            rows={rated.map((row) => ({
              key: row.period,
              name: periodLabel(row.period, grain),
              cells: [count(row.ratings), ratingText(row.average)],
            }))}
          />
        </>
      )}
      {view.lowestRatings.length > 0 && (
        <div className="flex flex-col gap-2 border-t border-brand-100 pt-4">
          <h3 id="insights-lowest-heading" className="text-lg font-bold text-brand-900">
            The lowest ratings
          </h3>
          <ul aria-labelledby="insights-lowest-heading" className="flex flex-col gap-2">
            {view.lowestRatings.map((rating) => (
              <li key={rating.orderNumber} className="rounded-xl border border-brand-100 bg-surface p-3">
                <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="font-semibold text-ink">{rating.orderNumber}</span>
                  <span>
                    <span aria-hidden="true" className="text-brand-800">
                      {stars(rating.rating)}
                    </span>{' '}
                    <span className="text-sm text-ink">
                      {rating.rating} of 5 {rating.rating === 1 ? 'star' : 'stars'}
                    </span>
                  </span>
                  <span className="text-sm text-muted">{formatOrderDateTime(rating.at)}</span>
                </p>
                <p className="mt-1 break-words text-ink">
                  {rating.text ? `“${rating.text}”` : <span className="text-muted">No words left with it.</span>}
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </InsightsSection>
  );
}
