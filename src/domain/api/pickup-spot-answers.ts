/*
 * What the owner's pickup spots' endpoints answer (issue 50): a spot whole, its address and notes
 * too (the private address rule is the storefront's, ../pickup-spots/pickup-spot.ts).
 */
import * as v from 'valibot';

const whole = v.pipe(v.number(), v.safeInteger());
const week = v.object(
  Object.fromEntries(
    ['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, v.array(v.object({ start: v.string(), end: v.string() }))]),
  ) as Record<
    '0' | '1' | '2' | '3' | '4' | '5' | '6',
    v.ArraySchema<
      v.ObjectSchema<{ start: v.StringSchema<undefined>; end: v.StringSchema<undefined> }, undefined>,
      undefined
    >
  >,
);

/** A spot as /admin/pickup-spots shows it: `hours` null keeps the shop's hours, windows and limits. */
export const adminPickupSpotAnswer = v.object({
  id: whole,
  name: v.string(),
  address: v.string(),
  notes: v.string(),
  private: v.boolean(),
  isKitchen: v.boolean(),
  hours: v.nullable(week),
  windowMinutes: v.nullable(whole),
  windowPieces: v.nullable(whole),
  position: whole,
  archived: v.boolean(),
});
