/*
 * How a window reads to people, always in the shop's time zone whatever the reader's clock says:
 * 'Wed, Nov 25, 2:00–2:30 PM'. The cart sheet, the checkout, the confirmation, the receipt, the
 * order history and the admin cards all say it the same way.
 */
import { TZDate } from '@date-fns/tz';
import { clockTime, clockTimeWithPeriod, dayPeriod, monthDay, weekdayMonthDay, weekdayShort } from './clock-words';
import type { OrderType } from '../order-type';
import { SHOP_TIME_ZONE } from './schedule';

const inShop = (instant: Date) => new TZDate(instant.getTime(), SHOP_TIME_ZONE);

const noonOf = (date: string) => {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new TZDate(y, m - 1, d, 12, 0, 0, SHOP_TIME_ZONE);
};

/** 'Wed, Nov 25' for a shop date 'YYYY-MM-DD'. */
export const dayLabel = (date: string): string => weekdayMonthDay(noonOf(date));

/** A shop date in two short parts for a chip: 'Wed' and 'Nov 25'. */
export const dayParts = (date: string): { weekday: string; monthDay: string } => ({
  weekday: weekdayShort(noonOf(date)),
  monthDay: monthDay(noonOf(date)),
});

/** '2:00–2:30 PM', or '11:30 AM–12:00 PM' when the window crosses noon. */
export function windowTimes(start: Date, end: Date): string {
  const from = inShop(start);
  const to = inShop(end);
  const samePeriod = dayPeriod(from) === dayPeriod(to);
  return `${samePeriod ? clockTime(from) : clockTimeWithPeriod(from)}–${clockTimeWithPeriod(to)}`;
}

/** '2:31 PM' in the shop's time. */
export const shopTime = (instant: Date): string => clockTimeWithPeriod(inShop(instant));

/** 'Wed, Nov 25, 2:00–2:30 PM'. */
export const windowLabel = (start: Date, end: Date): string =>
  `${weekdayMonthDay(inShop(start))}, ${windowTimes(start, end)}`;

/** The same for a window as the API and the browser keep it (ISO instants). */
export const windowViewLabel = (window: { start: string; end: string }): string =>
  windowLabel(new Date(window.start), new Date(window.end));

/** 'Pickup Time' or 'Delivery Time', the label beside a window. */
export const windowHeading = (orderType: OrderType): string =>
  orderType === 'delivery' ? 'Delivery Time' : 'Pickup Time';

/** What the cart sheet says when Proceed to Payment is pressed before a time is chosen. */
export const chooseWindowPrompt = (orderType: OrderType): string =>
  orderType === 'delivery' ? 'Choose a delivery time' : 'Choose a pickup time';
