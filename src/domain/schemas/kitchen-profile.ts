/*
 * The kitchen as its pack labels name it (issue 37; docs/behaviour/rules.md#labels): its name and
 * address, its food licence number when it has one, and the line on keeping the food. The owner's
 * form on /admin/kitchen and PUT /api/admin/kitchen-profile read it with the same words.
 */
import * as v from 'valibot';
import { checkBody } from './checked-fields';
import { NOT_AN_OBJECT, objectOf } from './fields';

export const KITCHEN_PROFILE_LIMITS = {
  kitchenName: 100,
  kitchenAddress: 300,
  kitchenLicence: 60,
  keepingNote: 200,
} as const;

export const KITCHEN_NAME_INVALID = `Enter the kitchen's name (at most ${KITCHEN_PROFILE_LIMITS.kitchenName} characters)`;
export const KITCHEN_ADDRESS_INVALID = `Enter the kitchen's address (at most ${KITCHEN_PROFILE_LIMITS.kitchenAddress} characters)`;
export const KITCHEN_LICENCE_INVALID = `A licence number has at most ${KITCHEN_PROFILE_LIMITS.kitchenLicence} characters, or leave it empty`;
export const KEEPING_NOTE_INVALID = `Enter a line on keeping the food (at most ${KITCHEN_PROFILE_LIMITS.keepingNote} characters)`;

/** Text that must be there: trimmed, then 1 to `max` characters. */
const required = (max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message));

export const kitchenProfileEntries = {
  kitchenName: required(KITCHEN_PROFILE_LIMITS.kitchenName, KITCHEN_NAME_INVALID),
  kitchenAddress: required(KITCHEN_PROFILE_LIMITS.kitchenAddress, KITCHEN_ADDRESS_INVALID),
  // Not every home kitchen has a licence number to print: blank, null or left out is none.
  kitchenLicence: v.optional(
    v.pipe(
      v.nullable(v.string(KITCHEN_LICENCE_INVALID), ''),
      v.trim(),
      v.maxLength(KITCHEN_PROFILE_LIMITS.kitchenLicence, KITCHEN_LICENCE_INVALID),
      v.transform((licence) => (licence === '' ? null : licence)),
    ),
    null,
  ),
  keepingNote: required(KITCHEN_PROFILE_LIMITS.keepingNote, KEEPING_NOTE_INVALID),
};

export const kitchenProfileSchema = objectOf(kitchenProfileEntries, NOT_AN_OBJECT);

export type KitchenProfile = v.InferOutput<typeof kitchenProfileSchema>;
export type KitchenProfileField = keyof typeof kitchenProfileEntries;
export const KITCHEN_PROFILE_FIELDS = Object.keys(kitchenProfileEntries) as KitchenProfileField[];

/** The body checked as a whole: the profile, or the first problem and each field's first. */
export const checkKitchenProfile = (input: unknown) => checkBody(kitchenProfileSchema, kitchenProfileEntries, input);
