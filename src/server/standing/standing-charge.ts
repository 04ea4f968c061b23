/*
 * Charging standing orders at their cycle's close (issue 49; docs/behaviour/rules.md#standing-orders).
 * The scheduled sender charges each placed run whose close has come, on her saved card without
 * her, for the order's total as it then stands. The charge is a payment of the order like a pay
 * link's: a link (not sent) and a checkout naming it are saved with the run's claim, the gateway
 * authorises the saved card off-session for the checkout, and the storefront's one path books it
 * (the link paid, the order confirmed) and takes the money. A refused card gets her the reason in
 * words and a link to pay, which holds the order until the owner's deadline; unpaid by then the
 * links' expiry cancels it, frees its pieces and tells her.
 */
import { randomBytes } from 'node:crypto';
import { orderNumber } from '@/domain/order-number';
import { textablePhone } from '@/domain/phone';
import { payByOf } from '@/domain/standing/standing-cycle';
import { chargeClaimable } from '@/domain/standing/standing-charge-claim';
import { chargeFailureReason, failedMail, failedText, paidMail, paidText } from '@/domain/standing/standing-messages';
import { contestedPoint, type Db, database, withTransaction } from '../db';
import { checkoutOrderOf } from '../owner-orders/pay-link-service';
import { linkTokenHash, sendPaymentLink } from '../owner-orders/payment-links';
import type { PaymentGateway, SavedCardChargeResult } from '../payments/payment-gateway';
import { settlePayment } from '../payments/settle-payment';
import { createStandingLink } from './standing-links';
import { tellStanding } from './standing-tell';
import { attachPaymentIntent, findCheckoutById, insertCheckout } from '../repositories/checkouts-repository';
import { findOrderById, type StoredOrder } from '../repositories/orders-repository';
import { endLink, insertPaymentLink } from '../repositories/payment-links-repository';
import { readStandingSettings } from '../repositories/standing-settings-repository';
import { findStandingOrder, type StoredStandingOrder } from '../repositories/standing-orders-repository';
import {
  claimRun,
  listDueCharges,
  lockRun,
  type StandingRun,
  updateRun,
} from '../repositories/standing-runs-repository';

/** At most so many charges a run (the rest the next minute), so the scheduled function ends in time. */
const CHARGES_PER_RUN = 10;

/**
 * Each due run charged; answers how many came to an end (paid or failed). The gateway is chosen
 * only when a run is due, so a shop without payments set up runs the rest of the sender.
 */
export async function chargeDueStandingOrders(gateway: () => PaymentGateway, now = new Date()): Promise<number> {
  let settled = 0;
  for (const run of await listDueCharges(database(), now, CHARGES_PER_RUN)) {
    if (await chargeRun(run.id, gateway(), now)) settled += 1;
  }
  return settled;
}

interface Claimed {
  run: StandingRun;
  standing: StoredStandingOrder;
  order: StoredOrder;
  checkoutId: string;
}

/**
 * The run claimed for its charge, in one transaction: a run whose order was cancelled (her skip,
 * the owner) or paid otherwise ends here; else its checkout is saved (once: a run a stopped charge
 * left 'charging' keeps the one it has) and it is marked 'charging' with its pay-by time.
 */
async function claim(runId: number, gateway: PaymentGateway, now: Date): Promise<Claimed | null> {
  const payHours = (await readStandingSettings(database())).payHours;
  return withTransaction(async (tx) => {
    const run = await claimRun(tx, runId);
    // Read again under the row's lock: a run another sender claimed a moment ago is theirs.
    if (!run || !chargeClaimable(run, now) || run.orderId === null) return null;
    const [order, standing] = await Promise.all([
      findOrderById(tx, run.orderId),
      findStandingOrder(tx, run.standingOrderId),
    ]);
    if (!order || order.status === 'cancelled') {
      await updateRun(tx, run.id, { status: 'cancelled' }, now);
      return null;
    }
    if (order.status !== 'pending') {
      await updateRun(tx, run.id, { status: 'paid' }, now);
      return null;
    }
    if (!standing || !order.fulfilmentWindow) return null;
    const payBy = payByOf(order.fulfilmentWindow.start, now, payHours);
    const checkoutId = run.checkoutId ?? (await chargeCheckout(tx, order, payBy, gateway));
    await updateRun(tx, run.id, { status: 'charging', checkoutId, payBy }, now);
    return { run: { ...run, payBy: run.payBy ?? payBy }, standing, order, checkoutId };
  });
}

/** The link the charge pays (sent to nobody; its token is not kept) and its checkout, for the order's total. */
async function chargeCheckout(tx: Db, order: StoredOrder, payBy: Date, gateway: PaymentGateway): Promise<string> {
  const link = await insertPaymentLink(tx, {
    orderId: order.id,
    tokenSha256: linkTokenHash(randomBytes(32).toString('base64url')),
    purpose: 'order',
    amountCents: order.totalCents,
    sentToPhone: null,
    sentToEmail: null,
    expiresAt: payBy,
  });
  return insertCheckout(tx, {
    userId: order.userId,
    order: checkoutOrderOf(order),
    gateway: gateway.name,
    window: order.fulfilmentWindow,
    link: { id: link.id, amountCents: order.totalCents },
  });
}

/** The saved card asked for the checkout's amount, once per checkout (the gateway's idempotency key). */
async function askGateway(claimed: Claimed, gateway: PaymentGateway, now: Date): Promise<SavedCardChargeResult> {
  const { standing, checkoutId } = claimed;
  const checkout = await findCheckoutById(database(), checkoutId);
  if (!checkout) throw new Error(`Checkout ${checkoutId} of standing run ${claimed.run.id} is missing`);
  if (!standing.paymentMethodId || !standing.gatewayCustomerId || standing.gateway !== gateway.name) {
    return { kind: 'failed', paymentIntentId: null, code: 'no_card', declineCode: null, message: 'No saved card' };
  }
  const result = await gateway.chargeSaved({
    checkoutId,
    amountCents: checkout.amountCents,
    customerId: standing.gatewayCustomerId,
    paymentMethodId: standing.paymentMethodId,
    receiptEmail: null,
    description: `Kenyan Bites standing order ${orderNumber(claimed.order.id)}`,
    idempotencyKey: `standing-charge-${checkoutId}`,
    at: now,
  });
  if (result.paymentIntentId) {
    await attachPaymentIntent(database(), checkoutId, { id: result.paymentIntentId, clientSecretSha256: null });
  }
  return result;
}

/**
 * Charges one run: claimed, asked, then booked through the one path, or failed with her reason and
 * a link to pay. Answers whether it came to an end here.
 */
export async function chargeRun(runId: number, gateway: PaymentGateway, now = new Date()): Promise<boolean> {
  const claimed = await claim(runId, gateway, now);
  if (!claimed) return false;
  await contestedPoint('standing-charge-at-gateway');
  const result = await askGateway(claimed, gateway, now);
  if (result.kind === 'authorised') {
    // Read again: it now names the payment the gateway answered.
    const checkout = await findCheckoutById(database(), claimed.checkoutId);
    const settled = checkout && (await settlePayment(checkout, result.paymentIntentId, gateway));
    if (settled?.kind === 'booked') {
      await paid(claimed, settled.order, now);
      return true;
    }
    await fail(claimed, { code: 'order_changed', declineCode: null }, now);
    return true;
  }
  await fail(claimed, result, now);
  return true;
}

/** Paid: the run says so, and she hears what was charged, once. */
async function paid(claimed: Claimed, order: StoredOrder, now: Date): Promise<void> {
  const { standing } = claimed;
  await withTransaction(async (tx) => {
    await updateRun(tx, claimed.run.id, { status: 'paid' }, now);
    if (!order.fulfilmentWindow) return;
    const content = {
      customerName: standing.customerName,
      orderNumber: orderNumber(order.id),
      amountCents: order.totalCents,
      last4: standing.cardLast4,
      window: order.fulfilmentWindow,
    };
    await tellStanding(tx, standing, {
      kind: 'standing-paid',
      dedupeKey: `standing-paid:${claimed.run.id}`,
      orderId: order.id,
      url: await createStandingLink(tx, standing.id, now),
      write: (url) => ({ mail: paidMail(content, url), text: paidText(content, url) }),
    });
  });
}

/**
 * The charge failed: under the run's lock (once), its unsent link ends, and a new one, held until
 * the pay-by time, goes to her the way she chose with the reason in words.
 */
async function fail(claimed: Claimed, result: { code: string; declineCode: string | null }, now: Date) {
  const { standing, order } = claimed;
  const reason = chargeFailureReason(result.code, result.declineCode, standing.cardLast4);
  const payBy = claimed.run.payBy ?? now;
  await withTransaction(async (tx) => {
    const run = await lockRun(tx, claimed.run.id);
    if (run?.status !== 'charging') return;
    const checkout = await findCheckoutById(tx, claimed.checkoutId);
    if (checkout?.paymentLinkId) await endLink(tx, checkout.paymentLinkId, 'cancelled');
    const phone = standing.channel === 'sms' ? textablePhone(standing.customerPhone) : null;
    const textTo = phone && 'e164' in phone ? phone.e164 : null;
    const failed = {
      customerName: standing.customerName,
      orderNumber: orderNumber(order.id),
      reason,
      amountCents: order.totalCents,
      payBy,
    };
    await sendPaymentLink(tx, order, {
      purpose: 'order',
      amountCents: order.totalCents,
      holdHours: { until: payBy },
      textTo,
      emailTo: textTo ? null : standing.email,
      words: (url) => ({ sms: failedText(failed, url), email: failedMail(failed, url) }),
    });
    await updateRun(tx, run.id, { status: 'failed', failure: { code: result.code, message: reason } }, now);
  });
}
