import { comparedWith, type InsightsRange, previousWords } from '@/domain/insights/insights-range';
import type { InsightsView } from '@/stores/admin/insights/insights';
import { centsOf, count, percentText, shareOf, usd } from './insights-format';
import { CsvLink, InsightsSection } from './insights-section';

type Totals = InsightsView['totals'];

/** Which way a figure is better: up (sales), down (refunds), or neither (tax). */
export type Better = 'up' | 'down' | null;

interface Headline {
  label: string;
  /** The figure as a number, to compare (cents for money). */
  value: (totals: Totals) => number | null;
  shown: (totals: Totals) => string;
  better: Better;
}

const money = (key: 'netSales' | 'averageSale' | 'totalCollected' | 'refunds') => ({
  value: (totals: Totals) => centsOf(totals[key]),
  shown: (totals: Totals) => usd(centsOf(totals[key])),
});

const counted = (key: 'orders' | 'pieces' | 'newCustomers' | 'returningCustomers') => ({
  value: (totals: Totals) => totals[key],
  shown: (totals: Totals) => count(totals[key]),
});

/** The share of sales from returning customers, exactly, to compare; null without sales. */
const returningShare = (totals: Totals): number | null => {
  const sales = centsOf(totals.netSales);
  return sales === 0 ? null : centsOf(totals.returningSales) / sales;
};

const HEADLINES: readonly Headline[] = [
  // Net sales (src/domain/insights/sales-figures.ts): the Money section shows how they are made.
  { label: 'Sales', ...money('netSales'), better: 'up' },
  { label: 'Orders', ...counted('orders'), better: 'up' },
  { label: 'Average sale', ...money('averageSale'), better: 'up' },
  { label: 'Pieces', ...counted('pieces'), better: 'up' },
  { label: 'New customers', ...counted('newCustomers'), better: 'up' },
  { label: 'Returning customers', ...counted('returningCustomers'), better: 'up' },
  {
    label: 'Sales from returning customers',
    value: returningShare,
    shown: (totals) => percentText(shareOf(centsOf(totals.returningSales), centsOf(totals.netSales))),
    better: 'up',
  },
  { label: 'Total collected', ...money('totalCollected'), better: 'up' },
  { label: 'Refunds', ...money('refunds'), better: 'down' },
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

/**
 * How a figure moved, in words first ('+12% on the previous 4 weeks'), with an arrow; its colour
 * (green when it moved the better way, red the worse, grey otherwise) only repeats what both say.
 */
export function Comparison({
  current,
  previous,
  words,
  better,
}: {
  current: number | null;
  previous: number | null;
  words: string;
  better: Better;
}) {
  const text = current === null || previous === null ? null : comparedWith(current, previous, words);
  if (text === null || current === null || previous === null) {
    return <dd className="text-sm text-muted">Nothing in {words} to compare with</dd>;
  }
  const direction = Math.sign(Math.round(((current - previous) / previous) * 100));
  const tone =
    direction === 0 || better === null
      ? 'text-muted'
      : direction > 0 === (better === 'up')
        ? 'text-kenya-green'
        : 'text-kenya-red';
  return (
    <dd className={`flex items-baseline gap-1 text-sm font-medium ${tone}`}>
      <span aria-hidden="true">{direction > 0 ? '▲' : direction < 0 ? '▼' : '▶'}</span>
      <span>{text}</span>
    </dd>
  );
}

/** The range's headline figures as cards, each against the range before, and their CSV. */
export function HeadlineFigures({ view, range }: { view: InsightsView; range: InsightsRange }) {
  const words = previousWords(range);
  return (
    <InsightsSection
      id="insights-headline-heading"
      title="At a glance"
      lead={`The storefront's orders, each figure against ${words}. Catering is counted on its own.`}
      csv={<CsvLink range={range} section="totals" what="the figures at a glance" />}
      wide
    >
      <dl className="grid grid-cols-1 gap-3 min-[22rem]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
        {HEADLINES.map((headline) => (
          <div key={headline.label} className="flex flex-col gap-1 rounded-xl border border-brand-100 bg-surface p-3">
            <dt className="text-sm font-semibold text-muted">{headline.label}</dt>
            <dd className="text-xl font-extrabold break-words text-brand-900 tabular-nums sm:text-2xl">
              {headline.shown(view.totals)}
            </dd>
            <Comparison
              current={headline.value(view.totals)}
              previous={headline.value(view.previous.totals)}
              words={words}
              better={headline.better}
            />
          </div>
        ))}
      </dl>
    </InsightsSection>
  );
}
