import type { ReactNode } from 'react';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { CountStripes, Legend, type SeriesLook, seriesPaint, useSvgId } from './chart-series';

export interface BarListSeries {
  look: SeriesLook;
  /** What the series stands for, in the legend ('Sales'). */
  label: string;
}

export interface BarListRow {
  key: string;
  label: ReactNode;
  /** One figure per series, in the series' order: its size, and how it reads beside its bar. */
  figures: ReadonlyArray<{ value: number; text: string }>;
}

/**
 * A horizontal bar chart drawn for a phone first: each row's name on its own line (it wraps
 * rather than being cut), then one bar per series with its figure in words at its end. Each series
 * is scaled to its own largest value. The bars stretch with the card, so nothing scrolls sideways at
 * 320 px; the names and figures are text, which grows with the page's zoom. A screen reader reads
 * `label` and is pointed to the table of the same figures.
 */
export function BarList({
  label,
  series,
  rows,
}: {
  label: string;
  series: readonly BarListSeries[];
  rows: readonly BarListRow[];
}) {
  const stripes = useSvgId();
  const scales = series.map((_, index) => {
    const largest = Math.max(0, ...rows.map((row) => row.figures[index]?.value ?? 0));
    return scaleLinear<number>({ domain: [0, largest || 1], range: [0, 100], clamp: true });
  });
  return (
    <div role="img" aria-label={label} className="flex flex-col gap-3">
      {/* The stripes, once for every bar here: an id appears once in a page. */}
      <svg aria-hidden="true" width="0" height="0" className="absolute">
        <CountStripes id={stripes} />
      </svg>
      {series.length > 1 && <Legend items={series} stripes={stripes} />}
      {rows.map((row) => (
        <div key={row.key} className="flex min-w-0 flex-col gap-1">
          <div className="text-sm font-semibold break-words text-ink">{row.label}</div>
          {series.map((one, index) => {
            const figure = row.figures[index];
            if (!figure) return null;
            return (
              <div key={one.label} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2">
                <svg aria-hidden="true" className="h-4 w-full">
                  <Bar
                    x={0}
                    y={1}
                    height={14}
                    width={`${scales[index]?.(figure.value) ?? 0}%`}
                    {...seriesPaint(one.look, stripes)}
                  />
                </svg>
                <span className="text-right text-sm tabular-nums text-ink">{figure.text}</span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
