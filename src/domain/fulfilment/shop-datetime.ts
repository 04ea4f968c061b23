/*
 * The owner types a drop's opening and closing in a datetime-local field, on the shop's clock
 * whatever the device's zone says; the API takes instants. Both ways go through the schedule's
 * helpers, so the day the clocks change reads right too.
 */
import { TZDate } from '@date-fns/tz';
import { clock24, isoDay } from './clock-words';
import { isShopDate, SHOP_TIME_ZONE, shopInstant } from './schedule';

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An instant as a datetime-local field shows it on the shop's clock: '2026-12-04T09:00'. */
export const shopDateTimeLocal = (instant: Date): string => {
  const inShop = new TZDate(instant.getTime(), SHOP_TIME_ZONE);
  return `${isoDay(inShop)}T${clock24(inShop)}`;
};

/** A datetime-local value ('2026-12-04T09:00', seconds dropped) read on the shop's clock, as an ISO instant; null when it is not one. */
export function instantOfShopDateTimeLocal(value: string): string | null {
  const [, date, time] = LOCAL.exec(value.trim().slice(0, 16)) ?? [];
  if (!date || !time || !isShopDate(date) || !CLOCK.test(time)) return null;
  return shopInstant(date, time).toISOString();
}
