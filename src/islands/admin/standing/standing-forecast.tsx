import type { StandingOrdersList } from '@/stores/admin/standing/standing-orders';

type Next = NonNullable<StandingOrdersList['next']>;

/** The pieces by day, each day's dishes in the list's order (the server sorts by day, then dish). */
function byDay(pieces: Next['pieces']): Array<{ date: string; dayLabel: string; dishes: Next['pieces'] }> {
  const days: Array<{ date: string; dayLabel: string; dishes: Next['pieces'] }> = [];
  for (const line of pieces) {
    const day = days.at(-1);
    if (day?.date === line.date) day.dishes.push(line);
    else days.push({ date: line.date, dayLabel: line.dayLabel, dishes: [line] });
  }
  return days;
}

function PiecesTable({ next }: { next: Next }) {
  if (next.pieces.length === 0) {
    return <p className="text-muted">No standing order is going then: nothing will be placed.</p>;
  }
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Pieces the next placement will take, by day and dish</caption>
      <thead className="text-muted">
        <tr>
          <th scope="col" className="py-2 pr-2 font-semibold">
            Dish
          </th>
          <th scope="col" className="py-2 pl-2 text-right font-semibold">
            Pieces
          </th>
        </tr>
      </thead>
      {byDay(next.pieces).map((day) => (
        <tbody key={day.date}>
          <tr className="border-t border-brand-200">
            <th scope="colgroup" colSpan={2} className="pt-3 pb-1 font-semibold text-brand-900">
              {day.dayLabel}
            </th>
          </tr>
          {day.dishes.map((dish) => (
            <tr key={dish.productId} className="border-t border-brand-100">
              <th scope="row" className="py-2 pr-2 font-medium break-words text-ink">
                {dish.name}
              </th>
              <td className="py-2 pl-2 text-right tabular-nums">{dish.pieces}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

/**
 * When the next standing orders are placed and what they will take of the kitchen, per day and
 * dish: a forecast, said as such (the placement moves a full time and trims a short dish).
 */
export function StandingForecast({ list }: { list: StandingOrdersList }) {
  return (
    <section aria-labelledby="standing-forecast-heading" className="rounded-2xl border border-brand-200 bg-white p-5">
      <h2 id="standing-forecast-heading" className="text-xl font-bold text-brand-900">
        Next placement
      </h2>
      {list.next ? (
        <div className="mt-3 flex flex-col gap-3">
          <p className="font-semibold text-ink">Next placement: {list.next.label}</p>
          <p className="text-sm text-muted">
            A forecast: each active standing order at its usual time, with its dishes on the menu. When a time is full
            or a dish runs short, the placement moves or trims that order.
          </p>
          <PiecesTable next={list.next} />
        </div>
      ) : (
        <p className="mt-3 text-muted">
          No drop is scheduled, so no standing orders will be placed. They are placed 15 minutes before each drop opens.
        </p>
      )}
    </section>
  );
}
