/*
 * A catering request (issue 48; docs/behaviour/rules.md#catering): POST /api/catering-requests'
 * body, checked as a whole so the page and the API name each field at fault ('eventAt',
 * 'items.0.pieces'). The dishes are checked against the menu by the server (`cateringLineProblems`):
 * any count from the dish's fewest pieces, beyond the storefront's most per order.
 */
import * as v from 'valibot';
import { ORDER_TYPES } from '../order-type';
import { belowMinimum, type EnteredDish, enteredLineProblems, UNKNOWN_DISH } from '../owner-orders/entered-order';
import { MAX_CART_LINES } from '../quantity';
import {
  addressField,
  contactEmailField,
  contactNameField,
  contactPhoneField,
  INVALID_CHECKOUT_EMAIL,
  MISSING_NAME,
  MISSING_PHONE,
} from '../schemas/checkout-contact';
import { checkBodyPaths } from '../schemas/checked-fields';
import { blankToNull, idField, instantField, NOT_AN_OBJECT, objectOf } from '../schemas/fields';

export { belowMinimum, UNKNOWN_DISH };

export const CATERING_MAX_PIECES = 10_000;
export const CATERING_MAX_HEADCOUNT = 5000;
export const CATERING_NOTE_MAX = 1000;

export const EVENT_AT_INVALID = 'Choose the date and time of your event';
export const ORDER_TYPE_MISSING = 'Choose pickup or delivery';
export const CATERING_ADDRESS_MISSING = 'Enter the address to deliver to';
export const HEADCOUNT_INVALID = `Enter how many guests, a whole number from 1 to ${CATERING_MAX_HEADCOUNT.toLocaleString('en-US')}`;
export const PIECES_INVALID = `Enter a whole number of pieces, up to ${CATERING_MAX_PIECES.toLocaleString('en-US')}`;
export const NO_DISHES = 'Choose at least one dish and how many pieces';
export const DISH_REPEATED = 'Each dish can be asked for once';
export const CATERING_NOTE_TOO_LONG = `The note can be at most ${CATERING_NOTE_MAX.toLocaleString('en-US')} characters`;

/** The contact fields' words when a plain form's refusal names them (the typed value is not carried back). */
export const CONTACT_PROBLEMS = { name: MISSING_NAME, email: INVALID_CHECKOUT_EMAIL, phone: MISSING_PHONE } as const;

const whole = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.safeInteger(message), v.minValue(min, message), v.maxValue(max, message));

const line = objectOf(
  { productId: idField(UNKNOWN_DISH), pieces: whole(1, CATERING_MAX_PIECES, PIECES_INVALID) },
  'Each dish needs a productId and its pieces',
);

const requestEntries = {
  eventAt: instantField(EVENT_AT_INVALID),
  orderType: v.picklist(ORDER_TYPES, ORDER_TYPE_MISSING),
  address: addressField,
  headcount: whole(1, CATERING_MAX_HEADCOUNT, HEADCOUNT_INVALID),
  items: v.pipe(
    v.array(line, NO_DISHES),
    v.nonEmpty(NO_DISHES),
    v.maxLength(MAX_CART_LINES, NO_DISHES),
    v.check((items) => new Set(items.map((item) => item.productId)).size === items.length, DISH_REPEATED),
  ),
  note: blankToNull(v.pipe(v.string(), v.maxLength(CATERING_NOTE_MAX, CATERING_NOTE_TOO_LONG)), CATERING_NOTE_TOO_LONG),
  name: contactNameField,
  email: contactEmailField,
  phone: contactPhoneField,
};

export const cateringRequestBodySchema = v.pipe(
  objectOf(requestEntries, NOT_AN_OBJECT),
  v.forward(
    v.check((body) => body.orderType !== 'delivery' || body.address !== '', CATERING_ADDRESS_MISSING),
    ['address'],
  ),
  v.transform((body) => ({
    ...body,
    // A pickup keeps no address; an address is kept as typed for a delivery.
    address: body.orderType === 'delivery' ? body.address : null,
    email: body.email.toLowerCase(),
  })),
);

export type CateringRequestBody = v.InferOutput<typeof cateringRequestBodySchema>;
export type CateringRequestField = keyof typeof requestEntries;

export const checkCateringRequest = (input: unknown) => checkBodyPaths(cateringRequestBodySchema, input);

/**
 * Each line's problem against the menu, under its field ('items.0.productId', 'items.0.pieces'): a
 * dish not on it (archived), or fewer pieces than it starts at. The same rule as the owner's lines.
 */
export function cateringLineProblems(
  items: ReadonlyArray<{ productId: number; pieces: number }>,
  dishes: readonly EnteredDish[],
): Record<string, string> {
  const problems = enteredLineProblems(
    items.map((item) => ({ productId: item.productId, quantity: item.pieces })),
    dishes,
  );
  return Object.fromEntries(
    Object.entries(problems).map(([path, message]) => [path.replace(/\.quantity$/, '.pieces'), message]),
  );
}
