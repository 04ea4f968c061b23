import type { ReactNode } from 'react';
import { comparedWith } from '@/domain/insights/insights-range';
import type { InsightsView } from '@/stores/admin/insights/insights';
import { centsOf, count, usd } from './insights-format';

type Totals = InsightsView['totals'];

/** Which way a figure is better: up (sales), down (refunds), or neither (tax). */
export type Better = 'up' | 'down' | null;

/** One of the range's totals as a card shows it, and compared with the range before's. */
export interface Figure {
  label: string;
  /** The figure as a number, to compare (cents for money). */
  value: (totals: Totals) => number | null;
  shown: (totals: Totals) => string;
  better: Better;
}

type KeyOf<Value> = { [Key in keyof Totals]: Totals[Key] extends Value ? Key : never }[keyof Totals];

/** A money total ('netSales'), compared in cents. */
export const moneyFigure = (key: KeyOf<string>) => ({
  value: (totals: Totals) => centsOf(totals[key]),
  shown: (totals: Totals) => usd(centsOf(totals[key])),
});

/** A counted total ('orders'). */
export const countFigure = (key: KeyOf<number>) => ({
  value: (totals: Totals) => totals[key],
  shown: (totals: Totals) => count(totals[key]),
});

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

/** One figure as a card: its name, the figure, and under it (`children`) how it moved or what it counts. */
export function FigureCard({ label, shown, children }: { label: string; shown: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-brand-100 bg-surface p-3">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-xl font-extrabold break-words text-brand-900 tabular-nums sm:text-2xl">{shown}</dd>
      {children}
    </div>
  );
}

/**
 * The range's figures as cards, each against the range before (`words`), then any cards of their
 * own (`children`): one column on the narrowest phones, two from 352 px, `columns` on wider screens.
 */
export function FigureCards({
  figures,
  view,
  words,
  columns,
  children,
}: {
  figures: readonly Figure[];
  view: InsightsView;
  words: string;
  columns: string;
  children?: ReactNode;
}) {
  return (
    <dl className={`grid grid-cols-1 gap-3 min-[22rem]:grid-cols-2 ${columns}`}>
      {figures.map((figure) => (
        <FigureCard key={figure.label} label={figure.label} shown={figure.shown(view.totals)}>
          <Comparison
            current={figure.value(view.totals)}
            previous={figure.value(view.previous.totals)}
            words={words}
            better={figure.better}
          />
        </FigureCard>
      ))}
      {children}
    </dl>
  );
}
