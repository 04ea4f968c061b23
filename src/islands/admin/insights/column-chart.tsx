import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { CHAR_PX, ChartFrame, type Period, usePeriodBands } from './chart-frame';
import { CountStripes, type SeriesLook, seriesPaint, useSvgId } from './chart-series';

export interface Column extends Period {
  value: number;
}

/**
 * One series over time as columns (the sales per day, the orders per week): labels under the
 * axis as many as fit, every so many; each column's figure above it while there is room.
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
  const bands = usePeriodBands(columns, 52);
  const { x, innerHeight, centre } = bands;
  const stripes = useSvgId();
  const largest = Math.max(0, ...columns.map((column) => column.value));
  const y = scaleLinear<number>({ domain: [0, largest || 1], range: [innerHeight, 0], nice: true });
  // Counts have whole ticks only: no '0.5 orders'.
  const ticks = y.ticks(4).filter((tick) => look === 'money' || Number.isInteger(tick));
  const valuesFit = x.step() >= Math.max(...columns.map((column) => format(column.value).length)) * CHAR_PX + 4;

  return (
    <ChartFrame
      label={label}
      bands={bands}
      periods={columns}
      grid={ticks.map((tick) => ({ at: y(tick), text: format(tick) }))}
      defs={<CountStripes id={stripes} />}
    >
      {columns.map((column) => {
        const top = y(column.value);
        return (
          <g key={column.key}>
            <Bar
              x={x(column.key) ?? 0}
              y={top}
              width={x.bandwidth()}
              height={Math.max(innerHeight - top, 0)}
              {...seriesPaint(look, stripes)}
            />
            {valuesFit && column.value > 0 && (
              <text x={centre(column)} y={top - 4} textAnchor="middle" className="fill-ink text-xs tabular-nums">
                {format(column.value)}
              </text>
            )}
          </g>
        );
      })}
    </ChartFrame>
  );
}
