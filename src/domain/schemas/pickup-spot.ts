/*
 * A pickup spot as the owner saves it (issue 50): POST /api/admin/pickup-spots and PUT
 * /api/admin/pickup-spots/{id} take it whole, and the form on /admin/pickup-spots checks it with
 * the same schema and words. Its hours are either the shop's (null) or its own week, checked by the
 * rules of the shop's own hours (./fulfilment-settings.ts).
 */
import * as v from 'valibot';
import type { OpeningRange, Weekday } from '../fulfilment/schedule';
import { type Checked, checkBodyPaths } from './checked-fields';
import { NOT_AN_OBJECT, objectOf, requiredText } from './fields';
import {
  rangesFitWindows,
  WEEKDAY_KEYS,
  weekHoursField,
  weekOfKeys,
  WINDOW_LENGTH_INVALID,
  windowLengthField,
  windowPiecesField,
} from './fulfilment-settings';

/** What the owner does to a spot besides saving it: POST /api/admin/pickup-spots/{id}/{action}. */
export const SPOT_ACTIONS = ['archive', 'restore'] as const;
export type SpotAction = (typeof SPOT_ACTIONS)[number];

/** The database's CHECKs (migration 0053) allow the same. */
export const SPOT_LIMITS = { name: 80, address: 300, notes: 500 } as const;

export const SPOT_NAME_MISSING = 'Give the spot a name, such as Grace Church car park';
export const SPOT_NAME_TOO_LONG = `The name can be at most ${SPOT_LIMITS.name} characters`;
export const SPOT_ADDRESS_MISSING = "Enter the spot's address, such as 11720 Nall Ave, Overland Park, KS 66211";
export const SPOT_ADDRESS_TOO_LONG = `The address can be at most ${SPOT_LIMITS.address} characters`;
export const SPOT_NOTES_INVALID = 'The notes must be text';
export const SPOT_NOTES_TOO_LONG = `The notes can be at most ${SPOT_LIMITS.notes} characters`;
export const SPOT_PRIVATE_INVALID = 'Say whether the address is private (true or false)';
export const SPOT_NEVER_OPEN = "Open the spot on at least one day, or give it the shop's hours";
export const SPOT_SHOP_HOURS_OWN_LIMITS =
  "A spot with the shop's hours takes the shop's window length and pieces per window: send null for both";

const spotEntries = {
  name: requiredText(SPOT_LIMITS.name, SPOT_NAME_MISSING, SPOT_NAME_TOO_LONG),
  address: requiredText(SPOT_LIMITS.address, SPOT_ADDRESS_MISSING, SPOT_ADDRESS_TOO_LONG),
  notes: v.optional(
    v.pipe(v.string(SPOT_NOTES_INVALID), v.trim(), v.maxLength(SPOT_LIMITS.notes, SPOT_NOTES_TOO_LONG)),
    '',
  ),
  private: v.optional(v.boolean(SPOT_PRIVATE_INVALID), false),
  /** Null (or left out): the shop's hours, windows and limits. */
  hours: v.optional(v.nullable(weekHoursField), null),
  windowMinutes: v.optional(v.nullable(windowLengthField), null),
  /** Null: no limit. */
  windowPieces: v.optional(v.nullable(windowPiecesField), null),
};

type SpotFields = v.InferOutput<ReturnType<typeof objectOf<typeof spotEntries>>>;

/** A problem of one top-level field, at its path, so the form shows it beside that field. */
const at = <T extends Record<string, unknown>>(value: T, key: keyof T & string): [v.ObjectPathItem] => [
  { type: 'object', origin: 'value', input: value, key, value: value[key] },
];

export const pickupSpotBodySchema = v.pipe(
  objectOf(spotEntries, NOT_AN_OBJECT),
  v.rawCheck<SpotFields>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const spot = dataset.value;
    if (spot.hours === null) {
      for (const key of ['windowMinutes', 'windowPieces'] as const)
        if (spot[key] !== null) addIssue({ message: SPOT_SHOP_HOURS_OWN_LIMITS, path: at(spot, key) });
      return;
    }
    if (spot.windowMinutes === null) addIssue({ message: WINDOW_LENGTH_INVALID, path: at(spot, 'windowMinutes') });
    const hours = spot.hours;
    if (WEEKDAY_KEYS.every((key) => hours[key].length === 0))
      addIssue({ message: SPOT_NEVER_OPEN, path: at(spot, 'hours') });
  }),
  rangesFitWindows<SpotFields>(),
  v.transform(({ hours, ...spot }): PickupSpotBody => ({ ...spot, hours: hours && weekOfKeys(hours) })),
);

/** A checked spot: its hours by weekday as the rules read them, or null for the shop's. */
export interface PickupSpotBody {
  name: string;
  address: string;
  notes: string;
  private: boolean;
  hours: Record<Weekday, OpeningRange[]> | null;
  windowMinutes: number | null;
  windowPieces: number | null;
}

/** The body checked as a whole: each problem by its dotted path ('name', 'hours.1.0.end', 'windowMinutes'). */
export const checkPickupSpot = (input: unknown): Checked<PickupSpotBody, string> =>
  checkBodyPaths(pickupSpotBodySchema, input);
