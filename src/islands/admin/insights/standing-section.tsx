import { type InsightsRange, previousWords } from '@/domain/insights/insights-range';
import type { InsightsView } from '@/stores/admin/insights/insights';
import { countFigure, type Figure, FigureCard, FigureCards, moneyFigure } from './figure-cards';
import { count } from './insights-format';
import { CsvLink, InsightsSection } from './insights-section';

const FIGURES: readonly Figure[] = [
  { label: 'Orders placed', ...countFigure('standingPlaced'), better: 'up' },
  { label: 'Paid', ...countFigure('standingPaid'), better: 'up' },
  { label: 'Standing order revenue', ...moneyFigure('standingRevenue'), better: 'up' },
];

/** Whether there are standing orders to show: one active now, or an order placed in the range or the one before. */
export const hasStanding = (view: InsightsView) =>
  view.standingActive + view.totals.standingPlaced + view.previous.totals.standingPlaced > 0;

/**
 * Standing orders (issue 49), counted apart as well as among the storefront's figures, where their
 * orders are as any order's (docs/behaviour/rules.md#insights): the orders their cycles placed in
 * the range, those paid and what they came to, each against the range before; and the standing
 * orders active now, whatever the range.
 */
export function StandingSection({ view, range }: { view: InsightsView; range: InsightsRange }) {
  return (
    <InsightsSection
      id="insights-standing-heading"
      title="Standing orders"
      lead="Their orders by the day they were placed, cancelled ones too; revenue is the paid ones' totals with tax. They are also among the storefront's figures, so never add the two."
      csv={<CsvLink range={range} section="totals" what="the standing-order figures" />}
      wide
    >
      <FigureCards figures={FIGURES} view={view} words={previousWords(range)} columns="md:grid-cols-4">
        <FigureCard label="Active now" shown={count(view.standingActive)}>
          <dd className="text-sm text-muted">Standing orders going today, whatever the range</dd>
        </FigureCard>
      </FigureCards>
    </InsightsSection>
  );
}
