/*
 * An order the owner enters by phone, text or at the door (issue 37; docs/behaviour/rules.md#orders-the-owner-enters):
 * POST /api/admin/orders' body, checked as a whole so the form and the API name each field at
 * fault ('customerInfo.phone', 'items.0.quantity'). The same body, without `payment`, asks for a
 * quote (POST /api/admin/orders/quote).
 */
import * as v from 'valibot';
import { ORDER_TYPES } from '../order-type';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../quantity';
import { addressField, contactNameField, contactPhoneField, MISSING_ADDRESS } from '../schemas/checkout-contact';
import { checkBodyPaths } from '../schemas/checked-fields';
import { blankToNull, idField, INVALID_EMAIL, emailField, NOT_AN_OBJECT, objectOf } from '../schemas/fields';
import { discountCodeField, EMPTY_CART } from '../schemas/payment-intent';

export const PAYMENT_METHODS = ['link', 'in-person'] as const;
export type EnteredPayment = (typeof PAYMENT_METHODS)[number];
export const LINK_CHANNELS = ['text', 'email'] as const;
export type LinkChannel = (typeof LINK_CHANNELS)[number];

/** How long an unpaid link holds the order's place, in hours: the owner's choice, 2 unless she says. */
export const HOLD_HOURS = [1, 2, 3, 4, 6, 12, 24] as const;
export const DEFAULT_HOLD_HOURS = 2;

export const UNKNOWN_DISH = 'Choose a dish from the menu';
export const OWNER_QUANTITY_INVALID = `Enter a whole number of pieces, up to ${MAX_LINE_QUANTITY}`;
export const WINDOW_MISSING = 'Choose the pickup or delivery time';
export const PAYMENT_MISSING = 'Choose how it will be paid: a payment link or in person';
export const LINK_CHANNEL_MISSING = 'Send the link by text, by e-mail, or both';
export const LINK_EMAIL_MISSING = 'Enter the e-mail address to send the link to';
export const HOLD_INVALID = `Hold the order for one of ${HOLD_HOURS.join(', ')} hours`;
export const NOTES_MAX = 1000;
export const NOTES_TOO_LONG = `Notes must be at most ${NOTES_MAX} characters`;

/** A dish's fewest pieces: a dish sold in packs (samosas, chapatis) starts at its smallest pack. */
export const belowMinimum = (name: string, minimum: number) => `${name} starts at ${minimum} pieces`;

const line = objectOf(
  {
    productId: idField(UNKNOWN_DISH),
    quantity: v.pipe(
      v.number(OWNER_QUANTITY_INVALID),
      v.safeInteger(OWNER_QUANTITY_INVALID),
      v.minValue(1, OWNER_QUANTITY_INVALID),
      v.maxValue(MAX_LINE_QUANTITY, OWNER_QUANTITY_INVALID),
    ),
  },
  'Each dish needs a productId and a quantity',
);

/** The lines of an order the owner enters or changes. */
export const enteredLineEntries = {
  items: v.pipe(
    v.array(line, EMPTY_CART),
    v.nonEmpty('Add at least one dish'),
    v.maxLength(MAX_CART_LINES, `An order holds at most ${MAX_CART_LINES} different dishes`),
  ),
};

const orderEntries = {
  orderType: v.picklist(ORDER_TYPES, 'Choose pickup or delivery'),
  ...enteredLineEntries,
  customerInfo: objectOf(
    {
      name: contactNameField,
      phone: contactPhoneField,
      email: blankToNull(emailField, INVALID_EMAIL),
      address: addressField,
    },
    "Enter the customer's name and phone",
  ),
  fulfilmentWindow: v.pipe(v.string(WINDOW_MISSING), v.nonEmpty(WINDOW_MISSING), v.maxLength(64, WINDOW_MISSING)),
  notes: blankToNull(v.pipe(v.string(), v.maxLength(NOTES_MAX, NOTES_TOO_LONG)), NOTES_TOO_LONG),
  discountCode: discountCodeField,
};

/** A delivery needs its address, named on its field. */
const deliveryHasAddress = <T extends { orderType: string; customerInfo: { address: string } }>() =>
  v.forward<T, v.CheckIssue<T>, ['customerInfo', 'address']>(
    v.check((input) => input.orderType !== 'delivery' || input.customerInfo.address !== '', MISSING_ADDRESS),
    ['customerInfo', 'address'] as never,
  );

/** A detail the quote does not need yet (the owner is still on the phone): blank or left out is not known. */
const notYetKnown = v.pipe(v.nullish(v.string(), ''), v.trim(), v.maxLength(320));

/**
 * The quote's body: the order's, its name, phone and time optional (none changes the money; a
 * code's limits per customer are checked once the phone or e-mail is there).
 */
export const enteredOrderQuoteSchema = v.pipe(
  objectOf(
    {
      ...orderEntries,
      customerInfo: objectOf(
        { name: notYetKnown, phone: notYetKnown, email: notYetKnown, address: addressField },
        "Enter the customer's name and phone",
      ),
      fulfilmentWindow: v.optional(v.pipe(v.string(WINDOW_MISSING), v.maxLength(64, WINDOW_MISSING))),
    },
    NOT_AN_OBJECT,
  ),
  deliveryHasAddress(),
);

export const enteredOrderSchema = v.pipe(
  objectOf(
    {
      ...orderEntries,
      payment: v.picklist(PAYMENT_METHODS, PAYMENT_MISSING),
      sendLinkBy: v.optional(v.pipe(v.array(v.picklist(LINK_CHANNELS, LINK_CHANNEL_MISSING), LINK_CHANNEL_MISSING)), [
        'text',
      ]),
      holdHours: v.optional(v.picklist(HOLD_HOURS, HOLD_INVALID), DEFAULT_HOLD_HOURS),
      overrideLimits: v.optional(v.boolean('overrideLimits must be true or false'), false),
    },
    NOT_AN_OBJECT,
  ),
  deliveryHasAddress(),
  v.forward(
    v.check((input) => input.payment !== 'link' || input.sendLinkBy.length > 0, LINK_CHANNEL_MISSING),
    ['sendLinkBy'],
  ),
  v.forward(
    v.check(
      (input) => input.payment !== 'link' || !input.sendLinkBy.includes('email') || input.customerInfo.email !== null,
      LINK_EMAIL_MISSING,
    ),
    ['customerInfo', 'email'],
  ),
);

export type EnteredOrderQuote = v.InferOutput<typeof enteredOrderQuoteSchema>;
export type EnteredOrder = v.InferOutput<typeof enteredOrderSchema>;

export const checkEnteredOrder = (input: unknown) => checkBodyPaths(enteredOrderSchema, input);
export const checkEnteredOrderQuote = (input: unknown) => checkBodyPaths(enteredOrderQuoteSchema, input);

/** A dish as checking the owner's lines reads it. */
export interface EnteredDish {
  id: number;
  name: string;
  status: string;
  packTiers: readonly unknown[];
  quantityChoices: readonly number[];
}

/**
 * The fewest pieces of a dish the owner may enter: a dish sold in packs (samosas, chapatis) starts
 * at its smallest pack, 10 on the seeded menu; any other at one. Between that and the most a line
 * holds she may enter any count, not only the storefront's choices.
 */
export const fewestPieces = (dish: Pick<EnteredDish, 'packTiers' | 'quantityChoices'>): number =>
  dish.packTiers.length > 0 ? Math.min(...dish.quantityChoices) : 1;

/** Each line's problem under its field ('items.0.productId'): a dish that is not on the menu, or too few pieces. */
export function enteredLineProblems(
  items: ReadonlyArray<{ productId: number; quantity: number }>,
  dishes: readonly EnteredDish[],
): Record<string, string> {
  const byId = new Map(dishes.map((dish) => [dish.id, dish]));
  const problems: Record<string, string> = {};
  items.forEach((item, index) => {
    const dish = byId.get(item.productId);
    if (!dish || dish.status === 'archived') problems[`items.${index}.productId`] = UNKNOWN_DISH;
    else if (item.quantity < fewestPieces(dish)) {
      problems[`items.${index}.quantity`] = belowMinimum(dish.name, fewestPieces(dish));
    }
  });
  return problems;
}
