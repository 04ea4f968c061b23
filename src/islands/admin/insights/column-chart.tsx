import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { CountStripes, type SeriesLook, seriesPaint, useSvgId } from './chart-series';
import { useWidth } from './use-width';

export interface Column {
  key: string;
  /** Its name under the axis ('Mar 2'). */
  tick: string;
  value: number;
}

const HEIGHT = 200;
const MARGIN = { top: 20, right: 20, bottom: 28, left: 52 };
/** About how wide a character of the axes' 12 px text is, to keep their labels apart. */
const CHAR_PX = 7;

/**
 * One series over time as columns (the sales per day, the orders per week), drawn at the width it
 * is shown so its text stays the page's size: labels under the axis as many as fit, every so
 * many; each column's figure above it while there is room. For a screen reader it is one image
 * named by `label`; the section's table has every figure.
 */
export function ColumnChart({
  label,
  look,
  columns,
  format,
}: {
  label: string;
  look: SeriesLook;
  columns: readonly Column[];
  /** How a value reads on the axis and above a column ('$1.2K', '12'). */
  format: (value: number) => string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const stripes = useSvgId();
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 1);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({
    domain: columns.map((column) => column.key),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const largest = Math.max(0, ...columns.map((column) => column.value));
  const y = scaleLinear<number>({ domain: [0, largest || 1], range: [innerHeight, 0], nice: true });
  // Counts have whole ticks only: no '0.5 orders'.
  const ticks = y.ticks(4).filter((tick) => look === 'money' || Number.isInteger(tick));
  const widest = Math.max(1, ...columns.map((column) => column.tick.length)) * CHAR_PX + 12;
  const every = Math.max(1, Math.ceil(widest / Math.max(x.step(), 1)));
  const valuesFit = x.step() >= Math.max(...columns.map((column) => format(column.value).length)) * CHAR_PX + 4;

  return (
    <div ref={ref} className="w-full overflow-hidden">
      <svg role="img" aria-label={label} width={width} height={HEIGHT} className="block">
        <CountStripes id={stripes} />
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {ticks.map((tick) => (
            <g key={tick} transform={`translate(0,${y(tick)})`}>
              <line x2={innerWidth} className="stroke-stone-200" />
              <text x={-8} dy="0.32em" textAnchor="end" className="fill-muted text-xs">
                {format(tick)}
              </text>
            </g>
          ))}
          {columns.map((column, index) => {
            const left = x(column.key) ?? 0;
            const top = y(column.value);
            return (
              <g key={column.key}>
                <Bar
                  x={left}
                  y={top}
                  width={x.bandwidth()}
                  height={Math.max(innerHeight - top, 0)}
                  {...seriesPaint(look, stripes)}
                />
                {valuesFit && column.value > 0 && (
                  <text
                    x={left + x.bandwidth() / 2}
                    y={top - 4}
                    textAnchor="middle"
                    className="fill-ink text-xs tabular-nums"
                  >
                    {format(column.value)}
                  </text>
                )}
                {index % every === 0 && (
                  <text
                    x={left + x.bandwidth() / 2}
                    y={innerHeight + 18}
                    textAnchor="middle"
                    className="fill-muted text-xs"
                  >
                    {column.tick}
                  </text>
                )}
              </g>
            );
          })}
          <line y1={innerHeight} y2={innerHeight} x2={innerWidth} className="stroke-stone-500" />
        </g>
      </svg>
    </div>
  );
}
