import { scaleBand } from '@visx/scale';
import type { ReactNode } from 'react';
import { useWidth } from './use-width';

/** A period of a chart: its key, and its name under the axis ('Mar 2'). */
export interface Period {
  key: string;
  tick: string;
}

export const CHART_HEIGHT = 200;
/** About how wide a character of the axes' 12 px text is, to keep their labels apart. */
export const CHAR_PX = 7;

/**
 * The ground the charts share, drawn at the width it is shown so its text stays the page's size:
 * one band per period, and how many periods apart their names stand under the axis so they do not
 * run into each other. `left` is the room for the value axis' labels.
 */
export function usePeriodBands(periods: readonly Period[], left: number) {
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const margin = { top: 20, right: 20, bottom: 28, left };
  const innerWidth = Math.max(width - margin.left - margin.right, 1);
  const innerHeight = CHART_HEIGHT - margin.top - margin.bottom;
  const x = scaleBand<string>({ domain: periods.map((period) => period.key), range: [0, innerWidth], padding: 0.2 });
  const widest = Math.max(1, ...periods.map((period) => period.tick.length)) * CHAR_PX + 12;
  const every = Math.max(1, Math.ceil(widest / Math.max(x.step(), 1)));
  const centre = (period: Period) => (x(period.key) ?? 0) + x.bandwidth() / 2;
  return { ref, width, margin, innerWidth, innerHeight, x, every, centre };
}

type Bands = ReturnType<typeof usePeriodBands>;

/**
 * A chart's frame: one image named by `label` for a screen reader (the section's table has every
 * figure), the value axis' lines and labels (`grid`: where each stands and how it reads), the
 * periods' names under the axis every so many, the axis itself, and the series (`children`) between.
 */
export function ChartFrame({
  label,
  bands,
  periods,
  grid,
  defs,
  children,
}: {
  label: string;
  bands: Bands;
  periods: readonly Period[];
  grid: ReadonlyArray<{ at: number; text: string }>;
  defs?: ReactNode;
  children: ReactNode;
}) {
  const { ref, width, margin, innerWidth, innerHeight, every, centre } = bands;
  return (
    <div ref={ref} className="w-full overflow-hidden">
      <svg role="img" aria-label={label} width={width} height={CHART_HEIGHT} className="block">
        {defs}
        <g transform={`translate(${margin.left},${margin.top})`}>
          {grid.map(({ at, text }) => (
            <g key={at} transform={`translate(0,${at})`}>
              <line x2={innerWidth} className="stroke-stone-200" />
              <text x={-8} dy="0.32em" textAnchor="end" className="fill-muted text-xs">
                {text}
              </text>
            </g>
          ))}
          {children}
          {periods.map(
            (period, index) =>
              index % every === 0 && (
                <text
                  key={period.key}
                  x={centre(period)}
                  y={innerHeight + 18}
                  textAnchor="middle"
                  className="fill-muted text-xs"
                >
                  {period.tick}
                </text>
              ),
          )}
          <line y1={innerHeight} y2={innerHeight} x2={innerWidth} className="stroke-stone-500" />
        </g>
      </svg>
    </div>
  );
}
