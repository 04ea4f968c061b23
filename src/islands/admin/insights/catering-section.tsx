import { type InsightsRange, previousWords } from '@/domain/insights/insights-range';
import type { InsightsView } from '@/stores/admin/insights/insights';
import { Comparison } from './headline-figures';
import { centsOf, count, usd } from './insights-format';
import { CsvLink, InsightsSection } from './insights-section';

type Totals = InsightsView['totals'];

const FIGURES: ReadonlyArray<{ label: string; value: (totals: Totals) => number; shown: (value: number) => string }> = [
  { label: 'Requests received', value: (totals) => totals.cateringRequests, shown: count },
  { label: 'Accepted', value: (totals) => totals.cateringAccepted, shown: count },
  { label: 'Events', value: (totals) => totals.cateringEvents, shown: count },
  { label: 'Catering revenue', value: (totals) => centsOf(totals.cateringRevenue), shown: usd },
];

/** Whether the range had any catering to show: a request, an acceptance or an event. */
export const hasCatering = (totals: Totals) =>
  totals.cateringRequests + totals.cateringAccepted + totals.cateringEvents > 0;

/**
 * Catering (issue 48) beside the storefront's figures, which hold none of its orders: the requests
 * received and first accepted in the range, the events held in it and their totals, each against
 * the range before; then the storefront's total collected and catering's revenue together
 * (docs/behaviour/rules.md#insights).
 */
export function CateringSection({ view, range }: { view: InsightsView; range: InsightsRange }) {
  const words = previousWords(range);
  return (
    <InsightsSection
      id="insights-catering-heading"
      title="Catering"
      lead="Requests by the day they came in; an event by its own day, at its total with tax, once its deposit is paid."
      csv={<CsvLink range={range} section="totals" what="the catering figures" />}
      wide
    >
      <dl className="grid grid-cols-1 gap-3 min-[22rem]:grid-cols-2 md:grid-cols-4">
        {FIGURES.map((figure) => (
          <div key={figure.label} className="flex flex-col gap-1 rounded-xl border border-brand-100 bg-surface p-3">
            <dt className="text-sm font-semibold text-muted">{figure.label}</dt>
            <dd className="text-xl font-extrabold break-words text-brand-900 tabular-nums sm:text-2xl">
              {figure.shown(figure.value(view.totals))}
            </dd>
            <Comparison
              current={figure.value(view.totals)}
              previous={figure.value(view.previous.totals)}
              words={words}
              better="up"
            />
          </div>
        ))}
      </dl>
      <p className="text-ink">
        Storefront and catering together:{' '}
        <strong className="font-bold tabular-nums">{usd(centsOf(view.totals.collectedWithCatering))}</strong>
        <span className="block text-sm text-muted">
          The storefront's total collected and the catering revenue, each order counted once.
        </span>
      </p>
    </InsightsSection>
  );
}
