/*
 * A standing order's bodies (issue 49; docs/behaviour/rules.md#standing-orders): what a customer
 * saves (POST /api/standing-orders), what she changes (PATCH /api/standing-orders/{id}, and the
 * same through her messages' token link), and what the owner sends with a pause or an end. The
 * dishes are checked against the menu by the server; a dish that has left the menu is kept and
 * never refused, so it cannot block the rest of an edit.
 */
import * as v from 'valibot';
import type { Weekday } from '../fulfilment/schedule';
import { ORDER_TYPES } from '../order-type';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../quantity';
import { addressField, contactNameField, contactPhoneField } from '../schemas/checkout-contact';
import { idField, NOT_AN_OBJECT, objectOf } from '../schemas/fields';

export const STANDING_NO_DISHES = 'Choose at least one dish';
export const STANDING_DISH_REPEATED = 'Each dish can be chosen once';
export const STANDING_QUANTITY_INVALID = `Choose how many, a whole number from 1 to ${MAX_LINE_QUANTITY}`;
export const STANDING_UNKNOWN_DISH = 'That dish is not on our menu';
export const STANDING_WEEKDAY_INVALID = 'Choose a day of the week';
export const STANDING_TIME_INVALID = 'Choose a time of day';
export const STANDING_ENDS_INVALID = 'Choose an end date, or none';
export const STANDING_ADDRESS_MISSING = 'Enter the address to deliver to';
export const STANDING_AGREEMENT_MISSING = 'Please agree to the standing order terms to save it';
export const STANDING_CHANNEL_INVALID = 'Choose e-mail or text';
export const STANDING_MESSAGE_TOO_LONG = 'The message can be at most 500 characters';
export const STANDING_NOTHING_TO_CHANGE = 'Nothing to change';
export const STANDING_CANCELLED = 'This standing order has been cancelled.';
export const STANDING_PAUSED_BY_SHOP =
  'The kitchen paused this standing order. Please get in touch with us to start it again.';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const line = objectOf(
  {
    productId: idField(STANDING_UNKNOWN_DISH),
    quantity: v.pipe(
      v.number(STANDING_QUANTITY_INVALID),
      v.safeInteger(STANDING_QUANTITY_INVALID),
      v.minValue(1, STANDING_QUANTITY_INVALID),
      v.maxValue(MAX_LINE_QUANTITY, STANDING_QUANTITY_INVALID),
    ),
  },
  STANDING_NO_DISHES,
);

export const standingItemsField = v.pipe(
  v.array(line, STANDING_NO_DISHES),
  v.nonEmpty(STANDING_NO_DISHES),
  v.maxLength(MAX_CART_LINES, STANDING_NO_DISHES),
  v.check((items) => new Set(items.map((item) => item.productId)).size === items.length, STANDING_DISH_REPEATED),
);

/** Her preferred window: a weekday (0 Sunday) and a time of day on the shop's clock. */
export const standingWindowField = objectOf(
  {
    weekday: v.pipe(
      v.number(STANDING_WEEKDAY_INVALID),
      v.integer(STANDING_WEEKDAY_INVALID),
      v.minValue(0, STANDING_WEEKDAY_INVALID),
      v.maxValue(6, STANDING_WEEKDAY_INVALID),
      v.transform((day) => day as Weekday),
    ),
    time: v.pipe(v.string(STANDING_TIME_INVALID), v.regex(TIME, STANDING_TIME_INVALID)),
  },
  STANDING_WEEKDAY_INVALID,
);

const endsOnField = v.nullish(v.pipe(v.string(STANDING_ENDS_INVALID), v.regex(DATE, STANDING_ENDS_INVALID)));

export const standingOrderBodySchema = v.pipe(
  objectOf(
    {
      items: standingItemsField,
      orderType: v.picklist(ORDER_TYPES, 'Choose pickup or delivery'),
      address: addressField,
      window: standingWindowField,
      endsOn: endsOnField,
      name: contactNameField,
      phone: contactPhoneField,
      channel: v.picklist(['email', 'sms'], STANDING_CHANNEL_INVALID),
      agreed: v.literal(true, STANDING_AGREEMENT_MISSING),
    },
    NOT_AN_OBJECT,
  ),
  v.forward(
    v.check((body) => body.orderType !== 'delivery' || body.address !== '', STANDING_ADDRESS_MISSING),
    ['address'],
  ),
  v.transform((body) => ({
    ...body,
    address: body.orderType === 'delivery' ? body.address : null,
    endsOn: body.endsOn ?? null,
  })),
);

export type StandingOrderBody = v.InferOutput<typeof standingOrderBodySchema>;

/** PATCH: any of these, at least one. `cancelled: true` ends it for good. */
export const standingPatchSchema = v.pipe(
  objectOf(
    {
      paused: v.optional(v.boolean()),
      skipNext: v.optional(v.boolean()),
      items: v.optional(standingItemsField),
      window: v.optional(standingWindowField),
      endsOn: endsOnField,
      cancelled: v.optional(v.literal(true)),
    },
    NOT_AN_OBJECT,
  ),
  v.check((patch) => Object.values(patch).some((value) => value !== undefined), STANDING_NOTHING_TO_CHANGE),
);

export type StandingPatch = v.InferOutput<typeof standingPatchSchema>;

/** The token link's calls carry the token with the same change. */
export const standingLinkBodySchema = objectOf({ token: v.pipe(v.string(), v.maxLength(200)) }, NOT_AN_OBJECT);

export const standingLinkPatchSchema = v.intersect([standingLinkBodySchema, standingPatchSchema]);

/** The card she saved, reported by the page once the gateway has it. */
export const cardSavedBodySchema = objectOf(
  { setupIntentId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) },
  NOT_AN_OBJECT,
);

/** The owner's pause, resume or end, with her message to the customer. */
export const ownerStandingActionSchema = objectOf(
  {
    message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, STANDING_MESSAGE_TOO_LONG)), ''),
  },
  NOT_AN_OBJECT,
);

/** The owner's settings: the weekly placement time (shop always open) and the hours to pay a failed charge by. */
export const standingSettingsSchema = objectOf(
  {
    placeWeekday: standingWindowField.entries.weekday,
    placeTime: standingWindowField.entries.time,
    payHours: v.pipe(
      v.number('Choose 1 to 72 hours'),
      v.integer('Choose 1 to 72 hours'),
      v.minValue(1, 'Choose 1 to 72 hours'),
      v.maxValue(72, 'Choose 1 to 72 hours'),
    ),
  },
  NOT_AN_OBJECT,
);

export type StandingSettings = v.InferOutput<typeof standingSettingsSchema>;
