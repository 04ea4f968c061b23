import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { CHAR_PX, ChartFrame, type Period, usePeriodBands } from './chart-frame';

/** A point of the line: null where the period has nothing to average. */
export type Point = Period & { value: number | null };

/**
 * An average over time on a fixed scale (the ratings' 1 to 5 stars): a line through the periods
 * that have one, broken where one has none, each point a dot with its figure above it while there
 * is room.
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
  const bands = usePeriodBands(points, 40);
  const { x, innerHeight, centre } = bands;
  const y = scaleLinear<number>({ domain: [domain[0], domain[1]], range: [innerHeight, 0] });
  const valuesFit = x.step() >= 4 * CHAR_PX;
  const ticks = y.ticks(domain[1] - domain[0]).filter((tick) => Number.isInteger(tick));

  return (
    <ChartFrame
      label={label}
      bands={bands}
      periods={points}
      grid={ticks.map((tick) => ({ at: y(tick), text: tickFormat(tick) }))}
    >
      <LinePath<Point>
        data={[...points]}
        x={centre}
        y={(point) => y(point.value ?? domain[0])}
        defined={(point) => point.value !== null}
        className="fill-none stroke-brand-800"
        strokeWidth={2}
      />
      {points.map(
        (point) =>
          point.value !== null && (
            <g key={point.key}>
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
            </g>
          ),
      )}
    </ChartFrame>
  );
}
