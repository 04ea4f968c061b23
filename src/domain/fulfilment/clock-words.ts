/*
 * A date and time in the few shapes the shop writes them, in English, read off a date's own wall
 * clock: pass a TZDate in the shop's zone (SHOP_TIME_ZONE) and its getters give the shop's clock
 * whatever the reader's says. These are date-fns's format tokens the shop uses, written out:
 * `format` from date-fns loads its whole English locale and a formatter for every token, about
 * 100 ms of CPU at each cold start of the functions that label a window (nearly all of them).
 * tests/unit/domain/fulfilment/clock-words.test.ts checks each against date-fns's format.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** 'Wed' (date-fns 'EEE'). */
export const weekdayShort = (date: Date): string => WEEKDAYS[date.getDay()] ?? '';

/** 'Nov 25' (date-fns 'MMM d'). */
export const monthDay = (date: Date): string => `${MONTHS[date.getMonth()] ?? ''} ${date.getDate()}`;

/** 'Wed, Nov 25' (date-fns 'EEE, MMM d'). */
export const weekdayMonthDay = (date: Date): string => `${weekdayShort(date)}, ${monthDay(date)}`;

/** 'Nov 21, 2026' (date-fns 'MMM d, yyyy'). */
export const monthDayYear = (date: Date): string => `${monthDay(date)}, ${date.getFullYear()}`;

/** 'AM' or 'PM' (date-fns 'a'). */
export const dayPeriod = (date: Date): 'AM' | 'PM' => (date.getHours() < 12 ? 'AM' : 'PM');

/** '2:05' on a 12-hour clock (date-fns 'h:mm'). */
export const clockTime = (date: Date): string => `${date.getHours() % 12 || 12}:${twoDigits(date.getMinutes())}`;

/** '2:05 PM' (date-fns 'h:mm a'). */
export const clockTimeWithPeriod = (date: Date): string => `${clockTime(date)} ${dayPeriod(date)}`;

/** '2026-12-04' (date-fns 'yyyy-MM-dd'). */
export const isoDay = (date: Date): string =>
  `${String(date.getFullYear()).padStart(4, '0')}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;

/** '09:05' on a 24-hour clock (date-fns 'HH:mm'). */
export const clock24 = (date: Date): string => `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
