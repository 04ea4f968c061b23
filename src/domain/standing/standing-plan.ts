/*
 * What a standing order becomes in one cycle (issue 49; docs/behaviour/rules.md#standing-orders):
 * whether it is skipped and why, and otherwise its window and lines. Her usual time if it has room;
 * else the nearest window that has; each dish as she asked, or what is left of it that day; and
 * each change said in words. Pure: the server counts what is taken under the schedule's lock and
 * asks this.
 */
import { addDays, shopDate, shopInstant, type Weekday, weekdayOf } from '../fulfilment/schedule';
import { dayLabel, shopTime, windowLabel } from '../fulfilment/window-label';
import type { StandingCycle } from './standing-cycle';

export interface StandingLine {
  productId: number;
  quantity: number;
}

/** A dish as the placement reads the menu: whether it can be sold, its fewest pieces, its most per order. */
export interface PlanDish {
  productId: number;
  name: string;
  onMenu: boolean;
  fewest: number;
  maxPerOrder: number | null;
}

/** A window the cycle may use, with its room now: an order's place, and pieces (null: no limit). */
export interface PlanWindow {
  start: Date;
  end: Date;
  hasPlace: boolean;
  piecesRoom: number | null;
}

export interface StandingTemplate {
  status: 'setting-up' | 'active' | 'paused' | 'cancelled';
  skipNext: boolean;
  endsOn: string | null;
  weekday: Weekday;
  time: string;
  items: readonly StandingLine[];
}

/** What the plan is made from: the standing order as she left it (as stored). */
export const templateOf = (standing: {
  status: StandingTemplate['status'];
  skipNext: boolean;
  endsOn: string | null;
  preferredWeekday: Weekday;
  preferredTime: string;
  items: readonly StandingLine[];
}): StandingTemplate => ({
  status: standing.status,
  skipNext: standing.skipNext,
  endsOn: standing.endsOn,
  weekday: standing.preferredWeekday,
  time: standing.preferredTime,
  items: standing.items,
});

export type StandingPlan =
  | { kind: 'skip'; reason: string /** Her own skip: the flag is used up. */; usesSkip: boolean }
  | { kind: 'place'; window: { start: Date; end: Date }; lines: StandingLine[]; notes: string[] };

export const SKIPPED_BY_HER = 'You skipped this one.';
export const SKIPPED_PAUSED = 'Your standing order is paused.';
export const SKIPPED_ENDED = 'Your standing order has ended.';
export const NOTHING_ON_MENU = 'None of your dishes is on the menu this time.';
export const NO_ROOM = 'Every time we could offer was full, so there is no order this time.';
export const ALL_SOLD_OUT = 'Your dishes were sold out for every day we could offer, so there is no order this time.';

/** Her usual time in this cycle: its first day with her weekday (or the first after its start), at her time. */
export function usualTime(cycle: Pick<StandingCycle, 'days'>, weekday: Weekday, time: string): Date {
  const first = cycle.days[0] ?? '';
  const match = cycle.days.find((day) => weekdayOf(day) === weekday);
  const date = match ?? addDays(first, (weekday - weekdayOf(first) + 7) % 7);
  return shopInstant(date, time);
}

/** Why the cycle is skipped before any window is looked at, or null. */
export function skipBeforePlacing(template: StandingTemplate, usual: Date): StandingPlan | null {
  if (template.status === 'paused') return { kind: 'skip', reason: SKIPPED_PAUSED, usesSkip: false };
  if (template.endsOn !== null && shopDate(usual) > template.endsOn) {
    return { kind: 'skip', reason: SKIPPED_ENDED, usesSkip: false };
  }
  if (template.skipNext) return { kind: 'skip', reason: SKIPPED_BY_HER, usesSkip: true };
  return null;
}

/** 'Fri 5:00 PM' on the shop's clock. */
const usualLabel = (usual: Date) => `${dayLabel(shopDate(usual)).split(',')[0]} ${shopTime(usual)}`;

/** Each line as the day allows: what is left of it (`left`: null for no limit), or left out. */
function linesForDay(
  lines: readonly StandingLine[],
  dishes: ReadonlyMap<number, PlanDish>,
  left: ReadonlyMap<number, number | null>,
  date: string,
): { lines: StandingLine[]; notes: string[] } {
  const kept: StandingLine[] = [];
  const notes: string[] = [];
  for (const line of lines) {
    const dish = dishes.get(line.productId);
    if (!dish?.onMenu) continue;
    const room = Math.min(line.quantity, left.get(line.productId) ?? Infinity, dish.maxPerOrder ?? Infinity);
    if (room < dish.fewest || room <= 0) {
      notes.push(`${dish.name} was sold out for ${dayLabel(date)}, so it is left out.`);
    } else {
      if (room < line.quantity) notes.push(`Only ${room} of your ${line.quantity} ${dish.name} were left.`);
      kept.push({ productId: line.productId, quantity: room });
    }
  }
  return { lines: kept, notes };
}

const distance = (window: PlanWindow, usual: Date) => Math.abs(window.start.getTime() - usual.getTime());

/**
 * The cycle's order: her usual time if it has room, else the nearest window with a place and room
 * for her pieces (the earlier of two as near); each dish as the window's day allows. Dishes off
 * the menu are left out and said; when none is on it, or nothing fits anywhere, it is skipped.
 */
export function planStandingOrder(
  template: StandingTemplate,
  cycle: Pick<StandingCycle, 'days'>,
  windows: readonly PlanWindow[],
  dishes: ReadonlyMap<number, PlanDish>,
  leftOn: (date: string) => ReadonlyMap<number, number | null>,
): StandingPlan {
  const usual = usualTime(cycle, template.weekday, template.time);
  const skipped = skipBeforePlacing(template, usual);
  if (skipped) return skipped;
  const offMenu = template.items.filter((line) => !dishes.get(line.productId)?.onMenu);
  if (offMenu.length === template.items.length) return { kind: 'skip', reason: NOTHING_ON_MENU, usesSkip: false };
  const offMenuNotes = offMenu.map(
    (line) => `${dishes.get(line.productId)?.name ?? 'A dish'} is not on the menu this time, so it is left out.`,
  );
  let soldOut = false;
  const nearest = [...windows].sort(
    (a, b) => distance(a, usual) - distance(b, usual) || a.start.getTime() - b.start.getTime(),
  );
  for (const window of nearest) {
    if (!window.hasPlace) continue;
    const date = shopDate(window.start);
    const day = linesForDay(template.items, dishes, leftOn(date), date);
    if (day.lines.length === 0) {
      soldOut = true;
      continue;
    }
    const pieces = day.lines.reduce((sum, line) => sum + line.quantity, 0);
    if (window.piecesRoom !== null && pieces > window.piecesRoom) continue;
    const moved =
      window.start.getTime() === usual.getTime()
        ? []
        : [
            `Your usual time (${usualLabel(usual)}) was not free, so we booked ${windowLabel(window.start, window.end)}.`,
          ];
    return {
      kind: 'place',
      window: { start: window.start, end: window.end },
      lines: day.lines,
      notes: [...moved, ...offMenuNotes, ...day.notes],
    };
  }
  return { kind: 'skip', reason: soldOut ? ALL_SOLD_OUT : NO_ROOM, usesSkip: false };
}
