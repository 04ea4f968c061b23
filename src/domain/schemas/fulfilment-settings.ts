/*
 * The owner's order-ahead schedule (issue 15) as PUT /api/fulfilment-settings and the "Pickup &
 * Delivery Hours" form send it: the whole schedule at once, with the same messages in both.
 */
import * as v from 'valibot';
import {
  byOpeningTime,
  clockLabel,
  isClockTime,
  minutesOfDay,
  rangesOverlap,
  SCHEDULE_LIMITS,
  shorterThanWindow,
  WEEKDAY_NAMES,
  WINDOW_LENGTHS,
} from '../fulfilment/opening-hours';
import { CATERING_LEAD_DAYS_MAX, DEFAULT_CATERING_LEAD_DAYS } from '../catering/event-date';
import { type FulfilmentSchedule, isShopDate, type OpeningRange, type Weekday } from '../fulfilment/schedule';
import { NOT_AN_OBJECT, objectOf } from './fields';

/** The weekday keys of `hours` in the API's JSON: '0' is Sunday. */
export const WEEKDAY_KEYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** The schedule as the API answers and takes it: its weekdays as the JSON's keys, and the owner's notes. */
export interface FulfilmentSettings extends Omit<FulfilmentSchedule, 'hours'> {
  hours: Record<WeekdayKey, OpeningRange[]>;
  /** The kitchen's words for collecting a pickup order, sent in the 'ready for pickup' e-mail. */
  pickupNote: string;
  /** When the owner's morning prep e-mail goes out, shop time 'HH:MM'; null: not sent. */
  prepEmailTime: string | null;
  /** How many shop days ahead a catering event must be (issue 48). */
  cateringLeadDays: number;
}

/** A new shop's morning prep e-mail time (migration 0026 writes the same). */
export const DEFAULT_PREP_EMAIL_TIME = '07:00';
export const PREP_EMAIL_TIME_INVALID = 'Enter the prep e-mail time, such as 07:00, or leave it empty';

export const PICKUP_NOTE_MAX = 500;
/** What a new shop's pickup note says (migration 0014 writes the same): the terms' pickup rule. */
export const DEFAULT_PICKUP_NOTE =
  'Please collect it from our kitchen in Overland Park within 30 minutes. The food is best eaten within 2 hours.';
export const PICKUP_NOTE_EMPTY = 'Write a pickup note, such as where to collect the order';
export const PICKUP_NOTE_TOO_LONG = `The pickup note can be at most ${PICKUP_NOTE_MAX} characters`;

export const OPENING_TIME_INVALID = 'Enter an opening time, such as 11:00';
export const CLOSING_TIME_INVALID = 'Enter a closing time, such as 19:00';
export const CLOSING_NOT_AFTER_OPENING = 'Closing time must be after opening time';
export const RANGE_INVALID = 'Opening hours need an opening and a closing time';
export const HOURS_INVALID = 'Send the opening hours of every day of the week';
export const BLOCKED_DATE_INVALID = 'Blocked dates must be real dates, such as 2026-12-25';
export const BLOCKED_DATES_INVALID = 'Blocked dates must be a list of dates';
export const BLOCKED_DATE_REPEATED = 'Each date can be blocked only once';
export const BLOCKED_DATES_TOO_MANY = `At most ${SCHEDULE_LIMITS.blockedDates} dates can be blocked`;
export const LEAD_TIME_INVALID = 'Lead time must be a number of minutes';
export const LEAD_TIME_NOT_WHOLE = 'Lead time must be a whole number of minutes';
export const LEAD_TIME_OUT_OF_RANGE = 'Lead time must be from 0 to 168 hours';
/** The form's own words for its hours field (the API takes minutes). */
export const LEAD_HOURS_INVALID = 'Enter the lead time in hours, such as 3 or 1.5';
export const WINDOW_LENGTH_INVALID = `Choose a window length of ${WINDOW_LENGTHS.slice(0, -1).join(', ')} or ${WINDOW_LENGTHS.at(-1)} minutes`;
export const WINDOW_CAPACITY_INVALID = 'Orders per window must be a whole number from 1 to 1,000';
export const DAY_CAPACITY_INVALID = 'Orders per day must be a whole number from 1 to 10,000';
export const DAY_BELOW_WINDOW = "Orders per day can't be fewer than orders per window";
export const HORIZON_INVALID = 'Days ahead must be a whole number from 0 to 60';
export const CATERING_LEAD_DAYS_INVALID = `Catering notice must be a whole number of days from 0 to ${CATERING_LEAD_DAYS_MAX}`;
export const WINDOW_PIECES_INVALID =
  'Pieces per window must be a whole number from 1 to 1,000,000, or empty for no limit';

export const overlapMessage = (day: string) => `Opening hours on ${day} overlap`;
export const tooManyRangesMessage = (day: string) =>
  `${day} can have at most ${SCHEDULE_LIMITS.rangesPerDay} sets of opening hours`;
export const shorterThanWindowMessage = (day: string, range: OpeningRange, windowMinutes: number) =>
  `${day}'s hours from ${clockLabel(range.start)} to ${clockLabel(range.end)} are shorter than one ${windowMinutes}-minute window`;

const timeField = (message: string) => v.pipe(v.string(message), v.check(isClockTime, message));

const rangeField = v.pipe(
  objectOf({ start: timeField(OPENING_TIME_INVALID), end: timeField(CLOSING_TIME_INVALID) }, RANGE_INVALID),
  v.forward(
    v.check((range) => minutesOfDay(range.end) > minutesOfDay(range.start), CLOSING_NOT_AFTER_OPENING),
    ['end'],
  ),
);

/** One day's ranges, in clock order; none means closed. */
const dayField = (weekday: Weekday) => {
  const day = WEEKDAY_NAMES[weekday];
  return v.pipe(
    v.array(rangeField, `Send ${day}'s opening hours as a list (empty when closed)`),
    v.maxLength(SCHEDULE_LIMITS.rangesPerDay, tooManyRangesMessage(day)),
    v.check((ranges) => !rangesOverlap(ranges), overlapMessage(day)),
    v.transform((ranges) => byOpeningTime(ranges)),
  );
};

/** A whole number from `min` to `max`; anything else gets `message`. */
export const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.safeInteger(message), v.minValue(min, message), v.maxValue(max, message));

/** A week's opening hours by weekday key, each day's ranges checked and in clock order. */
export const weekHoursField = objectOf(
  {
    '0': dayField(0),
    '1': dayField(1),
    '2': dayField(2),
    '3': dayField(3),
    '4': dayField(4),
    '5': dayField(5),
    '6': dayField(6),
  },
  HOURS_INVALID,
);

/** A window length the owner may choose. */
export const windowLengthField = v.picklist(WINDOW_LENGTHS, WINDOW_LENGTH_INVALID);

/** Pieces of every dish together one window takes: 1 to 1,000,000. */
export const windowPiecesField = wholeNumber(1, SCHEDULE_LIMITS.windowPieces, WINDOW_PIECES_INVALID);

/** A week by weekday key ('0' Sunday), as the API sends it, by weekday as the rules read it. */
export const weekOfKeys = <T>(week: Record<WeekdayKey, T>): Record<Weekday, T> => ({
  0: week['0'],
  1: week['1'],
  2: week['2'],
  3: week['3'],
  4: week['4'],
  5: week['5'],
  6: week['6'],
});

/** A week by weekday, as the rules read it, by weekday key as the API answers it. */
export const keysOfWeek = <T>(week: Record<Weekday, T>): Record<WeekdayKey, T> => ({
  '0': week[0],
  '1': week[1],
  '2': week[2],
  '3': week[3],
  '4': week[4],
  '5': week[5],
  '6': week[6],
});

/**
 * Each range too short for one window, as a problem at its path ('hours.1.0'): it would quietly
 * offer nothing that day. A body without hours or a window length (a spot with the shop's) has none.
 */
export const rangesFitWindows = <
  T extends { hours: Record<WeekdayKey, OpeningRange[]> | null; windowMinutes: number | null },
>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { hours, windowMinutes } = dataset.value;
    if (hours === null || windowMinutes === null) return;
    for (const key of WEEKDAY_KEYS) {
      hours[key].forEach((range, index) => {
        if (!shorterThanWindow(range, windowMinutes)) return;
        addIssue({
          message: shorterThanWindowMessage(WEEKDAY_NAMES[Number(key) as Weekday], range, windowMinutes),
          path: [
            { type: 'object', origin: 'value', input: dataset.value, key: 'hours', value: hours },
            { type: 'object', origin: 'value', input: hours, key, value: hours[key] },
            { type: 'array', origin: 'value', input: hours[key], key: index, value: range },
          ],
        });
      });
    }
  });

const fulfilmentSettingsObject = objectOf(
  {
    hours: weekHoursField,
    blockedDates: v.pipe(
      v.array(v.pipe(v.string(BLOCKED_DATE_INVALID), v.check(isShopDate, BLOCKED_DATE_INVALID)), BLOCKED_DATES_INVALID),
      v.maxLength(SCHEDULE_LIMITS.blockedDates, BLOCKED_DATES_TOO_MANY),
      v.check((dates) => new Set(dates).size === dates.length, BLOCKED_DATE_REPEATED),
      v.transform((dates) => [...dates].sort()),
    ),
    leadMinutes: v.pipe(
      v.number(LEAD_TIME_INVALID),
      v.minValue(0, LEAD_TIME_OUT_OF_RANGE),
      v.maxValue(SCHEDULE_LIMITS.leadMinutes, LEAD_TIME_OUT_OF_RANGE),
      v.safeInteger(LEAD_TIME_NOT_WHOLE),
    ),
    windowMinutes: windowLengthField,
    windowCapacity: wholeNumber(1, SCHEDULE_LIMITS.windowCapacity, WINDOW_CAPACITY_INVALID),
    dayCapacity: wholeNumber(1, SCHEDULE_LIMITS.dayCapacity, DAY_CAPACITY_INVALID),
    horizonDays: wholeNumber(0, SCHEDULE_LIMITS.horizonDays, HORIZON_INVALID),
    // Part of the whole schedule: left out (or null) is no limit.
    windowPieces: v.optional(v.nullable(windowPiecesField), null),
    // Optional: a caller that leaves it out keeps it as it is; null turns the e-mail off.
    prepEmailTime: v.optional(v.nullable(timeField(PREP_EMAIL_TIME_INVALID))),
    // Optional: a caller that leaves it out keeps it as it is.
    cateringLeadDays: v.optional(wholeNumber(0, CATERING_LEAD_DAYS_MAX, CATERING_LEAD_DAYS_INVALID)),
    // Optional: a caller that leaves it out keeps the note as it is.
    pickupNote: v.optional(
      v.pipe(
        v.string(PICKUP_NOTE_EMPTY),
        v.trim(),
        v.minLength(1, PICKUP_NOTE_EMPTY),
        v.maxLength(PICKUP_NOTE_MAX, PICKUP_NOTE_TOO_LONG),
      ),
    ),
  },
  NOT_AN_OBJECT,
);

type CheckedSettings = v.InferOutput<typeof fulfilmentSettingsObject>;

/**
 * PUT /api/fulfilment-settings and the owner's form: the whole schedule. Each day's ranges come out
 * in clock order and the blocked dates sorted; the output is the schedule the rules read.
 */
export const fulfilmentSettingsSchema = v.pipe(
  fulfilmentSettingsObject,
  v.forward(
    v.partialCheck(
      [['windowCapacity'], ['dayCapacity']],
      (input) => input.dayCapacity >= input.windowCapacity,
      DAY_BELOW_WINDOW,
    ),
    ['dayCapacity'],
  ),
  rangesFitWindows<CheckedSettings>(),
  v.transform(
    ({ pickupNote, prepEmailTime, cateringLeadDays, ...settings }): CheckedUpdate => ({
      pickupNote,
      prepEmailTime,
      cateringLeadDays,
      schedule: { ...settings, hours: weekOfKeys(settings.hours) },
    }),
  ),
);

/** A checked PUT: the schedule the rules read, and the pickup note when one was sent. */
export interface CheckedUpdate {
  schedule: FulfilmentSchedule;
  pickupNote: string | undefined;
  /** Undefined keeps the time as it is. */
  prepEmailTime: string | null | undefined;
  /** Undefined keeps the catering notice as it is. */
  cateringLeadDays: number | undefined;
}

/** Problems by field path: 'hours.1' (a day), 'hours.1.0.end' (a range's time), 'dayCapacity', ... */
export type FulfilmentSettingsProblems = Record<string, string>;

export type FulfilmentSettingsCheck =
  | ({ ok: true } & CheckedUpdate)
  /** `message`: the first problem in field order; `fields`: each field's first problem. */
  | { ok: false; message: string; fields: FulfilmentSettingsProblems };

/** The schedule checked as a whole, every problem named, so a form can show them all at once. */
export function checkFulfilmentSettings(input: unknown): FulfilmentSettingsCheck {
  const result = v.safeParse(fulfilmentSettingsSchema, input);
  if (result.success) return { ok: true, ...result.output };
  const fields: FulfilmentSettingsProblems = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue);
    if (path) fields[path] ??= issue.message;
  }
  return { ok: false, message: result.issues[0].message, fields };
}

/** A schedule and the pickup note as the API answers them. */
export const settingsOfSchedule = (
  schedule: FulfilmentSchedule,
  pickupNote: string,
  prepEmailTime: string | null = DEFAULT_PREP_EMAIL_TIME,
  cateringLeadDays = DEFAULT_CATERING_LEAD_DAYS,
): FulfilmentSettings => ({
  hours: keysOfWeek(schedule.hours),
  blockedDates: schedule.blockedDates,
  leadMinutes: schedule.leadMinutes,
  windowMinutes: schedule.windowMinutes,
  windowCapacity: schedule.windowCapacity,
  dayCapacity: schedule.dayCapacity,
  horizonDays: schedule.horizonDays,
  windowPieces: schedule.windowPieces,
  pickupNote,
  prepEmailTime,
  cateringLeadDays,
});
