import { scaleBand, scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { Column } from './column-chart';
import { useWidth } from './use-width';

/** A point of the line: null where the period has nothing to average. */
export type Point = Omit<Column, 'value'> & { value: number | null };

const HEIGHT = 200;
const MARGIN = { top: 20, right: 20, bottom: 28, left: 40 };
const CHAR_PX = 7;

/**
 * An average over time on a fixed scale (the ratings' 1 to 5 stars): a line through the periods
 * that have one, broken where one has none, each point a dot with its figure above it while there
 * is room. Drawn at the width it is shown, as the column chart; one image named by `label` for a
 * screen reader, the section's table having every figure.
 */
export function LineChart({
  label,
  points,
  domain,
  format,
  tickFormat = String,
}: {
  label: string;
  points: readonly Point[];
  domain: readonly [number, number];
  /** How a point's value reads above it ('4.3'). */
  format: (value: number) => string;
  /** How the axis' whole steps read ('4'). */
  tickFormat?: (value: number) => string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 1);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: points.map((point) => point.key), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [domain[0], domain[1]], range: [innerHeight, 0] });
  const centre = (point: Point) => (x(point.key) ?? 0) + x.bandwidth() / 2;
  const widest = Math.max(1, ...points.map((point) => point.tick.length)) * CHAR_PX + 12;
  const every = Math.max(1, Math.ceil(widest / Math.max(x.step(), 1)));
  const valuesFit = x.step() >= 4 * CHAR_PX;
  const ticks = y.ticks(domain[1] - domain[0]).filter((tick) => Number.isInteger(tick));

  return (
    <div ref={ref} className="w-full overflow-hidden">
      <svg role="img" aria-label={label} width={width} height={HEIGHT} className="block">
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {ticks.map((tick) => (
            <g key={tick} transform={`translate(0,${y(tick)})`}>
              <line x2={innerWidth} className="stroke-stone-200" />
              <text x={-8} dy="0.32em" textAnchor="end" className="fill-muted text-xs">
                {tickFormat(tick)}
              </text>
            </g>
          ))}
          <LinePath<Point>
            data={[...points]}
            x={centre}
            y={(point) => y(point.value ?? domain[0])}
            defined={(point) => point.value !== null}
            className="fill-none stroke-brand-800"
            strokeWidth={2}
          />
          {points.map((point, index) => (
            <g key={point.key}>
              {point.value !== null && (
                <>
                  <circle
                    cx={centre(point)}
                    cy={y(point.value)}
                    r={4}
                    className="fill-white stroke-brand-800"
                    strokeWidth={2}
                  />
                  {valuesFit && (
                    <text
                      x={centre(point)}
                      y={y(point.value) - 8}
                      textAnchor="middle"
                      className="fill-ink text-xs tabular-nums"
                    >
                      {format(point.value)}
                    </text>
                  )}
                </>
              )}
              {index % every === 0 && (
                <text x={centre(point)} y={innerHeight + 18} textAnchor="middle" className="fill-muted text-xs">
                  {point.tick}
                </text>
              )}
            </g>
          ))}
          <line y1={innerHeight} y2={innerHeight} x2={innerWidth} className="stroke-stone-500" />
        </g>
      </svg>
    </div>
  );
}
