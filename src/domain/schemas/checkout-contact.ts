import * as v from 'valibot';
import { OUTSIDE_AREA } from '../service-area';
import { ORDER_TYPES, type OrderType } from '../order-type';
import { LIMITS, NOT_AN_OBJECT, objectOf } from './fields';
import { firstMessage } from './first-message';

/* The 'Proceed to Payment' checks, word for word and in order (docs/behaviour/rules.md#proceed-to-payment-checks). */
export const MISSING_NAME = 'Missing Information - Please enter your name';
export const MISSING_PHONE = 'Please enter your phone number';
export const MISSING_EMAIL = 'Please enter your email address';
export const INVALID_CHECKOUT_EMAIL = 'Invalid Email - Please enter a valid email address';
export const MISSING_ADDRESS = 'Missing Address - Please select a valid delivery address';
/** A recognised address beyond the radius cannot be paid for (docs/behaviour/rules.md#delivery-zones): its toast. */
export const OUTSIDE_DELIVERY_AREA = "Outside Delivery Area - Sorry, we don't deliver to this location yet.";

/* Contact fields, shared with the payment-intent and order payloads so all say the same thing. */
export const contactNameField = v.pipe(
  v.string(MISSING_NAME),
  v.trim(),
  v.nonEmpty(MISSING_NAME),
  v.maxLength(LIMITS.name, `Name must be at most ${LIMITS.name} characters`),
);

export const contactPhoneField = v.pipe(
  v.string(MISSING_PHONE),
  v.trim(),
  v.nonEmpty(MISSING_PHONE),
  v.maxLength(LIMITS.phone, `Phone number must be at most ${LIMITS.phone} characters`),
);

export const contactEmailField = v.pipe(
  v.string(MISSING_EMAIL),
  v.trim(),
  v.nonEmpty(MISSING_EMAIL),
  v.maxLength(LIMITS.email, INVALID_CHECKOUT_EMAIL),
  v.email(INVALID_CHECKOUT_EMAIL),
);

/** A delivery address as typed; blank means none. */
export const addressField = v.pipe(
  v.nullish(v.string(MISSING_ADDRESS), ''),
  v.trim(),
  v.maxLength(LIMITS.address, `Address must be at most ${LIMITS.address} characters`),
);

const zoneField = v.pipe(v.nullish(v.string(MISSING_ADDRESS), ''), v.trim());

/**
 * What the cart sheet checks before payment. Entry order is check order. For delivery the address
 * must have been checked (a zone found), and a zone outside the area cannot proceed.
 */
export const checkoutContactSchema = v.pipe(
  objectOf(
    {
      name: contactNameField,
      phone: contactPhoneField,
      email: contactEmailField,
      orderType: v.nullable(v.picklist(ORDER_TYPES, 'Please choose pickup or delivery')),
      address: addressField,
      zone: zoneField,
    },
    NOT_AN_OBJECT,
  ),
  v.forward(
    v.check((input) => input.orderType !== 'delivery' || (input.address !== '' && input.zone !== ''), MISSING_ADDRESS),
    ['address'],
  ),
  v.forward(
    v.check((input) => input.orderType !== 'delivery' || input.zone !== OUTSIDE_AREA, OUTSIDE_DELIVERY_AREA),
    ['address'],
  ),
);

export interface CheckoutContactInput {
  orderType: OrderType | null;
  name: string;
  phone: string;
  email: string;
  address: string | null;
  zone: string | null;
}

/** The first problem with the cart sheet's contact details as its exact toast text, or null. */
export function checkoutContactProblem(input: CheckoutContactInput): string | null {
  const result = firstMessage(checkoutContactSchema, input);
  return result.ok ? null : result.message;
}
