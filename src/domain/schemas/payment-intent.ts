import * as v from 'valibot';
import { ORDER_TYPES } from '../order-type';
import { apiDollarsSchema } from '../order/api-money';
import { INVALID_QUANTITY, orderLineEntries } from '../order/order-contract';
import { MAX_CART_LINES } from '../quantity';
import { TIP_PERCENTS } from '../tip';
import {
  MISSING_ADDRESS,
  addressField,
  contactEmailField,
  contactNameField,
  contactPhoneField,
} from './checkout-contact';
import { INVALID_AMOUNT, NOT_AN_OBJECT, objectOf } from './fields';
import { GIFT_CARD_CODE_MISSING } from './gift-card';
import { MOST_GIFT_CARDS_PER_ORDER, TOO_MANY_GIFT_CARDS } from '../gift-cards/gift-card-terms';

export const EMPTY_CART = 'Your cart is empty';
export const INVALID_WINDOW = 'Choose the time as one of the offered windows';
export { INVALID_QUANTITY };

/** One cart line as the server needs it (the contract's line, picked): it looks the product and its price up itself. */
export const requestLineSchema = objectOf(
  { productId: orderLineEntries.productId, quantity: orderLineEntries.quantity },
  'Each cart item needs a productId and a quantity',
);

/** A discount code as typed; blank means none. Whether it is one is the server's question. */
export const discountCodeField = v.pipe(
  v.nullish(v.string('The discount code must be text'), ''),
  v.trim(),
  v.maxLength(32, 'A discount code has at most 32 letters and digits'),
);

/** The order's fields (POST /api/create-payment-intent's `orderData`), with `customerInfo` given by the caller. */
const orderDataEntries = <C extends v.GenericSchema>(customerInfo: C) => ({
  orderType: v.picklist(ORDER_TYPES, 'Please choose pickup or delivery'),
  items: v.pipe(
    v.array(requestLineSchema, EMPTY_CART),
    v.nonEmpty(EMPTY_CART),
    v.maxLength(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} different items`),
  ),
  customerInfo,
  tipPercent: v.picklist(TIP_PERCENTS, `Tip must be one of ${TIP_PERCENTS.join(', ')} percent`),
  deliveryZone: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(50)))),
  // The chosen window's start as an ISO instant. Missing, the server asks for one (it
  // names pickup or delivery); any other string is refused as not one of the windows.
  fulfilmentWindow: v.optional(v.pipe(v.string(INVALID_WINDOW), v.maxLength(64, INVALID_WINDOW))),
  // The pickup spot chosen (issue 50); none is the kitchen. Whether it can be chosen is the server's question.
  pickupSpotId: v.optional(
    v.pipe(v.number('Choose a pickup spot'), v.integer('Choose a pickup spot'), v.minValue(1, 'Choose a pickup spot')),
  ),
  // 'Text me order updates': texts to the contact phone (which the server checks can take them).
  textUpdates: v.optional(v.boolean('textUpdates must be true or false'), false),
  discountCode: discountCodeField,
});

/** A delivery needs its address (named on the address field). */
const addressForDelivery = <T extends { orderType: string; customerInfo: { address: string } }>() =>
  v.forward<T, v.CheckIssue<T>, ['customerInfo', 'address']>(
    v.check((input) => input.orderType !== 'delivery' || input.customerInfo.address !== '', MISSING_ADDRESS),
    // The path's type cannot be checked through T's generic keys; the constraint on T makes it true.
    ['customerInfo', 'address'] as never,
  );

/**
 * The codes of the gift cards that pay part or all of the order, as typed (issue 47): each read
 * back by src/domain/gift-cards/gift-card-code.ts on the server; none when left out.
 */
const giftCardsField = v.optional(
  v.pipe(
    v.array(
      v.pipe(v.string(GIFT_CARD_CODE_MISSING), v.trim(), v.maxLength(64, GIFT_CARD_CODE_MISSING)),
      TOO_MANY_GIFT_CARDS,
    ),
    v.maxLength(MOST_GIFT_CARDS_PER_ORDER, TOO_MANY_GIFT_CARDS),
  ),
  [],
);

/**
 * POST /api/create-payment-intent body. `amount` is the total in dollars as the customer
 * saw it (before any gift card pays part of it), read as `amountCents`; the server re-prices the order and refuses an amount that differs (docs/architecture.md#payments).
 * `deliveryZone` is informational: the server detects the zone from the address itself.
 */
export const createPaymentIntentSchema = v.pipe(
  objectOf(
    {
      amount: apiDollarsSchema(INVALID_AMOUNT),
      giftCards: giftCardsField,
      orderData: v.pipe(
        objectOf(
          orderDataEntries(
            objectOf(
              { name: contactNameField, phone: contactPhoneField, email: contactEmailField, address: addressField },
              'Please enter your contact details',
            ),
          ),
          'Please send the order details',
        ),
        addressForDelivery(),
      ),
    },
    NOT_AN_OBJECT,
  ),
  // The amount as cents from here on, under a name that says so.
  v.transform(({ amount, orderData, giftCards }) => ({ amountCents: amount, orderData, giftCards })),
);

export type CreatePaymentIntentPayload = v.InferOutput<typeof createPaymentIntentSchema>;

/** A contact field the cart sheet may not have yet: blank or missing means not known. */
const notYetKnown = v.pipe(v.nullish(v.string(), ''), v.trim(), v.maxLength(320));

/**
 * POST /api/checkout/quote body: the payment intent's `orderData`, its window optional and its
 * contact details too (the cart sheet asks for a quote before they are typed; a code limited to
 * one use per customer or to a first order is checked once they are).
 */
export const checkoutQuoteSchema = objectOf(
  {
    giftCards: giftCardsField,
    orderData: v.pipe(
      objectOf(
        orderDataEntries(
          objectOf(
            { name: notYetKnown, phone: notYetKnown, email: notYetKnown, address: addressField },
            'Please enter your contact details',
          ),
        ),
        'Please send the order details',
      ),
      addressForDelivery(),
    ),
  },
  NOT_AN_OBJECT,
);

export type CheckoutQuotePayload = v.InferOutput<typeof checkoutQuoteSchema>;

/** The order of a payment intent or a quote, as the server prices it. */
export type OrderData = CreatePaymentIntentPayload['orderData'] | CheckoutQuotePayload['orderData'];
