import type { Config } from '@netlify/functions';
import { queueMorningPrepMail } from '../../src/server/alerts/morning-prep';
import { withSecurityHeaders } from '../../src/server/http/security-headers';
import { queueWeeklySummary } from '../../src/server/insights/weekly-summary';
import { queueDueAnnouncements } from '../../src/server/notify/announcement-sender';
import { deliverDueMessages } from '../../src/server/outbox/deliver-all';
import { finishUnfinishedCancellations } from '../../src/server/orders/cancel-with-refund';
import { finishUnfinishedPayments } from '../../src/server/orders/unfinished-payments';
import { finishStalledChanges } from '../../src/server/owner-orders/change-money';
import { expireDueLinks } from '../../src/server/owner-orders/link-expiry';
import { sendDueBalanceLinks } from '../../src/server/catering/catering-balance';
import { expireCateringQuotes } from '../../src/server/catering/catering-expiry';
import { queueDailyReconciliation } from '../../src/server/reconciliation/daily-reconciliation';
import { paymentGateway } from '../../src/server/payments/select-gateway';
import { placeStandingOrders } from '../../src/server/standing/standing-placement';
import { chargeDueStandingOrders } from '../../src/server/standing/standing-charge';

/**
 * Scheduled (no public path): every minute, finishes the payments a stopped function left between
 * booking and the gateway (captures, releases) and the cancellations it left half-done (their
 * e-mails are queued with them), ends the payment links whose hold ran out and finishes the order changes a stopped function left
 * (issue 37), sends the catering balances' links on their due dates and ends the quotes not accepted
 * by their expiry (issue 48), queues the owner's morning prep e-mail once its time has come, the weekly summary on Monday
 * morning (issue 38), the daily check of yesterday's money against the gateway's (issue 45) and
 * places the standing orders of a drop about to open or of the owner's weekly time, and charges
 * those whose drop has closed (issue 49), before it queues
 * the messages of each announcement whose time has come (issue 36), then delivers the mail
 * outbox's due messages and retries the failed ones with backoff (docs/architecture.md#mail).
 * Answers what it did (with the security headers every function answer carries).
 */
export default async (): Promise<Response> => {
  const payments = await finishUnfinishedPayments();
  const cancellationsFinished = await finishUnfinishedCancellations();
  const paymentLinksEnded = await expireDueLinks();
  const changesFinished = await finishStalledChanges();
  const cateringBalancesSent = await sendDueBalanceLinks();
  const cateringQuotesExpired = await expireCateringQuotes();
  const prepMailQueued = await queueMorningPrepMail();
  const weeklySummaryQueued = await queueWeeklySummary();
  const reconciled = await queueDailyReconciliation();
  // Standing orders hold their pieces before a drop's announcement goes out (issue 49), and are
  // charged at its close.
  const standingOrdersPlaced = await placeStandingOrders();
  const standingOrdersCharged = await chargeDueStandingOrders(paymentGateway);
  // Before delivering, so an announcement's e-mails go out in the minute it is due.
  const announcementsQueued = await queueDueAnnouncements();
  const mail = (await deliverDueMessages()) ?? { outboxOnly: true };
  const done = {
    ...mail,
    payments,
    cancellationsFinished,
    paymentLinksEnded,
    changesFinished,
    cateringBalancesSent,
    cateringQuotesExpired,
    prepMailQueued,
    weeklySummaryQueued,
    reconciled,
    standingOrdersPlaced,
    standingOrdersCharged,
    announcementsQueued,
  };
  return withSecurityHeaders(Response.json(done));
};

export const config: Config = { schedule: '* * * * *' };
