/*
 * The schemas of every endpoint of the contract (./index.ts), under the same area and name: the
 * request's path parameters, query and body, and the answer (./answers.ts). The server reads
 * requests with them; the browser imports this module only in development and tests, to check
 * answers, so the storefront's pages never download it.
 */
import * as v from 'valibot';
import { upcomingWindowsQuerySchema, windowsQuerySchema } from '../fulfilment/windows-query';
import { exportQuerySchema, kitchenDaySchema } from '../kitchen/kitchen-query';
import { messageLogQuerySchema } from '../outbox/message-log';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '../push/push-subscription';
import { alertSettingsSchema } from '../schemas/alert-settings';
import { kitchenProfileSchema } from '../schemas/kitchen-profile';
import { enteredOrderQuoteSchema, enteredOrderSchema } from '../owner-orders/entered-order';
import { inPersonPaymentSchema } from '../owner-orders/in-person-payment';
import { orderPatchSchema } from '../owner-orders/order-change';
import { insightsQueryEntries } from '../insights/insights-range';
import { formatField, sectionField } from '../insights/insights-csv';
import { payLinkReportSchema, payLinkTokenSchema } from '../owner-orders/pay-link-body';
import { setupTestBodySchema } from '../setup/test-send';
import { taxReportQuerySchema } from '../order-money/tax-report';
import { taxPlaceBodySchema, taxSettingsBodySchema } from '../schemas/tax-place';
import { discountCodeBodySchema } from '../schemas/discount-code';
import { cateringRequestBodySchema } from '../catering/catering-request';
import { cateringListQuerySchema } from '../catering/catering-list';
import { cateringTokenBodySchema, ownerCancelBodySchema } from '../catering/catering-actions';
import { quoteBodySchema } from '../catering/catering-quote-body';
import { declineBodySchema, sendQuoteBodySchema } from '../catering/catering-quote-steps';
import { cateringTermsBodySchema } from '../catering/catering-terms-body';
import {
  balanceBodySchema,
  giftCardPatchSchema,
  giftCardPresetsBodySchema,
  giftCardsQuerySchema,
  placeCheckoutSchema,
  purchaseBodySchema,
  purchasePaidSchema,
  resendBodySchema,
  storeCreditBodySchema,
} from '../schemas/gift-card';
import { ORDER_STATUSES } from '../order-status';
import {
  businessSettingsPatchSchema,
  checkoutQuoteSchema,
  createPaymentIntentSchema,
  feedbackPayloadSchema,
  forgotPasswordSchema,
  fulfilmentSettingsSchema,
  loginRequestSchema,
  newProductSchema,
  orderPayloadSchema,
  orderStatusPatchSchema,
  productPatchSchema,
  profileSchema,
  registerPayloadSchema,
  resetPasswordSchema,
  reviewVisibilitySchema,
  testPaymentAuthenticateSchema,
  testPaymentConfirmSchema,
  testPaymentLookupSchema,
  testSetupConfirmSchema,
  twoFactorCodeSchema,
  verifyEmailSchema,
} from '../schemas';
import { announcementBodySchema } from '../schemas/announcement';
import { orderingPeriodBodySchema } from '../schemas/ordering-period';
import { subscriberBodySchema, subscriptionConfirmSchema } from '../schemas/subscriber';
import * as answers from './answers';
import * as standingAnswers from './standing-answers';
import * as deliveriesAnswers from './deliveries-answers';
import { deliveredBodySchema, paceBodySchema, runDayBodySchema, runOrderBodySchema } from '../deliveries/run-body';
import { adminPickupSpotAnswer } from './pickup-spot-answers';
import { pickupSpotBodySchema, SPOT_ACTIONS } from '../schemas/pickup-spot';
import {
  cardSavedBodySchema,
  ownerStandingActionSchema,
  standingLinkBodySchema,
  standingLinkPatchSchema,
  standingOrderBodySchema,
  standingPatchSchema,
  standingSettingsSchema,
} from '../standing/standing-order-body';

/** POST /api/subscribers/unsubscribe's query: the token of the link mailed with each announcement. */
export const unsubscribeQuerySchema = v.object({ token: v.optional(v.string()) });

const idParams = v.object({ id: v.number() });

export { upcomingWindowsQuerySchema, windowsQuerySchema };

/**
 * A page of GET /api/orders and GET /api/orders/history as the browser sends it; the server reads
 * it with its own rules for repeated and blank parameters (src/server/orders/order-list-query.ts).
 */
export const orderPageQuerySchema = v.object({
  limit: v.optional(v.number()),
  offset: v.optional(v.number()),
  /** The cursor: the id of the last order of the page before. */
  after: v.optional(v.number()),
});

/** GET /api/orders's query as the dashboard sends it. */
export const orderListQuerySchema = v.object({
  ...orderPageQuerySchema.entries,
  status: v.optional(v.picklist(ORDER_STATUSES)),
});

export const accountSchemas = {
  user: { answer: answers.sessionUserAnswer },
  login: { body: loginRequestSchema, answer: answers.sessionUserAnswer },
  register: { body: registerPayloadSchema, answer: answers.sessionUserAnswer },
  logout: {},
  forgotPassword: { body: forgotPasswordSchema, answer: answers.messageAnswer },
  resetPassword: { body: resetPasswordSchema, answer: answers.messageAnswer },
  profile: { body: profileSchema, answer: answers.sessionUserAnswer },
  deleteAccount: {},
  verifyEmail: { body: verifyEmailSchema, answer: answers.verifiedEmailAnswer },
  sendVerification: { answer: answers.messageAnswer },
  twoFactorSetup: { answer: answers.twoFactorSetupAnswer },
  twoFactorEnable: { body: twoFactorCodeSchema, answer: answers.recoveryCodesAnswer },
  twoFactorDisable: { body: twoFactorCodeSchema },
};

export const menuSchemas = {
  list: { answer: v.array(answers.menuProductAnswer) },
  create: { body: newProductSchema, answer: answers.adminProductAnswer },
  update: { params: idParams, body: productPatchSchema, answer: answers.adminProductAnswer },
  uploadImage: { params: idParams, body: v.blob(), answer: answers.adminProductAnswer },
  adminList: { answer: v.array(answers.adminProductAnswer) },
  image: { params: v.object({ key: v.string() }) },
  deliveryZones: { answer: v.array(answers.deliveryZoneAnswer) },
};

export const ordersSchemas = {
  list: { query: orderListQuerySchema, answer: v.array(answers.adminOrderViewAnswer) },
  record: { body: orderPayloadSchema, answer: answers.recordedOrderAnswer },
  // Without a query, the whole history; the history page asks a page at a time.
  history: { query: v.optional(orderPageQuerySchema), answer: v.array(answers.orderViewAnswer) },
  stats: { answer: answers.orderStatsAnswer },
  exportCsv: { query: exportQuerySchema },
  setStatus: { params: idParams, body: orderStatusPatchSchema, answer: answers.adminOrderViewAnswer },
  track: { query: v.object({ token: v.string() }), answer: answers.trackedOrderAnswer },
  kitchen: { query: kitchenDaySchema, answer: answers.kitchenDayAnswer },
  messages: { query: messageLogQuerySchema, answer: v.array(answers.loggedMessageAnswer) },
  inboundText: {},
  enter: { body: enteredOrderSchema, answer: answers.enteredOrderAnswer },
  quoteEntered: { body: enteredOrderQuoteSchema, answer: answers.quoteAnswer },
  paidInPerson: { params: idParams, body: inPersonPaymentSchema, answer: answers.adminOrderViewAnswer },
  change: { params: idParams, body: orderPatchSchema, answer: answers.changedOrderAnswer },
};

export const settingsSchemas = {
  business: { answer: answers.businessSettingsAnswer },
  updateBusiness: { body: businessSettingsPatchSchema, answer: answers.businessSettingsAnswer },
  fulfilment: { answer: answers.fulfilmentSettingsAnswer },
  saveFulfilment: { body: fulfilmentSettingsSchema, answer: answers.fulfilmentSettingsAnswer },
  windows: { query: windowsQuerySchema, answer: answers.dayWindowsAnswer },
  upcomingWindows: {
    query: upcomingWindowsQuerySchema,
    answer: v.object({ days: v.array(answers.dayWindowsAnswer), spots: v.array(answers.spotOnOfferAnswer) }),
  },
  pushSetup: { answer: v.object({ publicKey: v.nullable(v.string()) }) },
  subscribePush: { body: pushSubscriptionSchema, answer: v.object({ endpoint: v.string() }) },
  unsubscribePush: { body: pushUnsubscribeSchema },
  alerts: { answer: v.object({ emails: v.array(v.string()), weeklySummary: v.boolean() }) },
  saveAlerts: {
    body: alertSettingsSchema,
    answer: v.object({ emails: v.array(v.string()), weeklySummary: v.boolean() }),
  },
  kitchenProfile: { answer: answers.kitchenProfileAnswer },
  saveKitchenProfile: { body: kitchenProfileSchema, answer: answers.kitchenProfileAnswer },
};

export const feedbackSchemas = {
  list: { answer: v.array(answers.feedbackAnswer) },
  submit: { body: feedbackPayloadSchema, answer: answers.feedbackAnswer },
  stats: { answer: answers.feedbackStatsAnswer },
  setHidden: { params: idParams, body: reviewVisibilitySchema, answer: answers.feedbackAnswer },
};

export const paymentsSchemas = {
  quote: { body: checkoutQuoteSchema, answer: answers.checkoutQuoteAnswer },
  start: { body: createPaymentIntentSchema, answer: answers.startedCheckoutAnswer },
  place: { body: placeCheckoutSchema, answer: answers.recordedOrderAnswer },
  stripeWebhook: { answer: answers.webhookAnswer },
  testConfirm: { body: testPaymentConfirmSchema, answer: answers.testPaymentAnswer },
  testAuthenticate: { body: testPaymentAuthenticateSchema, answer: answers.testAuthenticationAnswer },
  testPayment: { body: testPaymentLookupSchema, answer: answers.testLookupAnswer },
  testSetup: { body: testSetupConfirmSchema, answer: answers.testSetupAnswer },
  openLink: { body: payLinkTokenSchema, answer: answers.openedLinkAnswer },
  reportLink: { body: payLinkReportSchema, answer: answers.linkPaidAnswer },
  applePayDomain: {},
  reconciliation: { query: v.object(insightsQueryEntries), answer: answers.reconciliationAnswer },
};

export const taxSchemas = {
  settings: { answer: answers.taxSettingsAnswer },
  saveSettings: { body: taxSettingsBodySchema, answer: answers.taxSettingsAnswer },
  createPlace: { body: taxPlaceBodySchema, answer: answers.taxPlaceAnswer },
  updatePlace: { params: idParams, body: taxPlaceBodySchema, answer: answers.taxPlaceAnswer },
  deletePlace: { params: idParams },
  report: { query: taxReportQuerySchema, answer: answers.taxReportAnswer },
};

export const notifySchemas = {
  subscribe: { body: subscriberBodySchema, answer: answers.subscribedAnswer },
  confirm: { body: subscriptionConfirmSchema, answer: answers.subscribedAnswer },
  unsubscribe: { query: unsubscribeQuerySchema, answer: answers.subscribedAnswer },
  counts: { answer: answers.subscriberCountsAnswer },
  exportCsv: {},
  announcements: { answer: v.array(answers.announcementAnswer) },
  announce: { body: announcementBodySchema, answer: answers.announcedAnswer },
};

export const dropsSchemas = {
  list: { answer: v.array(answers.dropAnswer) },
  create: { body: orderingPeriodBodySchema, answer: answers.dropAnswer },
  update: { params: idParams, body: orderingPeriodBodySchema, answer: answers.dropAnswer },
  remove: { params: idParams },
};

export const discountsSchemas = {
  list: { answer: v.array(answers.discountCodeAnswer) },
  create: { body: discountCodeBodySchema, answer: answers.discountCodeAnswer },
  update: { params: idParams, body: discountCodeBodySchema, answer: answers.discountCodeAnswer },
  remove: { params: idParams },
};

export const giftCardsSchemas = {
  balance: { body: balanceBodySchema, answer: answers.giftCardBalanceAnswer },
  list: { query: giftCardsQuerySchema, answer: answers.giftCardsAnswer },
  issueCredit: { body: storeCreditBodySchema, answer: answers.giftCardAnswer },
  update: { params: idParams, body: giftCardPatchSchema, answer: answers.giftCardAnswer },
  purchase: { body: purchaseBodySchema, answer: answers.startedPaymentAnswer },
  purchasePaid: { body: purchasePaidSchema, answer: answers.purchasedCardAnswer },
  resend: { body: resendBodySchema, answer: answers.resentCardAnswer },
  presets: { answer: answers.giftCardPresetsAnswer },
  savePresets: { body: giftCardPresetsBodySchema, answer: answers.giftCardPresetsAnswer },
};

export const cateringSchemas = {
  request: { body: cateringRequestBodySchema, answer: v.object({ reference: v.string() }) },
  list: { query: cateringListQuerySchema, answer: answers.cateringRequestsAnswer },
  accept: { body: cateringTokenBodySchema, answer: v.object({ payUrl: v.nullable(v.string()) }) },
  payBalance: { body: cateringTokenBodySchema, answer: v.object({ payUrl: v.string() }) },
  cancel: { body: cateringTokenBodySchema, answer: v.object({ refunded: answers.money }) },
  detail: { params: idParams, answer: answers.cateringRequestDetailAnswer },
  terms: { answer: answers.cateringTermsAnswer },
  saveTerms: { body: cateringTermsBodySchema, answer: answers.cateringTermsAnswer },
  saveQuote: { params: idParams, body: quoteBodySchema, answer: answers.savedCateringQuoteAnswer },
  send: { params: idParams, body: sendQuoteBodySchema, answer: answers.cateringRequestDetailAnswer },
  decline: { params: idParams, body: declineBodySchema, answer: answers.cateringRequestDetailAnswer },
  cancelEvent: { params: idParams, body: ownerCancelBodySchema, answer: answers.cateringRequestDetailAnswer },
};

const STANDING_ACTIONS = ['pause', 'resume', 'end'] as const;

export const standingSchemas = {
  list: { answer: standingAnswers.standingOrdersAnswer },
  create: { body: standingOrderBodySchema, answer: standingAnswers.savedStandingOrderAnswer },
  change: { params: idParams, body: standingPatchSchema, answer: standingAnswers.standingOrderAnswer },
  newCard: { params: idParams, answer: standingAnswers.standingSetupAnswer },
  cardSaved: { params: idParams, body: cardSavedBodySchema, answer: standingAnswers.standingOrderAnswer },
  linkOpen: { body: standingLinkBodySchema, answer: standingAnswers.standingOrderAnswer },
  linkChange: { body: standingLinkPatchSchema, answer: standingAnswers.standingOrderAnswer },
  linkCard: { body: standingLinkBodySchema, answer: standingAnswers.standingSetupAnswer },
  linkCardSaved: {
    body: v.intersect([standingLinkBodySchema, cardSavedBodySchema]),
    answer: standingAnswers.standingOrderAnswer,
  },
  adminList: { answer: standingAnswers.adminStandingOrdersAnswer },
  adminSettings: { body: standingSettingsSchema, answer: standingAnswers.standingSettingsAnswer },
  adminAction: {
    params: v.object({ id: v.number(), action: v.picklist(STANDING_ACTIONS) }),
    body: ownerStandingActionSchema,
    answer: standingAnswers.adminStandingOrderAnswer,
  },
};

export const deliveriesSchemas = {
  run: { query: kitchenDaySchema, answer: deliveriesAnswers.deliveryRunAnswer },
  saveOrder: { body: runOrderBodySchema, answer: deliveriesAnswers.deliveryRunAnswer },
  savePace: { body: paceBodySchema, answer: deliveriesAnswers.paceAnswer },
  start: { body: runDayBodySchema, answer: deliveriesAnswers.startedRunAnswer },
  delivered: { body: deliveredBodySchema, answer: deliveriesAnswers.deliveryRunAnswer },
};

export const pickupSpotsSchemas = {
  list: { answer: v.array(adminPickupSpotAnswer) },
  create: { body: pickupSpotBodySchema, answer: adminPickupSpotAnswer },
  update: { params: idParams, body: pickupSpotBodySchema, answer: adminPickupSpotAnswer },
  act: { params: v.object({ id: v.number(), action: v.picklist(SPOT_ACTIONS) }), answer: adminPickupSpotAnswer },
};

/** Every endpoint's schemas, by area and name as ./index.ts lists the routes. */
export const insightsSchemas = {
  overview: {
    query: v.object({ ...insightsQueryEntries, section: sectionField, format: formatField }),
    answer: answers.insightsAnswer,
  },
};

export const setupSchemas = {
  checks: { answer: answers.setupAnswer },
  sendTest: { body: setupTestBodySchema, answer: answers.setupTestsAnswer },
};

export const apiSchemas = {
  account: accountSchemas,
  menu: menuSchemas,
  orders: ordersSchemas,
  insights: insightsSchemas,
  settings: settingsSchemas,
  feedback: feedbackSchemas,
  payments: paymentsSchemas,
  tax: taxSchemas,
  discounts: discountsSchemas,
  giftCards: giftCardsSchemas,
  catering: cateringSchemas,
  notify: notifySchemas,
  drops: dropsSchemas,
  setup: setupSchemas,
  standing: standingSchemas,
  deliveries: deliveriesSchemas,
  pickupSpots: pickupSpotsSchemas,
};
