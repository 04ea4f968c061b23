/*
 * What the next placement will ask of the kitchen (issue 49), for the owner's page: each active
 * standing order that is going (not paused, not past its end, not skipping) at its usual time in
 * that cycle (or the cycle's nearest day to it, when a drop does not sell that day), its dishes on
 * the menu, summed per day and dish. A forecast: the placement itself moves an order whose time is
 * full and trims a dish that is short (standing-plan.ts).
 */
import { shopDate, shopInstant } from '../fulfilment/schedule';
import { dayLabel } from '../fulfilment/window-label';
import type { StandingCycle } from './standing-cycle';
import { type StandingTemplate, skipBeforePlacing, usualTime } from './standing-plan';

/** A dish as the forecast reads the menu: its name, and whether it can be sold. */
export interface ForecastDish {
  name: string;
  onMenu: boolean;
}

export interface ForecastPieces {
  date: string;
  dayLabel: string;
  productId: number;
  name: string;
  pieces: number;
}

/** The cycle's day nearest her usual time (the earlier of two as near), as the placement looks first. */
function nearestDay(cycle: Pick<StandingCycle, 'days'>, usual: Date, time: string): string {
  const date = shopDate(usual);
  if (cycle.days.length === 0 || cycle.days.includes(date)) return date;
  const distance = (day: string) => Math.abs(shopInstant(day, time).getTime() - usual.getTime());
  return [...cycle.days].sort((a, b) => distance(a) - distance(b) || a.localeCompare(b))[0] ?? date;
}

export function forecastPieces(
  templates: readonly StandingTemplate[],
  cycle: Pick<StandingCycle, 'days'>,
  dishes: ReadonlyMap<number, ForecastDish>,
): ForecastPieces[] {
  const sums = new Map<string, ForecastPieces>();
  for (const template of templates) {
    if (template.status !== 'active') continue;
    const usual = usualTime(cycle, template.weekday, template.time);
    if (skipBeforePlacing(template, usual)) continue;
    const date = nearestDay(cycle, usual, template.time);
    for (const line of template.items) {
      const dish = dishes.get(line.productId);
      if (!dish?.onMenu) continue;
      const key = `${date} ${line.productId}`;
      const sum = sums.get(key) ?? {
        date,
        dayLabel: dayLabel(date),
        productId: line.productId,
        name: dish.name,
        pieces: 0,
      };
      sums.set(key, { ...sum, pieces: sum.pieces + line.quantity });
    }
  }
  return [...sums.values()].sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}
