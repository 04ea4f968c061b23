/*
 * A week's opening hours as an owner's form holds them (the shop's "Pickup & Delivery Hours" and a
 * pickup spot's own hours): each day open or closed with its ranges as typed, to and from the API's
 * week by weekday key ('0' Sunday).
 */
import type { OpeningRange } from '@/domain/fulfilment/schedule';
import { WEEKDAY_KEYS, type WeekdayKey } from '@/domain/schemas/fulfilment-settings';

/** One range as typed ('HH:MM' from `<input type="time">`, '' until chosen). */
export interface RangeValues {
  /** Keeps React's rows apart while ranges are added and removed. */
  key: string;
  start: string;
  end: string;
}

export interface DayValues {
  open: boolean;
  /** Kept while the day is switched to closed, so switching it back brings them back. */
  ranges: RangeValues[];
}

/** Problems by the API's field path ('hours.1', 'hours.1.0.end'). */
export type WeekProblems = Record<string, string>;

/** What a day switched open with no hours yet starts with: the shop's usual 11:00 to 19:00. */
export const USUAL_HOURS = { start: '11:00', end: '19:00' } as const;

let rangeKeys = 0;
export const newRange = (values: Partial<Omit<RangeValues, 'key'>> = {}): RangeValues => ({
  key: `range-${++rangeKeys}`,
  start: '',
  end: '',
  ...values,
});

/** The form's days for a week's hours: a day without ranges is closed, ready to open at the usual hours. */
export const daysOf = (hours: Record<WeekdayKey, OpeningRange[]>): Record<WeekdayKey, DayValues> =>
  Object.fromEntries(
    WEEKDAY_KEYS.map((key): [WeekdayKey, DayValues] => {
      const ranges = hours[key];
      return [
        key,
        ranges.length > 0
          ? { open: true, ranges: ranges.map((range) => newRange(range)) }
          : { open: false, ranges: [newRange(USUAL_HOURS)] },
      ];
    }),
  ) as Record<WeekdayKey, DayValues>;

/** A week every day of which is closed (a new spot's own hours until the owner opens a day). */
export const closedWeek = (): Record<WeekdayKey, OpeningRange[]> =>
  Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, []])) as unknown as Record<WeekdayKey, OpeningRange[]>;

/** The week's hours the API takes, from the form's days: a closed day sends none. */
export const hoursOf = (days: Record<WeekdayKey, DayValues>): Record<WeekdayKey, OpeningRange[]> =>
  Object.fromEntries(
    WEEKDAY_KEYS.map((key) => {
      const day = days[key];
      return [key, day.open ? day.ranges.map(({ start, end }) => ({ start, end })) : []];
    }),
  ) as Record<WeekdayKey, OpeningRange[]>;

/** A number typed in a field; anything else (blank too) is NaN, which the schema refuses in its words. */
export function typedNumber(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The problems left after removing those under `prefix` ('hours.1' takes 'hours.1' and 'hours.1.0.end'). */
export const without = <T extends Partial<Record<string, string>>>(errors: T, prefix: string): T =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => path !== prefix && !path.startsWith(`${prefix}.`))) as T;
