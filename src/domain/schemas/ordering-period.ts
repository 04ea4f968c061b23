/*
 * POST and PATCH /api/admin/drops (issue 36): an ordering period as the owner schedules it. PATCH
 * takes the whole period, as the form always sends it. Whether it overlaps another or has passed
 * is the server's check against the clock (../fulfilment/drops.ts).
 */
import * as v from 'valibot';
import { isShopDate } from '../fulfilment/schedule';
import { PERIOD_ENDS_BEFORE_START } from '../fulfilment/drops';
import { ANNOUNCEMENT_TEXT_MAX, SUBJECT_MAX } from '../notify/announcement';
import { type Checked, checkBody } from './checked-fields';
import { blankToNull, idField, instantField, NOT_AN_OBJECT, objectOf, requiredText } from './fields';

export const NOTE_MAX = 280;
export const OPENS_AT_INVALID = 'Choose when ordering opens, as a time such as 2026-12-04T15:00:00Z';
export const CLOSES_AT_INVALID = 'Choose when ordering closes, as a time such as 2026-12-04T23:00:00Z';
export const SELLS_DATES_INVALID = 'The days it sells must be dates as YYYY-MM-DD';
export const SUBJECT_MISSING = 'Give the announcement a subject';
export const ANNOUNCEMENT_TEXT_MISSING = 'Write the announcement';
export const DROP_SPOTS_INVALID = 'The pickup spots must be a list of spot ids';
export const DROP_SPOTS_NONE = 'Choose at least one pickup spot';
export const DROP_SPOT_GONE = 'One of the chosen pickup spots has been archived or removed: choose from the list again';
/** More than any shop keeps; the list stays short. */
export const DROP_SPOTS_MAX = 100;

/** An announcement's words (a drop's, or one sent by hand). */
export const announcementWordsEntries = {
  subject: requiredText(SUBJECT_MAX, SUBJECT_MISSING, `The subject must be at most ${SUBJECT_MAX} characters`),
  text: requiredText(
    ANNOUNCEMENT_TEXT_MAX,
    ANNOUNCEMENT_TEXT_MISSING,
    `The announcement must be at most ${ANNOUNCEMENT_TEXT_MAX} characters`,
  ),
};

const periodEntries = {
  opensAt: instantField(OPENS_AT_INVALID),
  closesAt: instantField(CLOSES_AT_INVALID),
  sellsDates: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(SELLS_DATES_INVALID), v.check(isShopDate, SELLS_DATES_INVALID)), SELLS_DATES_INVALID),
      v.maxLength(31, SELLS_DATES_INVALID),
      v.transform((dates) => [...new Set(dates)].sort()),
    ),
    [],
  ),
  note: v.optional(
    blankToNull(
      v.pipe(v.string(), v.maxLength(NOTE_MAX, `The note must be at most ${NOTE_MAX} characters`)),
      'The note must be text',
    ),
    null,
  ),
  announce: v.optional(
    v.nullable(objectOf(announcementWordsEntries, 'The announcement must have a subject and a text')),
    null,
  ),
  /** The pickup spots it sells at (issue 50); left out (older callers): every active spot. */
  spotIds: v.optional(
    v.pipe(
      v.array(idField(DROP_SPOTS_INVALID), DROP_SPOTS_INVALID),
      // Before the checks: a transformation after a failed check would hide the other fields' problems.
      v.transform((ids) => [...new Set(ids)]),
      v.minLength(1, DROP_SPOTS_NONE),
      v.maxLength(DROP_SPOTS_MAX, DROP_SPOTS_INVALID),
    ),
  ),
};

export const orderingPeriodBodySchema = v.pipe(
  objectOf(periodEntries, NOT_AN_OBJECT),
  v.forward(
    v.check((period) => period.closesAt.getTime() > period.opensAt.getTime(), PERIOD_ENDS_BEFORE_START),
    ['closesAt'],
  ),
);

export type OrderingPeriodBody = v.InferOutput<typeof orderingPeriodBodySchema>;
export type OrderingPeriodField = keyof typeof periodEntries;

export const checkOrderingPeriod = (input: unknown): Checked<OrderingPeriodBody, OrderingPeriodField> =>
  checkBody(orderingPeriodBodySchema, periodEntries, input);
