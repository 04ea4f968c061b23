/*
 * The order as the API shows it (docs/behaviour/api.md#shapes): the stored order with its money as
 * 2-decimal strings, its number, and its time as an ISO string. Derived from the stored order, so it
 * cannot drift from it. The customer's view (GET /api/orders/history, /api/orders/track) leaves out
 * the payment's id, which the gateway would take as a key; the administrator's (GET /api/orders,
 * the status change's answer, the kitchen) carries it.
 */
import { orderNumber } from '../order-number';
import { customerSpotOf, type SpotBeforePayment } from '../pickup-spots/pickup-spot';
import type { MoneyLineInput } from '../order-money/money-lines';
import { formatTaxRate, parseTaxRate } from '../order-money/tax-rate';
import { apiDecimalToCents, centsToApiDecimal, toApiMoney, type ApiMoney } from './api-money';
import type { OrderMoney as OrderMoneyFields } from './order-contract';
import type { StoredOrder } from './stored-order';
import { adjustmentLine, changeLines } from './change-lines';
import type { Adjustment, OrderChange } from './order-snapshot';
import { amountToCollect, type InPersonMethod, type OrderPaymentMethod } from './payment-method';

type ShownOrder = Omit<
  StoredOrder,
  | 'userId'
  | 'createdAt'
  | 'fulfilmentWindow'
  | 'refundedAt'
  | 'paymentIntentId'
  | 'paymentCapturedAt'
  | 'textPhone'
  | 'paymentMethod'
  | 'paidInPerson'
  | 'openLink'
  | 'enteredByEmail'
  | 'overLimits'
  | 'changes'
  | 'pickupSpot'
  | 'deliveryPoint'
>;

/** A window as the API sends it: ISO instants. */
export interface FulfilmentWindowView {
  start: string;
  end: string;
}

/** One rate's tax as the API sends it: the rate as a percent string ('9.35'), money as decimals. */
export interface TaxLineView {
  name: string;
  rate: string;
  taxable: string;
  amount: string;
}

export type OrderView = Omit<ApiMoney<ShownOrder>, 'taxLines'> & {
  taxLines: TaxLineView[];
  orderNumber: string;
  createdAt: string;
  fulfilmentWindow: FulfilmentWindowView | null;
  /** When cancelling the order refunded it (ISO); null while it has not been refunded. */
  refundedAt: string | null;
  /** Each change the owner made to it, oldest first: when, what changed, and how the money followed. */
  changes: ChangeView[];
  /** A pickup's spot: a private spot's address and notes only once the order is paid (issue 50). */
  pickupSpot: SpotBeforePayment | null;
};

/** A change as it is shown: 'Beef Samosa: 20 → 10', 'Total: $43.74 → $21.87', 'Refunded $21.87 to the card'. */
export interface ChangeView {
  at: string;
  lines: string[];
  money: string | null;
}

/**
 * How the administrator sees an order's payment (issue 37): how it is paid, what is still to
 * collect, a payment taken in person, the link waiting to be paid, who entered it and whether over
 * the kitchen's limits.
 */
export interface PaymentView {
  method: OrderPaymentMethod;
  toCollect: string | null;
  paidInPerson: { amount: string; how: InPersonMethod; at: string } | null;
  openLink: { amount: string; expiresAt: string } | null;
  enteredBy: string | null;
  overLimits: boolean;
}

/** The administrator's view: the customer's, with the payment's id (null for orders without one) and how it is paid. */
export type AdminOrderView = Omit<OrderView, 'changes'> & {
  paymentIntentId: string | null;
  payment: PaymentView;
  /** The changes with who made each. */
  changes: Array<ChangeView & { by: string }>;
};

export type OrderItemView = OrderView['items'][number];

export type DeliveryAddressView = OrderView['deliveryAddress'];

export function toOrderView(order: StoredOrder): OrderView {
  const {
    userId: _userId,
    paymentIntentId: _paymentIntentId,
    // Internal bookkeeping: the order is paid either way as far as anyone reading it is concerned.
    paymentCapturedAt: _paymentCapturedAt,
    textPhone: _textPhone,
    paymentMethod: _paymentMethod,
    paidInPerson: _paidInPerson,
    openLink: _openLink,
    enteredByEmail: _enteredByEmail,
    overLimits: _overLimits,
    changes,
    createdAt,
    fulfilmentWindow,
    refundedAt,
    pickupSpot: _pickupSpot,
    deliveryPoint: _deliveryPoint,
    ...shown
  } = order;
  return {
    ...toApiMoney<ShownOrder>(shown),
    taxLines: toTaxLineViews(order.taxLines),
    orderNumber: orderNumber(order.id),
    createdAt: createdAt.toISOString(),
    fulfilmentWindow: fulfilmentWindow && {
      start: fulfilmentWindow.start.toISOString(),
      end: fulfilmentWindow.end.toISOString(),
    },
    refundedAt: refundedAt?.toISOString() ?? null,
    changes: changes.map(toChangeView),
    pickupSpot: customerSpotOf(order),
  };
}

/** A change's money as the API writes it (PATCH /api/admin/orders/{id}'s `adjustment`). */
export const toAdjustmentView = (adjustment: Adjustment) => ({
  kind: adjustment.kind,
  amount: centsToApiDecimal(adjustment.cents),
  giftCards: adjustment.giftCards.map((card) => ({ last4: card.last4, amount: centsToApiDecimal(card.cents) })),
});

/** The same, read back in cents (the dashboard's toast). */
export const adjustmentOfView = (view: ReturnType<typeof toAdjustmentView>): Adjustment => ({
  kind: view.kind,
  cents: apiDecimalToCents(view.amount),
  giftCards: view.giftCards.map((card) => ({ last4: card.last4, cents: apiDecimalToCents(card.amount) })),
});

const toChangeView = (change: OrderChange): ChangeView => ({
  at: change.at.toISOString(),
  lines: changeLines(change.before, change.after),
  money: adjustmentLine(change.adjustment),
});

export const toAdminOrderView = (order: StoredOrder): AdminOrderView => ({
  ...toOrderView(order),
  // The owner hands it over: she sees her spots whole.
  pickupSpot: order.pickupSpot,
  paymentIntentId: order.paymentIntentId,
  payment: toPaymentView(order),
  changes: order.changes.map((change) => ({ ...toChangeView(change), by: change.byEmail })),
});

export function toPaymentView(order: StoredOrder): PaymentView {
  const toCollect = amountToCollect(order);
  const { paidInPerson, openLink } = order;
  return {
    method: order.paymentMethod,
    toCollect: toCollect === null ? null : centsToApiDecimal(toCollect),
    paidInPerson: paidInPerson && {
      amount: centsToApiDecimal(paidInPerson.cents),
      how: paidInPerson.how,
      at: paidInPerson.at.toISOString(),
    },
    openLink: openLink && {
      amount: centsToApiDecimal(openLink.amountCents),
      expiresAt: openLink.expiresAt.toISOString(),
    },
    enteredBy: order.enteredByEmail,
    overLimits: order.overLimits,
  };
}

/** The order's tax lines as the API sends them (the rate as a percent string, money as decimals). */
export const toTaxLineViews = (lines: StoredOrder['taxLines']): TaxLineView[] =>
  lines.map((line) => ({
    name: line.name,
    rate: formatTaxRate(line.rate),
    taxable: centsToApiDecimal(line.taxableCents),
    amount: centsToApiDecimal(line.amountCents),
  }));

/** The money of a priced order, as POST /api/checkout/quote answers it. */
export interface QuoteView {
  subtotal: string;
  discount: string;
  deliveryFee: string;
  tax: string;
  taxLines: TaxLineView[];
  tip: string;
  total: string;
  discountCode: string | null;
}

export const toQuoteView = (
  priced: Pick<
    StoredOrder,
    Exclude<keyof OrderMoneyFields, 'serviceChargeCents' | 'setupCents'> | 'taxLines' | 'discountCode'
  >,
): QuoteView => ({
  subtotal: centsToApiDecimal(priced.subtotalCents),
  discount: centsToApiDecimal(priced.discountCents),
  deliveryFee: centsToApiDecimal(priced.deliveryFeeCents),
  tax: centsToApiDecimal(priced.taxCents),
  taxLines: toTaxLineViews(priced.taxLines),
  tip: centsToApiDecimal(priced.tipCents),
  total: centsToApiDecimal(priced.totalCents),
  discountCode: priced.discountCode,
});

/** A quote's (or an order view's) money back in cents, as the browser keeps it in the pending order. */
export function quotedMoney(quote: QuoteView) {
  return {
    subtotalCents: apiDecimalToCents(quote.subtotal),
    discountCents: apiDecimalToCents(quote.discount),
    deliveryFeeCents: apiDecimalToCents(quote.deliveryFee),
    taxCents: apiDecimalToCents(quote.tax),
    taxLines: quote.taxLines.map((line) => ({
      name: line.name,
      rate: parseTaxRate(line.rate) ?? 0,
      taxableCents: apiDecimalToCents(line.taxable),
      amountCents: apiDecimalToCents(line.amount),
    })),
    tipCents: apiDecimalToCents(quote.tip),
    totalCents: apiDecimalToCents(quote.total),
    discountCode: quote.discountCode,
  };
}

export type QuotedMoney = ReturnType<typeof quotedMoney>;

/**
 * An order view's money (or a quote's) as `moneyLines` reads it, so the cards that get decimals
 * from the API show the very lines the cents forms do. The conversion is `quotedMoney`'s: one place.
 */
export const moneyLineInput = (
  view: QuoteView & {
    giftCards?: ReadonlyArray<{ last4: string; applied: string; returned?: string }>;
    serviceCharge?: string;
    setup?: string;
  },
): MoneyLineInput => ({
  ...quotedMoney(view),
  // A catering order's charges (issue 48); a quote and any other order have none.
  serviceChargeCents: apiDecimalToCents(view.serviceCharge ?? '0.00'),
  setupCents: apiDecimalToCents(view.setup ?? '0.00'),
  // An order's view carries what its gift cards paid (issue 47); a quote's money lines have none.
  giftCards: (view.giftCards ?? []).map((card) => ({
    last4: card.last4,
    appliedCents: apiDecimalToCents(card.applied),
    returnedCents: apiDecimalToCents(card.returned ?? '0.00'),
  })),
});
