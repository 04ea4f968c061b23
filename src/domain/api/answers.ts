/*
 * What the API answers, as valibot schemas of the JSON on the wire: money as 2-decimal strings,
 * times as ISO strings. The browser checks answers against them in development and tests
 * (src/lib/api/answer-check.ts); the TypeScript types of ../api-shapes.ts and the other views are
 * checked against them by ./shape-checks.ts, so the two cannot drift apart.
 */
import * as v from 'valibot';
import { ALLERGEN_NAMES } from '../allergens';
import { API_DECIMAL } from '../order/api-money';
import { ORDER_STATUSES } from '../order-status';
import { IN_PERSON_METHODS, ORDER_PAYMENT_METHODS } from '../order/payment-method';
import { ORDER_TYPES } from '../order-type';
import { CATERING_STATUSES } from '../catering/catering-request-view';
import type { CateringQuoteView } from '../catering/catering-quote-view';
import { TAX_CATEGORIES } from '../order-money/tax-category';
import { PRODUCT_STATUSES } from '../product-status';
import { TEST_INTENT_STATUSES, TEST_SETUP_STATUSES } from '../test-cards';
import { CHANNELS } from '../outbox/channel';
import { MESSAGE_STATUSES } from '../outbox/message-log';
import { ORDERING_MODES } from '../fulfilment/drops';
import { LIST_CHANNELS } from '../notify/notify-list';
import { ALLERGENS } from '../allergens';
import { SETUP_CHECK_IDS } from '../setup/setup-check';
import { TEST_CHANNELS, TEST_STATUSES } from '../setup/test-send';

export const money = v.pipe(v.string(), v.regex(API_DECIMAL));
const whole = v.pipe(v.number(), v.safeInteger());
const instant = v.string();
const instants = { start: instant, end: instant };

export const messageAnswer = v.object({ message: v.string() });

export const sessionUserAnswer = v.object({
  id: whole,
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  phone: v.nullable(v.string()),
  isAdmin: v.boolean(),
  adminAwaitingProof: v.boolean(),
  emailVerified: v.boolean(),
  twoFactorEnabled: v.boolean(),
  createdAt: instant,
});

export const verifiedEmailAnswer = v.object({ message: v.string(), email: v.string() });

export const twoFactorSetupAnswer = v.object({ secret: v.string(), uri: v.string(), qrSvg: v.string() });

export const recoveryCodesAnswer = v.object({ recoveryCodes: v.array(v.string()) });

export const menuProductAnswer = v.object({
  id: whole,
  name: v.string(),
  description: v.string(),
  price: money,
  unit: v.string(),
  image: v.string(),
  imageAlt: v.string(),
  packTiers: v.array(v.object({ minQuantity: whole, unitPrice: money, badge: v.nullable(v.string()) })),
  soldOut: v.boolean(),
  quantityChoices: v.array(whole),
  maxPerOrder: v.nullable(whole),
  /** In order of weight, most first. */
  ingredients: v.array(v.string()),
  /** Of the nine major allergens, by name ('Wheat'), in the law's order. */
  allergens: v.array(v.picklist(Object.values(ALLERGEN_NAMES))),
});

export const adminProductAnswer = v.object({
  ...menuProductAnswer.entries,
  status: v.picklist(PRODUCT_STATUSES),
  position: whole,
  dailyLimit: v.nullable(whole),
  taxCategory: v.picklist(TAX_CATEGORIES),
});

export const deliveryZoneAnswer = v.object({ id: whole, name: v.string(), fee: money, distance: v.string() });

/** A sales-tax place at /admin/tax: rates as percent strings ('9.35'); confirmed false: 'Check this rate'. */
export const taxPlaceAnswer = v.object({
  id: whole,
  name: v.string(),
  state: v.string(),
  zips: v.array(v.string()),
  preparedRate: v.string(),
  foodRate: v.string(),
  taxesDeliveryFee: v.boolean(),
  isKitchen: v.boolean(),
  confirmed: v.boolean(),
});

export const taxSettingsAnswer = v.object({ collectsTax: v.boolean(), places: v.array(taxPlaceAnswer) });

/** GET /api/admin/tax-report's answer: money as decimal strings, rates as percent strings. */
export const taxReportAnswer = v.object({
  month: v.string(),
  rows: v.array(
    v.object({
      place: v.string(),
      state: v.string(),
      category: v.string(),
      rate: v.string(),
      orders: whole,
      taxableSales: money,
      tax: money,
    }),
  ),
  totals: v.object({
    sales: money,
    discounts: money,
    deliveryFees: money,
    // A catering event's service charge and setup (issue 48): taxable.
    serviceCharges: money,
    tips: money,
    taxableSales: money,
    tax: money,
    refundedTax: money,
    // Gift cards sold (issue 47), on a line of its own: not a taxable sale.
    giftCardsSold: money,
    // Catering money held at the month's end for later events, and kept by its cancellations (issue 48): not sales.
    depositsHeld: money,
    depositsKept: money,
  }),
});

/**
 * A discount code at /admin/codes: one of percentOff and amountOff; dates are shop dates
 * 'YYYY-MM-DD'; uses and givenAway count the orders neither cancelled nor refunded.
 */
export const discountCodeAnswer = v.object({
  id: whole,
  code: v.string(),
  percentOff: v.nullable(whole),
  amountOff: v.nullable(money),
  minSubtotal: v.nullable(money),
  startsAt: v.nullable(v.string()),
  endsAt: v.nullable(v.string()),
  maxUses: v.nullable(whole),
  oncePerCustomer: v.boolean(),
  firstOrderOnly: v.boolean(),
  uses: whole,
  givenAway: money,
  createdAt: instant,
});

/**
 * A gift card at /admin/gift-cards: named by its last four characters; amount is what it was issued
 * for, balance what its ledger now holds (a disabled card's included, as the shop still owes it).
 */
export const giftCardAnswer = v.object({
  id: whole,
  last4: v.string(),
  kind: v.picklist(['purchase', 'credit']),
  amount: money,
  balance: money,
  buyer: v.nullable(v.object({ name: v.string(), email: v.string() })),
  recipient: v.object({ name: v.string(), email: v.string() }),
  reason: v.nullable(v.string()),
  sendOn: v.string(),
  issuedAt: instant,
  lastUsedAt: v.nullable(instant),
  disabledAt: v.nullable(instant),
  disabledReason: v.nullable(v.string()),
});

export const giftCardsAnswer = v.object({ cards: v.array(giftCardAnswer), outstanding: money });

/**
 * A catering request on the owner's list (issue 48): its status and when it took it, the event,
 * the dishes as asked (their names as they were), who asked; once its personal details are removed
 * (a year after the event, or with the account of its e-mail) name, phone and address read
 * 'Removed', e-mail and note are null, and `detailsRemovedAt` says when.
 */
export const cateringRequestAnswer = v.object({
  id: whole,
  reference: v.string(),
  status: v.picklist(CATERING_STATUSES),
  statusAt: instant,
  eventAt: instant,
  orderType: v.picklist(ORDER_TYPES),
  address: v.nullable(v.string()),
  headcount: whole,
  items: v.array(v.object({ productId: whole, name: v.string(), pieces: whole })),
  note: v.nullable(v.string()),
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.string(),
  createdAt: instant,
  detailsRemovedAt: v.nullable(instant),
});

export const cateringRequestsAnswer = v.object({ requests: v.array(cateringRequestAnswer) });

/** The amounts /gift-cards offers (the owner's, else the defaults), smallest first. */
export const giftCardPresetsAnswer = v.object({ amounts: v.array(money) });

/** A card bought: named by its last four; its code while its letter still waits to be sent, else null. */
export const purchasedCardAnswer = v.object({
  last4: v.string(),
  amount: money,
  sendOn: v.string(),
  recipientName: v.string(),
  code: v.nullable(v.string()),
});

/** A card sent again: its new last four, to whom, and what happened in words. */
export const resentCardAnswer = v.object({
  last4: v.string(),
  recipientName: v.string(),
  recipientEmail: v.string(),
  message: v.string(),
});

/** The balance page's answer: the balance and each use, oldest first (amounts signed as they moved it). */
export const giftCardBalanceAnswer = v.object({
  last4: v.string(),
  balance: money,
  disabled: v.boolean(),
  uses: v.array(
    v.object({
      at: instant,
      kind: v.picklist(['issue', 'spend', 'refund', 'adjustment']),
      // Signed as it moved the balance: a spend is negative.
      amount: v.pipe(v.string(), v.regex(/^-?\d{1,9}(?:\.\d{1,2})?$/)),
    }),
  ),
});

export const businessSettingsAnswer = v.object({
  isAcceptingOrders: v.boolean(),
  switchOn: v.boolean(),
  message: v.nullable(v.string()),
  pausedUntil: v.nullable(instant),
  orderingMode: v.picklist(ORDERING_MODES),
  nextOpening: v.nullable(instant),
  closesAt: v.nullable(instant),
});

/** The notify list's size by channel and state (the owner's dashboard). */
const listCount = v.object({ pending: whole, confirmed: whole, unsubscribed: whole });
export const subscriberCountsAnswer = v.object({ email: listCount, sms: listCount });

export const subscribedAnswer = v.object({ message: v.string() });

const announcementWords = v.object({ subject: v.string(), text: v.string() });

/** An ordering period as the owner's page lists it. */
export const dropAnswer = v.object({
  id: whole,
  opensAt: instant,
  closesAt: instant,
  sellsDates: v.array(v.string()),
  note: v.nullable(v.string()),
  announce: v.nullable(announcementWords),
  state: v.picklist(['scheduled', 'open', 'closed']),
  /** The pickup spots it sells at (issue 50), in the owner's order. */
  spotIds: v.array(whole),
});

const messageCounts = v.object({ queued: whole, sent: whole, failed: whole });

/** An announcement with its messages' counts by channel (the message log). */
export const announcementAnswer = v.object({
  id: whole,
  kind: v.picklist(['manual', 'opening', 'reminder']),
  periodId: v.nullable(whole),
  subject: v.string(),
  text: v.string(),
  channels: v.array(v.picklist(LIST_CHANNELS)),
  sendAt: instant,
  queuedAt: v.nullable(instant),
  counts: v.object({ email: messageCounts, sms: messageCounts }),
});

export const announcedAnswer = v.object({ id: whole, recipients: v.object({ email: whole, sms: whole }) });

export const fulfilmentSettingsAnswer = v.object({
  hours: v.object(
    Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, v.array(v.object(instants))])) as Record<
      '0' | '1' | '2' | '3' | '4' | '5' | '6',
      v.ArraySchema<v.ObjectSchema<typeof instants, undefined>, undefined>
    >,
  ),
  blockedDates: v.array(v.string()),
  leadMinutes: whole,
  windowMinutes: whole,
  windowCapacity: whole,
  dayCapacity: whole,
  horizonDays: whole,
  windowPieces: v.nullable(whole),
  pickupNote: v.string(),
  prepEmailTime: v.nullable(v.string()),
  cateringLeadDays: whole,
});

/** A pickup spot as the storefront shows it (src/domain/pickup-spots/pickup-spot.ts). */
export const pickupSpotAnswer = v.object({
  id: whole,
  name: v.string(),
  address: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  private: v.boolean(),
});

/** A spot the cart offers, with its next window with room (null: none in the days offered). */
export const spotOnOfferAnswer = v.object({ ...pickupSpotAnswer.entries, next: v.nullable(v.object(instants)) });

export const dayWindowsAnswer = v.object({
  date: v.string(),
  type: v.picklist(ORDER_TYPES),
  windows: v.array(v.object({ ...instants, available: v.boolean() })),
  reason: v.nullable(v.string()),
  /** What is left that day of each dish with a daily limit (issue 26). */
  products: v.array(v.object({ productId: whole, remaining: whole })),
});

/** One rate's sales tax: what it is on, the rate as a percent string ('9.35'), the amount taxed and the tax. */
export const taxLineAnswer = v.object({ name: v.string(), rate: v.string(), taxable: money, amount: money });

/** POST /api/checkout/quote's answer: the order's money as the server will charge it. */
export const quoteAnswer = v.object({
  subtotal: money,
  discount: money,
  deliveryFee: money,
  tax: money,
  taxLines: v.array(taxLineAnswer),
  tip: money,
  total: money,
  discountCode: v.nullable(v.string()),
});

/** The checkout's quote: the order's money, what each gift card pays and what the bank card pays. */
export const checkoutQuoteAnswer = v.object({
  ...quoteAnswer.entries,
  giftCards: v.array(v.object({ last4: v.string(), applied: money, remaining: money })),
  amountDue: money,
});

/** A change the owner made to an order, as shown (src/domain/order/order-view.ts). */
const changeViewAnswer = v.object({ at: instant, lines: v.array(v.string()), money: v.nullable(v.string()) });

export const orderViewAnswer = v.object({
  id: whole,
  orderType: v.picklist(ORDER_TYPES),
  items: v.array(v.object({ productId: whole, name: v.string(), quantity: whole, price: money, total: money })),
  // The money as the quote had it: the order was charged what it was quoted.
  ...quoteAnswer.entries,
  /** A catering order's service charge and setup (issue 48); 0.00 on every other order. */
  serviceCharge: money,
  setup: money,
  /** A catering event's order (issue 48): its request and what its payments hold; null otherwise. */
  catering: v.nullable(v.object({ reference: v.string(), paid: money })),
  /** A standing order's order (issue 49): while unpaid, why its charge failed; null for any other order. */
  standing: v.nullable(v.object({ failure: v.nullable(v.string()) })),
  status: v.picklist(ORDER_STATUSES),
  customerName: v.string(),
  customerEmail: v.nullable(v.string()),
  customerPhone: v.string(),
  notes: v.nullable(v.string()),
  deliveryAddress: v.nullable(
    v.union([v.object({ fullAddress: v.string(), zone: v.string(), fee: money }), v.string()]),
  ),
  orderNumber: v.string(),
  createdAt: instant,
  fulfilmentWindow: v.nullable(v.object(instants)),
  refundedAt: v.nullable(instant),
  changes: v.array(changeViewAnswer),
  /** What each gift card paid of it (issue 47); empty when the card paid it all. */
  giftCards: v.array(v.object({ last4: v.string(), applied: money, returned: money })),
  /** A pickup's spot (issue 50): a private spot's address and notes are null until it is paid. */
  pickupSpot: v.nullable(pickupSpotAnswer),
});

/** How the administrator sees an order's payment (issue 37; src/domain/order/order-view.ts). */
export const paymentViewAnswer = v.object({
  method: v.picklist(ORDER_PAYMENT_METHODS),
  toCollect: v.nullable(money),
  paidInPerson: v.nullable(v.object({ amount: money, how: v.picklist(IN_PERSON_METHODS), at: instant })),
  openLink: v.nullable(v.object({ amount: money, expiresAt: instant })),
  enteredBy: v.nullable(v.string()),
  overLimits: v.boolean(),
});

/** The administrator's view of an order: the customer's, with the payment's id and how it is paid. */
export const adminOrderViewAnswer = v.object({
  ...orderViewAnswer.entries,
  paymentIntentId: v.nullable(v.string()),
  payment: paymentViewAnswer,
  changes: v.array(v.object({ ...changeViewAnswer.entries, by: v.string() })),
});

/**
 * POST /api/orders' answer: the order's id and number to anyone who reports its payment, and its
 * state, tracking link and rating token only to whoever made the checkout (src/server/payments/record-order.ts).
 */
const recordedOrderId = v.object({ id: whole, orderNumber: v.string() });
export const recordedOrderAnswer = v.union([
  v.object({
    ...recordedOrderId.entries,
    status: v.picklist(ORDER_STATUSES),
    total: money,
    createdAt: instant,
    feedbackToken: v.string(),
    trackingUrl: v.string(),
  }),
  recordedOrderId,
]);

export const orderStatsAnswer = v.object({ totalOrders: whole, pendingOrders: whole, totalRevenue: money });

export const trackedOrderAnswer = v.object({
  order: orderViewAnswer,
  timeline: v.array(v.object({ status: v.picklist(ORDER_STATUSES), at: instant })),
  rated: v.boolean(),
  feedbackToken: v.string(),
});

const productTotal = v.object({ productId: whole, name: v.string(), quantity: whole });
/** A limit in pieces (issue 26); null: none. */
const pieceLimit = v.nullable(whole);

/** The kitchen as its pack labels name it (GET and PUT /api/admin/kitchen-profile). */
export const kitchenProfileAnswer = v.object({
  kitchenName: v.string(),
  kitchenAddress: v.string(),
  kitchenLicence: v.nullable(v.string()),
  keepingNote: v.string(),
});

export const kitchenDayAnswer = v.object({
  date: v.string(),
  totals: v.array(v.object({ ...productTotal.entries, dailyLimit: pieceLimit })),
  windows: v.array(
    v.object({
      ...instants,
      totals: v.array(productTotal),
      pieces: whole,
      windowPieces: pieceLimit,
      /** Each spot's crate and the deliveries' (issue 50; src/domain/kitchen/spot-totals.ts). */
      spots: v.array(
        v.object({
          key: v.string(),
          name: v.string(),
          spotId: v.nullable(whole),
          totals: v.array(productTotal),
          pieces: whole,
        }),
      ),
      orders: v.array(adminOrderViewAnswer),
    }),
  ),
  labels: v.object({
    kitchen: kitchenProfileAnswer,
    dishes: v.array(
      v.object({
        productId: whole,
        ingredients: v.array(v.string()),
        allergens: v.array(v.picklist(ALLERGENS)),
        packSize: v.nullable(whole),
      }),
    ),
  }),
});

/** One message of the owner's message log (GET /api/admin/messages). */
export const loggedMessageAnswer = v.object({
  id: whole,
  orderId: v.nullable(whole),
  channel: v.picklist(CHANNELS),
  kind: v.string(),
  to: v.string(),
  subject: v.string(),
  status: v.picklist(MESSAGE_STATUSES),
  createdAt: instant,
  sentAt: v.nullable(instant),
  error: v.nullable(v.string()),
});

const score = v.nullable(whole);

export const feedbackAnswer = v.object({
  id: whole,
  customerName: v.string(),
  orderId: whole,
  rating: whole,
  feedbackText: v.nullable(v.string()),
  foodQuality: score,
  orderAccuracy: score,
  deliveryService: score,
  isRecommended: v.nullable(v.boolean()),
  createdAt: instant,
  hidden: v.boolean(),
});

export const feedbackStatsAnswer = v.object({
  averageRating: v.number(),
  totalReviews: whole,
  recommendedCount: whole,
});

export const startedPaymentAnswer = v.object({
  clientSecret: v.string(),
  gateway: v.picklist(['stripe', 'test']),
  publishableKey: v.nullable(v.string()),
});

/** POST /api/create-payment-intent: the card form's payment, or a checkout the gift cards pay in full, to place. */
export const startedCheckoutAnswer = v.union([
  startedPaymentAnswer,
  v.object({ covered: v.literal(true), checkoutId: v.string() }),
]);

export const webhookAnswer = v.object({
  received: v.literal(true),
  outcome: v.picklist(['fulfilled', 'duplicate', 'ignored']),
});

export const testPaymentAnswer = v.object({
  paymentIntent: v.object({
    id: v.string(),
    status: v.picklist(TEST_INTENT_STATUSES),
    amount: whole,
  }),
  error: v.optional(v.object({ code: v.string(), message: v.string() })),
  nextAction: v.optional(v.object({ redirectUrl: v.string() })),
});

/** A test setup (a card saved for later, issue 49), shaped like Stripe.js's confirmSetup answer. */
export const testSetupAnswer = v.object({
  setupIntent: v.object({ id: v.string(), status: v.picklist(TEST_SETUP_STATUSES) }),
  error: v.optional(v.object({ code: v.string(), message: v.string() })),
  nextAction: v.optional(v.object({ redirectUrl: v.string() })),
});

/** The authentication page's payment or setup, by the client secret it was given. */
export const testLookupAnswer = v.union([testPaymentAnswer, testSetupAnswer]);

export const testAuthenticationAnswer = v.union([
  v.object({ ...testPaymentAnswer.entries, redirectUrl: v.string() }),
  v.object({ ...testSetupAnswer.entries, redirectUrl: v.string() }),
]);

/** POST /api/admin/orders' answer: the order entered, and its payment link (shown once) when it has one. */
export const enteredOrderAnswer = v.object({ order: adminOrderViewAnswer, payUrl: v.nullable(v.string()) });

/** POST /api/payment-links/open's answer: the order, what to pay and until when, and the card form's payment. */
export const openedLinkAnswer = v.object({
  order: orderViewAnswer,
  amount: money,
  purpose: v.picklist(['order', 'difference', 'deposit', 'balance']),
  expiresAt: instant,
  payment: startedPaymentAnswer,
});

/** POST /api/payment-links/paid's answer: the order paid, and its tracking link. */
export const linkPaidAnswer = v.object({
  orderNumber: v.string(),
  status: v.picklist(ORDER_STATUSES),
  amount: money,
  trackingUrl: v.string(),
});

/** PATCH /api/admin/orders/{id}'s answer: the order as changed, and how its money followed. */
export const changedOrderAnswer = v.object({
  order: adminOrderViewAnswer,
  adjustment: v.object({
    kind: v.picklist(['none', 'capture-less', 'refund', 'pay-link']),
    amount: money,
    /** What each gift card got back (issue 47): a lower total pays the bank card back first. */
    giftCards: v.array(v.object({ last4: v.string(), amount: money })),
  }),
});

const insightsTotals = v.object({
  orders: whole,
  pieces: whole,
  grossSales: money,
  discounts: money,
  netSales: money,
  tax: money,
  deliveryFees: money,
  tips: money,
  refunds: money,
  totalCollected: money,
  averageSale: money,
  newCustomers: whole,
  returningCustomers: whole,
  returningSales: money,
  ratings: whole,
  averageRating: v.nullable(v.number()),
  giftCardsSold: money,
  giftCardsSoldCount: whole,
  storeCreditIssued: money,
  storeCreditIssuedCount: whole,
  giftCardsSpent: money,
  cateringRequests: whole,
  cateringAccepted: whole,
  cateringEvents: whole,
  cateringRevenue: money,
  collectedWithCatering: money,
  standingPlaced: whole,
  standingPaid: whole,
  standingRevenue: money,
});

/** A group's orders and net sales (src/domain/insights/sales-figures.ts). */
const soldEntries = { orders: whole, netSales: money };

/** GET /api/admin/insights' answer (src/domain/insights/insights-view.ts). */
export const insightsAnswer = v.object({
  range: v.object({ from: v.string(), to: v.string(), grain: v.picklist(['day', 'week', 'month']) }),
  previous: v.object({ from: v.string(), to: v.string(), totals: insightsTotals }),
  totals: insightsTotals,
  series: v.array(v.object({ period: v.string(), ...soldEntries })),
  dishes: v.array(v.object({ productId: v.nullable(whole), name: v.string(), pieces: whole, grossSales: money })),
  orderTypes: v.array(v.object({ orderType: v.string(), ...soldEntries })),
  zones: v.array(v.object({ zone: v.string(), ...soldEntries })),
  /** The pickups by spot (issue 50). */
  spots: v.array(v.object({ spotId: whole, name: v.string(), ...soldEntries })),
  codes: v.array(v.object({ code: v.string(), orders: whole, discounts: money })),
  customers: v.array(v.object({ name: v.string(), ...soldEntries, returning: v.boolean(), latestOrderId: whole })),
  busyHours: v.array(v.object({ weekday: whole, window: v.string(), orders: whole })),
  ratings: v.array(v.object({ period: v.string(), ratings: whole, average: v.number() })),
  lowestRatings: v.array(
    v.object({ orderNumber: v.string(), rating: whole, text: v.nullable(v.string()), at: instant }),
  ),
  /** The standing orders active now, whatever the range (issue 49). */
  standingActive: whole,
});

/** A test message of the setup check (src/domain/setup/test-send.ts). */
const setupTestAnswer = v.object({
  id: whole,
  channel: v.picklist(TEST_CHANNELS),
  to: v.string(),
  status: v.picklist(TEST_STATUSES),
  error: v.nullable(v.string()),
  createdAt: instant,
  sentAt: v.nullable(instant),
});

/** POST /api/admin/setup/test's answer: the messages it queued (one, or one per device for a push). */
export const setupTestsAnswer = v.object({ tests: v.array(setupTestAnswer) });

/** GET /api/admin/setup's answer: each check, and the newest test of each channel. */
export const setupAnswer = v.object({
  checks: v.array(v.object({ id: v.picklist(SETUP_CHECK_IDS), ok: v.boolean(), detail: v.string() })),
  ...setupTestsAnswer.entries,
});

/** A difference between two amounts, which may be below zero ('-19.68'). */
const signedMoney = v.pipe(v.string(), v.regex(/^-?\d{1,9}(?:\.\d{1,2})?$/));

/** GET /api/admin/reconciliation's answer (src/domain/reconciliation/reconciliation.ts). */
export const reconciliationAnswer = v.object({
  from: v.string(),
  to: v.string(),
  orders: v.array(
    v.object({
      orderId: whole,
      orderNumber: v.string(),
      recorded: signedMoney,
      gateway: money,
      difference: signedMoney,
    }),
  ),
});

/**
 * One version of a catering quote (src/domain/catering/catering-quote-view.ts): its lines and
 * money as kept when it was saved, its deposit and balance with their dates, its terms.
 */
export const cateringQuoteAnswer = v.object({
  version: whole,
  savedAt: instant,
  sentAt: v.nullable(instant),
  acceptedAt: v.nullable(instant),
  lines: v.array(v.object({ productId: whole, name: v.string(), pieces: whole, priceEach: money, total: money })),
  subtotal: money,
  discount: money,
  serviceChargePercent: whole,
  serviceCharge: money,
  setup: money,
  deliveryFee: money,
  tax: money,
  taxLines: v.array(taxLineAnswer),
  total: money,
  depositPercent: v.nullable(whole),
  deposit: money,
  balance: money,
  balanceDueOn: v.string(),
  balanceDueAt: instant,
  expiresOn: v.string(),
  expiresAt: instant,
  terms: v.string(),
  fullRefundDays: whole,
  refundCutOff: instant,
  overLimits: v.boolean(),
}) satisfies v.GenericSchema<unknown, CateringQuoteView>;

/** PUT /api/admin/catering/{id}/quote's answer: the draft as saved and priced, and the day's limits it passes. */
export const savedCateringQuoteAnswer = v.object({
  ...cateringQuoteAnswer.entries,
  limitWarnings: v.array(v.string()),
});

/** The owner's defaults for a new catering quote. */
export const cateringTermsAnswer = v.object({ depositPercent: whole, fullRefundDays: whole, terms: v.string() });

/**
 * GET /api/admin/catering/{id}'s answer: the request as listed, every version of its quote (oldest
 * first), each state it took with its time, the owner's message if she declined it, the day's
 * limits its newest quote passes, and what a quote leaving a field out takes for it.
 */
export const cateringRequestDetailAnswer = v.object({
  request: cateringRequestAnswer,
  quotes: v.array(cateringQuoteAnswer),
  states: v.array(v.object({ status: v.picklist(CATERING_STATUSES), at: instant })),
  declinedMessage: v.nullable(v.string()),
  limitWarnings: v.array(v.string()),
  defaults: v.object({
    ...cateringTermsAnswer.entries,
    deliveryFee: money,
    balanceDueOn: v.string(),
    expiresOn: v.string(),
  }),
  /** A booked event's cancellation: what its payments hold, what its terms give back now, until when in full. */
  cancellation: v.nullable(v.object({ paid: money, termsRefund: money, cutOff: instant })),
});
