import { type InsightsRange, previousWords } from '@/domain/insights/insights-range';
import type { InsightsView } from '@/stores/admin/insights/insights';
import { countFigure, type Figure, FigureCards, moneyFigure } from './figure-cards';
import { centsOf, count, percentText, shareOf } from './insights-format';
import { CsvLink, InsightsSection } from './insights-section';

type Totals = InsightsView['totals'];

/** The share of sales from returning customers, exactly, to compare; null without sales. */
const returningShare = (totals: Totals): number | null => {
  const sales = centsOf(totals.netSales);
  return sales === 0 ? null : centsOf(totals.returningSales) / sales;
};

const HEADLINES: readonly Figure[] = [
  // Net sales (src/domain/insights/sales-figures.ts): the Money section shows how they are made.
  { label: 'Sales', ...moneyFigure('netSales'), better: 'up' },
  { label: 'Orders', ...countFigure('orders'), better: 'up' },
  { label: 'Average sale', ...moneyFigure('averageSale'), better: 'up' },
  { label: 'Pieces', ...countFigure('pieces'), better: 'up' },
  { label: 'New customers', ...countFigure('newCustomers'), better: 'up' },
  { label: 'Returning customers', ...countFigure('returningCustomers'), better: 'up' },
  {
    label: 'Sales from returning customers',
    value: returningShare,
    shown: (totals) => percentText(shareOf(centsOf(totals.returningSales), centsOf(totals.netSales))),
    better: 'up',
  },
  { label: 'Total collected', ...moneyFigure('totalCollected'), better: 'up' },
  { label: 'Refunds', ...moneyFigure('refunds'), better: 'down' },
  {
    label: 'Average rating',
    value: (totals) => totals.averageRating,
    shown: (totals) =>
      totals.averageRating === null
        ? 'No ratings'
        : `${totals.averageRating.toFixed(1)} of 5 (${count(totals.ratings)} rating${totals.ratings === 1 ? '' : 's'})`,
    better: 'up',
  },
];

/** The range's headline figures as cards, each against the range before, and their CSV. */
export function HeadlineFigures({ view, range }: { view: InsightsView; range: InsightsRange }) {
  const words = previousWords(range);
  return (
    <InsightsSection
      id="insights-headline-heading"
      title="At a glance"
      lead={`The storefront's orders (standing orders' among them), each figure against ${words}. Catering is counted on its own.`}
      csv={<CsvLink range={range} section="totals" what="the figures at a glance" />}
      wide
    >
      <FigureCards figures={HEADLINES} view={view} words={words} columns="md:grid-cols-3 xl:grid-cols-4" />
    </InsightsSection>
  );
}
