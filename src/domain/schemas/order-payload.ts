import * as v from 'valibot';
import { apiAmountSchema } from '../order/api-money';
import { orderLine } from '../order/order-contract';
import type { NewPaidOrder } from '../order/stored-order';
import { ORDER_STATUSES, type OrderStatus } from '../order-status';
import { ORDER_TYPES } from '../order-type';
import { MISSING_ADDRESS, contactNameField, contactPhoneField } from './checkout-contact';
import {
  INVALID_AMOUNT,
  LIMITS,
  blankToNull,
  optionalEmailField,
  requiredText,
  NOT_AN_OBJECT,
  objectOf,
} from './fields';
import { INVALID_ORDER_STATUS } from './order-status-patch';
import { MAX_CART_LINES } from '../quantity';
import { EMPTY_CART, requestLineSchema } from './payment-intent';

export const INVALID_ITEMS = 'Items must be a JSON list of products and quantities';
export const INVALID_DELIVERY_ADDRESS = 'Delivery address must be JSON with fullAddress, zone and fee';
export const TOTAL_MISMATCH = 'Total must equal subtotal - discount + delivery fee + tax + tip';
export const MISSING_PAYMENT = 'Missing payment reference';

const moneyField = apiAmountSchema(INVALID_AMOUNT);

/** An order line as recorded: what was bought and at what price per piece. */
const orderItemSchema = objectOf(
  {
    ...requestLineSchema.entries,
    name: requiredText(LIMITS.name, INVALID_ITEMS, INVALID_ITEMS),
    price: moneyField,
  },
  INVALID_ITEMS,
);

/** The `items` field: a JSON string (docs/behaviour/api.md#orders) holding the order lines. */
const itemsJsonField = v.pipe(
  v.string(INVALID_ITEMS),
  v.parseJson(undefined, INVALID_ITEMS),
  v.array(orderItemSchema, INVALID_ITEMS),
  v.nonEmpty(EMPTY_CART),
  v.maxLength(MAX_CART_LINES, INVALID_ITEMS),
);

const deliveryAddressSchema = objectOf(
  {
    fullAddress: requiredText(LIMITS.address, MISSING_ADDRESS, INVALID_DELIVERY_ADDRESS),
    zone: requiredText(50, INVALID_DELIVERY_ADDRESS, INVALID_DELIVERY_ADDRESS),
    fee: moneyField,
  },
  INVALID_DELIVERY_ADDRESS,
);

/** The `deliveryAddress` field: a JSON string of {fullAddress, zone, fee}; absent or 'null' for pickup. */
const deliveryAddressJsonField = v.pipe(
  v.nullish(v.string(INVALID_DELIVERY_ADDRESS), 'null'),
  v.parseJson(undefined, INVALID_DELIVERY_ADDRESS),
  v.nullable(deliveryAddressSchema),
);

/**
 * The browser's report of a paid order, in the contract's form (./order/stored-order.ts). The window
 * is not in it: the order books the one its checkout held.
 */
export type OrderPayload = Omit<
  NewPaidOrder,
  'userId' | 'fulfilmentWindow' | 'textPhone' | 'taxLines' | 'discountCode' | 'discountCodeId' | 'taxPlace'
> & {
  status: OrderStatus;
  /** The payment's client secret, which the browser that made the checkout holds. */
  clientSecret: string | null;
};

/**
 * POST /api/orders body (docs/behaviour/api.md#orders), with money turned into cents and the JSON strings parsed. The
 * sums are checked here; whether they match what was paid is the server's check (docs/architecture.md#payments).
 */
export const orderPayloadSchema = v.pipe(
  objectOf(
    {
      customerName: contactNameField,
      customerEmail: optionalEmailField,
      customerPhone: contactPhoneField,
      orderType: v.picklist(ORDER_TYPES, 'Please choose pickup or delivery'),
      status: v.optional(v.picklist(ORDER_STATUSES, INVALID_ORDER_STATUS), 'confirmed'),
      subtotal: moneyField,
      discount: v.optional(moneyField, '0.00'),
      deliveryFee: v.optional(moneyField, '0.00'),
      tax: v.optional(moneyField, '0.00'),
      tip: v.optional(moneyField, '0.00'),
      total: moneyField,
      items: itemsJsonField,
      deliveryAddress: deliveryAddressJsonField,
      paymentIntentId: requiredText(255, MISSING_PAYMENT, MISSING_PAYMENT),
      /** The intent's client secret: the browser that made the checkout shows it (record-order.ts). */
      clientSecret: v.optional(v.pipe(v.string('The client secret must be text'), v.maxLength(255))),
      notes: blankToNull(
        v.pipe(v.string(), v.maxLength(1000, 'Notes must be at most 1000 characters')),
        'Notes must be text',
      ),
    },
    NOT_AN_OBJECT,
  ),
  v.forward(
    v.partialCheck(
      [['orderType'], ['deliveryAddress']],
      (input) => input.orderType !== 'delivery' || input.deliveryAddress !== null,
      MISSING_ADDRESS,
    ),
    ['deliveryAddress'],
  ),
  v.forward(
    v.partialCheck(
      [['subtotal'], ['discount'], ['deliveryFee'], ['tax'], ['tip'], ['total']],
      (input) => input.total === input.subtotal - input.discount + input.deliveryFee + input.tax + input.tip,
      TOTAL_MISMATCH,
    ),
    ['total'],
  ),
  v.transform(
    (input): OrderPayload => ({
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      customerPhone: input.customerPhone,
      orderType: input.orderType,
      status: input.status,
      subtotalCents: input.subtotal,
      discountCents: input.discount,
      deliveryFeeCents: input.deliveryFee,
      taxCents: input.tax,
      tipCents: input.tip,
      totalCents: input.total,
      items: input.items.map(({ productId, name, quantity, price }) =>
        orderLine({ productId, name, quantity, priceCents: price }),
      ),
      deliveryAddress:
        input.deliveryAddress === null
          ? null
          : {
              fullAddress: input.deliveryAddress.fullAddress,
              zone: input.deliveryAddress.zone,
              feeCents: input.deliveryAddress.fee,
            },
      paymentIntentId: input.paymentIntentId,
      clientSecret: input.clientSecret ?? null,
      notes: input.notes,
    }),
  ),
);
