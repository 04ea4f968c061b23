import { count, WEEKDAYS, windowStartLabel } from './insights-format';

export interface BusyCell {
  weekday: number;
  window: string;
  orders: number;
}

/*
 * The shades of the heat map, lightest to darkest, each with a text colour that keeps 4.5:1 on
 * it: ink on white and the light oranges, white on the dark ones. The number in every cell says
 * what the shade only hints at.
 */
const SHADES = [
  'bg-white text-muted',
  'bg-brand-50 text-ink',
  'bg-brand-200 text-ink',
  'bg-brand-500 text-ink',
  'bg-brand-700 text-white',
  'bg-brand-900 text-white',
] as const;

/** A count's shade: none for 0, then five steps up to the busiest cell. */
const shadeOf = (orders: number, busiest: number): string =>
  SHADES[orders === 0 || busiest === 0 ? 0 : Math.max(1, Math.ceil((orders / busiest) * 5))] ?? SHADES[0];

/**
 * Orders by weekday and window start as a table shaded like a heat map: a row per window start
 * ('2:00 PM', Kansas City time), a column per weekday, every cell its number. Seven narrow columns
 * fit a 320 px screen; a screen reader reads it as the table it is.
 */
export function HeatMap({ cells, caption }: { cells: readonly BusyCell[]; caption: string }) {
  const windows = [...new Set(cells.map((cell) => cell.window))].sort();
  const ordersAt = new Map(cells.map((cell) => [`${cell.weekday}|${cell.window}`, cell.orders]));
  const busiest = Math.max(0, ...cells.map((cell) => cell.orders));
  return (
    <div className="flex flex-col gap-3">
      <table className="w-full table-fixed border-separate border-spacing-0.5 text-center">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-16 py-1 text-left text-xs font-semibold text-muted">
              Window
            </th>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday.day} scope="col" className="py-1 text-xs font-semibold text-muted">
                <span aria-hidden="true">{weekday.short}</span>
                <span className="sr-only">{weekday.name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {windows.map((window) => (
            <tr key={window}>
              <th scope="row" className="py-1 pr-1 text-left text-xs font-semibold whitespace-nowrap text-ink">
                {windowStartLabel(window)}
              </th>
              {WEEKDAYS.map((weekday) => {
                const orders = ordersAt.get(`${weekday.day}|${window}`) ?? 0;
                return (
                  <td
                    key={weekday.day}
                    className={`h-9 rounded border border-brand-100 text-xs font-semibold tabular-nums sm:text-sm ${shadeOf(orders, busiest)}`}
                  >
                    {count(orders)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted" aria-hidden="true">
        <span>Fewer orders</span>
        {SHADES.slice(1).map((shade) => (
          <span key={shade} className={`size-5 rounded border border-brand-100 ${shade}`} />
        ))}
        <span>More orders</span>
      </div>
    </div>
  );
}
