import { shopDayBounds } from '@/domain/fulfilment/schedule';
import type { Cents } from '@/domain/money';
import { type MoneyDifference, moneyDifferences, reconciliationView } from '@/domain/reconciliation/reconciliation';
import { database } from '../db';
import { gatewayThatTook } from '../payments/refund-gateway';
import { recordedPayments } from '../repositories/reconciliation-repository';

/** How many payments are asked of the gateway at once: a month of orders in seconds, well inside Stripe's rate limit. */
const GATEWAY_CALLS_AT_ONCE = 4;

/** `work` for every item, at most `limit` at a time, the answers in the items' order. */
async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}

/**
 * The orders whose money moved between two shop dates (both counted) and whose recorded money
 * differs from what the gateway that took each payment holds of it. The gateway is asked only
 * about those orders' payments, a few at a time; a gateway that fails fails the whole answer.
 */
export async function moneyDifferencesIn(range: { from: string; to: string }): Promise<MoneyDifference[]> {
  const payments = await recordedPayments(database(), shopDayBounds(range.from).from, shopDayBounds(range.to).to);
  const held = await mapBounded(payments, GATEWAY_CALLS_AT_ONCE, async (payment): Promise<[string, Cents]> => {
    const gateway = await gatewayThatTook(payment.paymentIntentId);
    return [payment.paymentIntentId, await gateway.netReceived(payment.paymentIntentId)];
  });
  return moneyDifferences(payments, new Map(held));
}

/** GET /api/admin/reconciliation. */
export const reconciliation = async (range: { from: string; to: string }) =>
  reconciliationView(range, await moneyDifferencesIn(range));
