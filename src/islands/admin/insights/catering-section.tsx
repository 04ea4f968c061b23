import { type InsightsRange, previousWords } from '@/domain/insights/insights-range';
import type { InsightsView } from '@/stores/admin/insights/insights';
import { countFigure, type Figure, FigureCards, moneyFigure } from './figure-cards';
import { centsOf, usd } from './insights-format';
import { CsvLink, InsightsSection } from './insights-section';

type Totals = InsightsView['totals'];

const FIGURES: readonly Figure[] = [
  { label: 'Requests received', ...countFigure('cateringRequests'), better: 'up' },
  { label: 'Accepted', ...countFigure('cateringAccepted'), better: 'up' },
  { label: 'Events', ...countFigure('cateringEvents'), better: 'up' },
  { label: 'Catering revenue', ...moneyFigure('cateringRevenue'), better: 'up' },
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
  return (
    <InsightsSection
      id="insights-catering-heading"
      title="Catering"
      lead="Requests by the day they came in; an event by its own day, at its total with tax, once its deposit is paid."
      csv={<CsvLink range={range} section="totals" what="the catering figures" />}
      wide
    >
      <FigureCards figures={FIGURES} view={view} words={previousWords(range)} columns="md:grid-cols-4" />
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
