/*
 * The storefront says a dish's limits before the checkout does (issue 26): which day a menu card
 * counts against, the card's note ('15 left today', 'Sold out today · more on Fri, Nov 27'), how many
 * more pieces the cart may take and why no more, and why the cart cannot be made on a day. Pure: the
 * days come in as GET /api/fulfilment-windows/upcoming answers them (each day's pieces left), the
 * rules are ./piece-limits.ts's, and the server stays the judge (its 409 says the same words).
 */
import {
  type CartPieces,
  type DishLimits,
  type DishProblem,
  dishProblem,
  FEW_LEFT,
  leftTodayNote,
  piecesByDish,
} from './piece-limits';
import { shopDate } from './schedule';
import { dayLabel } from './window-label';

/** A day of the upcoming windows' answer, as much of it as the storefront reads. */
export interface DayLeft {
  date: string;
  windows: ReadonlyArray<{ available: boolean }>;
  /** Pieces left of each dish with a daily limit; a dish not listed has no limit. */
  products: ReadonlyArray<{ productId: number; remaining: number }>;
}

/** A cart line as far as its dish's limits go. */
export interface CartDish extends CartPieces {
  name: string;
}

/** The day a card counts against, and how its words name it. */
export interface CountedDay {
  date: string;
  /** The shop's today: the words say 'today' rather than the date. */
  today: boolean;
  /** The customer chose a window on it in the cart sheet. */
  chosen: boolean;
}

/** The chosen window's day while that window is still ahead, else the shop's today. */
export function countedDay(chosenStart: string | null, now: Date): CountedDay {
  const today = shopDate(now);
  if (chosenStart === null || new Date(chosenStart).getTime() <= now.getTime()) {
    return { date: today, today: true, chosen: false };
  }
  const date = shopDate(new Date(chosenStart));
  return { date, today: date === today, chosen: true };
}

/** Pieces left of a dish on a day: null when it has no daily limit. */
const leftThatDay = (day: DayLeft, productId: number): number | null =>
  day.products.find((dish) => dish.productId === productId)?.remaining ?? null;

/** Pieces left of a dish on a date: null without a limit, or when the answer does not cover the date. */
export function leftOn(days: readonly DayLeft[], date: string, productId: number): number | null {
  const day = days.find((entry) => entry.date === date);
  return day ? leftThatDay(day, productId) : null;
}

/** The first day after `date` that still takes orders (a window free) and has some of the dish. */
export function nextDayWithSome(days: readonly DayLeft[], date: string, productId: number): string | null {
  const next = days.find(
    (day) => day.date > date && day.windows.some((window) => window.available) && leftThatDay(day, productId) !== 0,
  );
  return next?.date ?? null;
}

const onDay = (day: Pick<CountedDay, 'date' | 'today'>) => (day.today ? 'today' : `for ${dayLabel(day.date)}`);

/**
 * A card's note: for today piece-limits' own ('15 left today', 'Sold out today'), naming the next day
 * that has some when none is left ('Sold out today · more on Fri, Nov 27'); for a chosen day the
 * same with its date ('5 left for Fri, Nov 27', 'Sold out for Fri, Nov 27'). Null when plenty is left.
 */
export function dishNote(left: number | null, day: CountedDay, next: string | null): string | null {
  if (day.today) {
    const note = leftTodayNote(left);
    return left === 0 && next !== null ? `${note} · more on ${dayLabel(next)}` : note;
  }
  if (left === null || left >= FEW_LEFT) return null;
  return left === 0 ? `Sold out ${onDay(day)}` : `${left} left ${onDay(day)}`;
}

/** How many more pieces of a dish the cart may take, and why no more. */
export interface DishRoom {
  more: number;
  /** 'Only 5 left today', 'Sold out for Fri, Nov 27' or 'At most 40 per order'. */
  reason: string;
  /** The cart already holds more than that (a cart kept from before, Order again). */
  over: boolean;
  /** What limits it: what the day has left, or the most per order. */
  by: 'day' | 'order';
}

/** The tighter of what the day has left and the most per order, less the cart's pieces; null when neither limits. */
export function roomFor(
  left: number | null,
  maxPerOrder: number | null,
  inCart: number,
  day: Pick<CountedDay, 'date' | 'today'>,
): DishRoom | null {
  const byDay =
    left === null
      ? null
      : {
          room: left - inCart,
          reason: left === 0 ? `Sold out ${onDay(day)}` : `Only ${left} left ${onDay(day)}`,
          by: 'day' as const,
        };
  const byOrder =
    maxPerOrder === null
      ? null
      : { room: maxPerOrder - inCart, reason: `At most ${maxPerOrder} per order`, by: 'order' as const };
  const tighter = byDay && byOrder ? (byOrder.room < byDay.room ? byOrder : byDay) : (byDay ?? byOrder);
  if (tighter === null) return null;
  return { more: Math.max(0, tighter.room), reason: tighter.reason, over: tighter.room < 0, by: tighter.by };
}

/** What a card and a cart line show of a dish's limits. */
export interface DishAvailability {
  /** Pieces left on the counted day; null without a limit (or before the answer). */
  left: number | null;
  note: string | null;
  room: DishRoom | null;
  /** The cart's pieces of the dish, all its lines together. */
  inCart: number;
  /** The note already says why no more can be chosen ('12 left today' for 'Only 12 left today'). */
  noteSaysWhy: boolean;
}

/**
 * A dish's limits for the day the cart counts against. With no day chosen and none left today, the
 * room is the next day's that has some (the day the note names): counting against today would keep
 * an empty cart from taking the dish at all, so the customer could never reach the sheet's choice
 * of that day.
 */
export function dishAvailability(
  dish: { productId: number; maxPerOrder: number | null },
  cart: readonly CartPieces[],
  days: readonly DayLeft[],
  chosenStart: string | null,
  now: Date,
): DishAvailability {
  const day = countedDay(chosenStart, now);
  const left = leftOn(days, day.date, dish.productId);
  const next = left === 0 ? nextDayWithSome(days, day.date, dish.productId) : null;
  const inCart = piecesByDish(cart).get(dish.productId) ?? 0;
  const room =
    !day.chosen && next !== null
      ? roomFor(leftOn(days, next, dish.productId), dish.maxPerOrder, inCart, { date: next, today: false })
      : roomFor(left, dish.maxPerOrder, inCart, day);
  const note = dishNote(left, day, next);
  // The room counted on the note's own day, by what that day has left, with none in the cart.
  const noteSaysWhy = note !== null && room?.by === 'day' && (day.chosen || next === null) && inCart === 0;
  return { left, note, room, inCart, noteSaysWhy };
}

const NOTHING_TAKEN: ReadonlyMap<number, number> = new Map();

/**
 * The cart's dishes' limits on a day, for piece-limits' dishProblem: what is left stands for the
 * day's limit with nothing taken (piecesLeft(remaining, 0) is remaining).
 */
function limitsOn(
  cart: readonly CartDish[],
  day: DayLeft | undefined,
  maxPerOrderOf: (productId: number) => number | null,
): Map<number, DishLimits> {
  return new Map(
    cart.map((line) => [
      line.productId,
      {
        productId: line.productId,
        name: line.name,
        dailyLimit: day ? leftThatDay(day, line.productId) : null,
        maxPerOrder: maxPerOrderOf(line.productId),
      },
    ]),
  );
}

/** Why a day cannot make the cart: its first dish with fewer pieces left than the cart holds. */
export interface DayShortage {
  name: string;
  left: number;
  /** dishProblem's words: 'Only 5 Beef Samosa left for Thu, Nov 26', 'Beef Samosa is sold out for Thu, Nov 26'. */
  message: string;
}

/**
 * Why the cart cannot be made on a day, dish by dish so the day's chip can name the dish. The most
 * per order is no day's doing: the cart lines say it.
 */
export function dayShortage(cart: readonly CartDish[], day: DayLeft): DayShortage | null {
  const limits = limitsOn(cart, day, () => null);
  for (const [productId, quantity] of piecesByDish(cart)) {
    const problem = dishProblem([{ productId, quantity }], limits, day.date, NOTHING_TAKEN);
    const dish = limits.get(productId);
    if (problem && dish) return { name: dish.name, left: dish.dailyLimit ?? 0, message: problem.message };
  }
  return null;
}

/** A day chip's short words for its shortage: 'Beef Samosa sold out', 'Only 5 Beef Samosa left'. */
export const shortageNote = (shortage: DayShortage): string =>
  shortage.left === 0 ? `${shortage.name} sold out` : `Only ${shortage.left} ${shortage.name} left`;

/**
 * What the checkout would refuse the cart for in the chosen window (starting `windowStart`): a dish
 * over its most per order (`menu`), then over what that day has left.
 */
export function orderProblem(
  cart: readonly CartDish[],
  menu: ReadonlyArray<{ id: number; maxPerOrder: number | null }>,
  days: readonly DayLeft[],
  windowStart: string,
): DishProblem | null {
  const date = shopDate(new Date(windowStart));
  const maxPerOrderOf = (productId: number) => menu.find((dish) => dish.id === productId)?.maxPerOrder ?? null;
  const limits = limitsOn(
    cart,
    days.find((day) => day.date === date),
    maxPerOrderOf,
  );
  return dishProblem(cart, limits, date, NOTHING_TAKEN);
}
