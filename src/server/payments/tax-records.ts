/*
 * The sale of an order taxed by Stripe Tax, recorded with Stripe once its money is taken (a tax
 * transaction from the checkout's calculation, reference the order number), made again from each
 * change's calculation, and reversed in full once it is refunded (docs/architecture.md#payments).
 * Each is made once (Stripe's idempotency key and unique reference) and its id kept on the order. A failure never loses the
 * order nor holds up the customer or the owner: it is logged, and the scheduled sender tries again.
 */
import { orderNumber } from '@/domain/order-number';
import { serverConfig } from '../config';
import { database } from '../db';
import { loggableFailure } from '../http/loggable-failure';
import type { StripeTax } from './stripe-tax';
import {
  findOrderTaxRecord,
  type OrderTaxRecord,
  saveTaxReversal,
  saveTaxTransaction,
  unrecordedTaxOrders,
} from '../repositories/order-tax-repository';

const BATCH = 20;

const needsTransaction = (record: OrderTaxRecord) =>
  record.captured && record.calculationId !== null && record.transactionId === null;
/**
 * A change gave the order another calculation than the one its recorded sale was made from; one
 * that grew it is followed once its difference is paid (or its link ended): the tax filed is the
 * tax the customer paid.
 */
const needsFollowing = (record: OrderTaxRecord) =>
  record.transactionId !== null &&
  record.reversalId === null &&
  record.calculationId !== record.transactionCalculationId &&
  !record.owesDifference;
const needsReversal = (record: OrderTaxRecord) =>
  record.refunded && record.transactionId !== null && record.reversalId === null;

/**
 * The sale recorded again as the change made it: a transaction from the change's calculation
 * (reference the order number and the calculation), then the one it replaces reversed in full, so
 * the tax Stripe files is the tax the order charges now; a change to no Stripe tax only reverses it.
 * Each step is made once by its idempotency key, so a stop between them is finished by a retry.
 * Answers the transaction that now records the sale.
 */
async function followChange(tax: StripeTax, record: OrderTaxRecord, replaced: string): Promise<string | null> {
  const reference = orderNumber(record.orderId);
  const calculationId = record.calculationId;
  const replacement = calculationId
    ? await tax.recordTransaction(calculationId, `${reference}-${calculationId}`)
    : null;
  await tax.reverse(replaced, `${reference}-${calculationId ?? 'untaxed'}-replaced`);
  await saveTaxTransaction(database(), record.orderId, { id: replacement, calculationId, replacing: replaced });
  return replacement;
}

/**
 * Makes what the order's tax still needs at Stripe: its transaction, or (changed) its replacement,
 * then (refunded) its reversal. Throws a failure.
 */
async function recordWithStripe(record: OrderTaxRecord): Promise<void> {
  if (!needsTransaction(record) && !needsFollowing(record) && !needsReversal(record)) return;
  const { stripe } = serverConfig();
  // Calculated with the Stripe keys that are now gone: nothing can be recorded until they are back.
  if (!stripe) throw new Error('the Stripe keys are not set');
  // Loaded only for an order taxed by Stripe: the SDK stays out of the others' cold starts.
  const { stripeTax } = await import('./stripe-tax');
  const tax = stripeTax(stripe);
  const reference = orderNumber(record.orderId);
  let transactionId = record.transactionId;
  if (needsTransaction(record) && record.calculationId) {
    transactionId = await tax.recordTransaction(record.calculationId, reference);
    await saveTaxTransaction(database(), record.orderId, {
      id: transactionId,
      calculationId: record.calculationId,
      replacing: null,
    });
  } else if (needsFollowing(record) && transactionId) {
    transactionId = await followChange(tax, record, transactionId);
  }
  if (record.refunded && transactionId && record.reversalId === null) {
    await saveTaxReversal(database(), record.orderId, await tax.reverse(transactionId, `${reference}-refund`));
  }
}

/**
 * Records the order's sale (after its capture), its change or its refund with Stripe Tax,
 * where it was taxed by it. Never throws: a failure is logged and left to the scheduled sender.
 */
export async function recordOrderTax(orderId: number): Promise<void> {
  try {
    const record = await findOrderTaxRecord(database(), orderId);
    if (record) await recordWithStripe(record);
  } catch (error) {
    console.error(
      `[tax] recording the tax of order ${orderId} with Stripe failed, left for a retry: ${loggableFailure(error)}`,
    );
  }
}

/**
 * The scheduled sender's repair: records the sales and refunds that were not recorded with Stripe
 * Tax a minute or more after (Stripe unreachable, a stopped function). Answers how many it finished.
 */
export async function finishUnrecordedTax(): Promise<number> {
  let recorded = 0;
  for (const record of await unrecordedTaxOrders(database(), BATCH)) {
    try {
      await recordWithStripe(record);
      recorded += 1;
    } catch (error) {
      console.error(`[tax] recording the tax of order ${record.orderId} with Stripe failed: ${loggableFailure(error)}`);
    }
  }
  return recorded;
}
