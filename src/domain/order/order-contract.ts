/*
 * The one definition of an order. Every form an order takes is made from these entries by picking
 * and extending them: the checkout request (src/domain/schemas/payment-intent.ts), the pending and
 * completed order kept in the browser (./browser-orders.ts), the order as stored (./stored-order.ts)
 * and as the API shows it (./order-view.ts). A new field is added here once, plus a migration.
 *
 * Money is integer cents, in fields named `…Cents`. Decimal strings ('12.50') exist only at the
 * API's edge and are made and read by one module (./api-money.ts).
 */
import * as v from 'valibot';
import { ORDER_TYPES } from '../order-type';
import { MAX_LINE_QUANTITY } from '../quantity';

/** An amount of money: whole, non-negative cents. */
export const centsSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** A database id. */
export const idSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

export const LINE_TOTAL_MISMATCH = 'A line total must be its price times its quantity';
export const ORDER_TOTAL_MISMATCH =
  'Total must equal subtotal - discount + delivery fee + service charge + setup + tax + tip';

export const UNKNOWN_PRODUCT = 'Unknown product';
export const INVALID_QUANTITY = `Quantities must be whole numbers from 1 to ${MAX_LINE_QUANTITY}`;

/** The fields of an order line; a request picks the ones it sends. */
export const orderLineEntries = {
  productId: v.pipe(v.number(UNKNOWN_PRODUCT), v.safeInteger(UNKNOWN_PRODUCT), v.minValue(1, UNKNOWN_PRODUCT)),
  name: v.string(),
  quantity: v.pipe(
    v.number(INVALID_QUANTITY),
    v.safeInteger(INVALID_QUANTITY),
    v.minValue(1, INVALID_QUANTITY),
    v.maxValue(MAX_LINE_QUANTITY, INVALID_QUANTITY),
  ),
  /** Price per piece as paid. */
  priceCents: centsSchema,
  totalCents: centsSchema,
};

/**
 * A line's count as an order keeps it: a whole number of pieces from 1. A cart's line is checked
 * against the storefront's most (`orderLineEntries.quantity`) where it comes in; a catering order's
 * may hold more (issue 48: up to its request's most per dish).
 */
export const storedQuantitySchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

/** One order line as paid: the product, its name and price per piece then, how many, and the line's total. */
export const orderLineSchema = v.pipe(
  v.object({ ...orderLineEntries, quantity: storedQuantitySchema }),
  v.check((line) => line.totalCents === line.priceCents * line.quantity, LINE_TOTAL_MISMATCH),
);

export type OrderLine = v.InferOutput<typeof orderLineSchema>;

/**
 * The order's money (src/domain/order-money): the lines' sum, the discount code's share of it, the
 * delivery fee, the sales tax, the driver's tip and what was charged.
 */
export const orderMoneyEntries = {
  subtotalCents: centsSchema,
  discountCents: centsSchema,
  deliveryFeeCents: centsSchema,
  taxCents: centsSchema,
  tipCents: centsSchema,
  totalCents: centsSchema,
};

/**
 * A catering order's service charge and setup (issue 48), part of its total: kept with the stored
 * order and its changes, 0 on every other order; a storefront checkout carries neither.
 */
export const orderChargeEntries = {
  serviceChargeCents: v.optional(centsSchema, 0),
  setupCents: v.optional(centsSchema, 0),
};

type OrderCharges = Partial<v.InferOutput<v.ObjectSchema<typeof orderChargeEntries, undefined>>>;

export type OrderMoney = v.InferOutput<v.ObjectSchema<typeof orderMoneyEntries, undefined>>;

/** One rate's sales tax: what it was on ('Prepared food'), the rate in thousandths of a percent, the amount taxed and the tax. */
export const taxLineSchema = v.object({
  name: v.string(),
  rate: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  taxableCents: centsSchema,
  amountCents: centsSchema,
});

/** What every form of an order holds: how it is received, its lines and its money. */
export const orderEntries = {
  orderType: v.picklist(ORDER_TYPES),
  items: v.pipe(v.array(orderLineSchema), v.nonEmpty()),
  ...orderMoneyEntries,
  /** One line per rate charged; empty when the shop collected no tax. */
  taxLines: v.array(taxLineSchema),
  /** The discount code applied, in capitals; null without one. */
  discountCode: v.nullable(v.string()),
};

/** The check every form of an order passes: the total is the sum of its parts. */
export const totalAddsUp = <T extends OrderMoney & OrderCharges>() =>
  v.check<T, string>(
    (order) =>
      order.totalCents ===
      order.subtotalCents -
        order.discountCents +
        order.deliveryFeeCents +
        (order.serviceChargeCents ?? 0) +
        (order.setupCents ?? 0) +
        order.taxCents +
        order.tipCents,
    ORDER_TOTAL_MISMATCH,
  );

/** Lines of `items` as the order records them, from a priced cart's lines. */
export function orderLine(line: { productId: number; name: string; quantity: number; priceCents: number }): OrderLine {
  return { ...line, totalCents: line.priceCents * line.quantity };
}

/** An order's money as it carries it: the figures, the tax by rate and the code applied. */
export type CarriedMoney = OrderMoney &
  OrderCharges & {
    taxLines: Array<v.InferOutput<typeof taxLineSchema>>;
    discountCode: string | null;
  };

/** The money of anything that carries an order's (a priced checkout, a stored order), and nothing else. */
export const moneyOf = (order: CarriedMoney): CarriedMoney & Required<OrderCharges> => ({
  subtotalCents: order.subtotalCents,
  discountCents: order.discountCents,
  deliveryFeeCents: order.deliveryFeeCents,
  serviceChargeCents: order.serviceChargeCents ?? 0,
  setupCents: order.setupCents ?? 0,
  taxCents: order.taxCents,
  taxLines: order.taxLines,
  tipCents: order.tipCents,
  totalCents: order.totalCents,
  discountCode: order.discountCode,
});
