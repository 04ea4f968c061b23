import { TZDate } from '@date-fns/tz';
import { clock24 } from '@/domain/fulfilment/clock-words';
import { clockLabel, WEEK_FROM_MONDAY, WEEKDAY_NAMES } from '@/domain/fulfilment/opening-hours';
import { SHOP_TIME_ZONE, shopDate, type Weekday } from '@/domain/fulfilment/schedule';
import { dayLabel } from '@/domain/fulfilment/window-label';
import { holdLabel } from '@/domain/owner-orders/payment-link-messages';
import type { StandingOrder } from '@/stores/account/standing-orders';

/*
 * How a standing order reads (issue 49), on /account, on its token link's page and on the new
 * standing order's page alike: its status, its card, its end, this drop's charge and a failed
 * charge's pay-by, and the choices of its preferred window. Times are the shop's.
 */

/** The weekdays as the select offers them, Monday first: value (0 Sunday) and name. */
export const WEEKDAY_CHOICES = WEEK_FROM_MONDAY.map((day) => ({ value: String(day), label: WEEKDAY_NAMES[day] }));

/** Every half-hour of the day, 'HH:MM' with its words ('5:30 PM'). */
const HALF_HOURS = Array.from({ length: 48 }, (_, index) => {
  const time = `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`;
  return { value: time, label: clockLabel(time) };
});

/** The times the select offers: the half-hours, and a time already chosen between them (a past order's). */
export function timeChoices(chosen: string): Array<{ value: string; label: string }> {
  if (chosen === '' || HALF_HOURS.some((choice) => choice.value === chosen)) return HALF_HOURS;
  return [...HALF_HOURS, { value: chosen, label: clockLabel(chosen) }].sort((a, b) => a.value.localeCompare(b.value));
}

/** A window's start as her preferred window: its weekday and time of day on the shop's clock. */
export function preferredWindowOf(start: string): { weekday: Weekday; time: string } {
  const instant = new Date(start);
  const inShop = new TZDate(instant.getTime(), SHOP_TIME_ZONE);
  return { weekday: inShop.getDay() as Weekday, time: clock24(inShop) };
}

export type StatusTone = 'good' | 'paused' | 'needed' | 'ended';

/** The status badge's words: Active, Paused (by her or by the shop), Card needed, Cancelled. */
export function statusWords(order: Pick<StandingOrder, 'status' | 'pausedBy'>): { label: string; tone: StatusTone } {
  switch (order.status) {
    case 'active':
      return { label: 'Active', tone: 'good' };
    case 'paused':
      return { label: order.pausedBy === 'owner' ? 'Paused by the shop' : 'Paused', tone: 'paused' };
    case 'setting-up':
      return { label: 'Card needed', tone: 'needed' };
    default:
      return { label: 'Cancelled', tone: 'ended' };
  }
}

/** 'Visa ending 4242, expires 12/2027'. */
export const cardWords = (card: NonNullable<StandingOrder['card']>): string =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending ${card.last4}, expires ${card.expMonth}/${card.expYear}`;

/** 'Ends Thu, Dec 31, 2026', or that it has none. */
export const endsWords = (endsOn: string | null): string =>
  endsOn === null ? 'No end date' : `Ends ${dayLabel(endsOn)}, ${endsOn.slice(0, 4)}`;

/** When this drop's order is charged, and that she may change or skip it until then. */
export const chargeWords = (chargeAt: string): string =>
  `Charged ${holdLabel(new Date(chargeAt))} — change or skip until then`;

/** A failed charge's way out: the pay link, until the order is let go. */
export const payByWords = (payBy: string): string => `Pay by ${holdLabel(new Date(payBy))} with the link we sent you`;

/** A history line's day: 'Thu, Dec 10'. */
export const historyDay = (at: string): string => dayLabel(shopDate(new Date(at)));

/** Where this drop's order stands, in words, for the states other than placed (whose charge is said in full). */
export const RUN_WORDS: Record<NonNullable<StandingOrder['upcoming']>['status'], string> = {
  placed: 'Placed',
  skipped: 'Skipped',
  charging: 'Being charged',
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
};
