import { getPickupSpot } from '../repositories/pickup-spots-repository';
import {
  type Adjustment,
  adjustmentFor,
  CHANGE_AFTER_READY,
  type ChangedPayment,
  CHANGE_OF_CANCELLED,
  CHANGE_UNDER_WAY,
  type OrderPatch,
} from '@/domain/owner-orders/order-change';
import { moneyOf } from '@/domain/order/order-contract';
import type { OrderSnapshot } from '@/domain/order/order-snapshot';
import type { StoredOrder } from '@/domain/order/stored-order';
import { contestedPoint, database, type Db, withTransaction } from '../db';
import { bookOwnersWindow } from '../fulfilment/window-booking';
import { conflict, notFound } from '../http/http-error';
import { priceOrder } from '../payments/order-pricing';
import { recordOrderTax } from '../payments/tax-records';
import { findOrderTaxRecord } from '../repositories/order-tax-repository';
import { lockSchedule } from '../repositories/fulfilment-repository';
import { orderCardShares } from '../repositories/gift-cards-repository';
import { heldPayments, insertOrderChange } from '../repositories/order-changes-repository';
import {
  findOrderById,
  lockOrder,
  markOverLimits,
  pendingChangeOf,
  rewriteOrder,
} from '../repositories/orders-repository';
import { checkLines, type Owner } from './enter-order-service';
import { completeChange, settleChangeMoney } from './change-money';

/** What the order holds now, as a change keeps it. */
export const snapshotOf = (order: StoredOrder): OrderSnapshot => ({
  items: order.items,
  window: order.fulfilmentWindow,
  notes: order.notes,
  money: moneyOf(order),
});

/** The order's delivery address as it was typed, for pricing it again. */
const addressOf = (order: StoredOrder): string =>
  order.deliveryAddress === null
    ? ''
    : typeof order.deliveryAddress === 'string'
      ? order.deliveryAddress
      : order.deliveryAddress.fullAddress;

/**
 * The order as the change makes it, priced by the storefront's code as the owner sells: the new
 * lines and time, the same customer, address and code; the tip the customer gave stays as it was.
 */
async function pricedChange(order: StoredOrder, patch: OrderPatch): Promise<OrderSnapshot> {
  const items = patch.items ?? order.items.map(({ productId, quantity }) => ({ productId, quantity }));
  if (patch.items) await checkLines(patch.items);
  const start = patch.fulfilmentWindow ?? order.fulfilmentWindow?.start.toISOString();
  const priced = await priceOrder(
    {
      orderType: order.orderType,
      items,
      customerInfo: { name: order.customerName, phone: order.customerPhone, email: '', address: addressOf(order) },
      tipPercent: 0,
      fulfilmentWindow: start,
      textUpdates: false,
      discountCode: order.discountCode ?? '',
      // Its spot's place taxes it, as when it was bought.
      ...(order.pickupSpot && { pickupSpotId: order.pickupSpot.id }),
    },
    // This order holds its code's use already: only the code's own terms are checked again.
    null,
    'owner',
  );
  const money = moneyOf({ ...priced, tipCents: order.tipCents, totalCents: priced.totalCents + order.tipCents });
  return {
    items: priced.items,
    window: order.fulfilmentWindow,
    notes: patch.notes === undefined ? order.notes : patch.notes,
    money,
    taxCalculationId: priced.taxCalculationId,
  };
}

/** Whether the order may still change: 409 once ready, delivered or cancelled. */
function refuseUnchangeable(order: StoredOrder): void {
  if (order.status === 'cancelled') throw conflict(CHANGE_OF_CANCELLED);
  if (order.status === 'ready' || order.status === 'delivered') throw conflict(CHANGE_AFTER_READY);
}

/**
 * What the money's rule reads of the order's payments, under its lock. What the bank card holds
 * and each gift card's share matter only where gift cards paid (issue 47): without them a lower
 * total is all the bank card's to pay back.
 */
async function paymentOf(tx: Db, order: StoredOrder): Promise<ChangedPayment> {
  const payment = { paymentIntentId: order.paymentIntentId, captured: order.paymentCapturedAt !== null };
  if (order.giftCards.length === 0) return { ...payment, bankHeldCents: 0, giftCards: [] };
  const held = await heldPayments(tx, order.id);
  return {
    ...payment,
    bankHeldCents: held.reduce((sum, part) => sum + part.heldCents, 0),
    giftCards: await orderCardShares(tx, order.id),
  };
}

const sameOrder = (a: StoredOrder, b: StoredOrder) =>
  a.totalCents === b.totalCents &&
  JSON.stringify(snapshotOf(a)) === JSON.stringify(snapshotOf(b)) &&
  a.paymentIntentId === b.paymentIntentId;

/**
 * PATCH /api/admin/orders/{id} (issue 37): the owner changes an order before it is ready. Priced
 * again outside any lock; then, under the schedule's lock and the order's, the order must be as it
 * was priced (else another change came first: 409), its limits are checked again leaving its own
 * places out, the change is written with the money's plan, and the order is marked as changing.
 * The money follows after the locks are let go (./change-money.ts): a refund or a smaller capture
 * at the gateway, or a link for a difference. A gateway that fails puts the order back as it was
 * (502). Answers the order and the adjustment.
 */
export async function changeOrder(
  orderId: number,
  patch: OrderPatch,
  owner: Owner,
): Promise<{ order: StoredOrder; adjustment: Adjustment }> {
  const current = await findOrderById(database(), orderId);
  if (!current) throw notFound('Order not found');
  refuseUnchangeable(current);
  const priced = await pricedChange(current, patch);
  const start = patch.fulfilmentWindow ? new Date(patch.fulfilmentWindow) : current.fulfilmentWindow?.start;
  const planned = await withTransaction(async (tx) => {
    const schedule = await lockSchedule(tx);
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order not found');
    refuseUnchangeable(order);
    if ((await pendingChangeOf(tx, orderId)) !== null || !sameOrder(order, current)) throw conflict(CHANGE_UNDER_WAY);
    await contestedPoint('order-change');
    const write = async (window: OrderSnapshot['window'], overLimits: boolean) => {
      const after: OrderSnapshot = { ...priced, window };
      const adjustment = adjustmentFor(await paymentOf(tx, order), order.totalCents, after.money.totalCents);
      const changeId = await insertOrderChange(tx, {
        orderId,
        changer: owner,
        // Put back as it was on a failure, its Stripe Tax calculation too.
        before: {
          ...snapshotOf(order),
          taxCalculationId: (await findOrderTaxRecord(tx, orderId))?.calculationId ?? null,
        },
        after,
        adjustment,
      });
      const atGateway = adjustment.kind === 'refund' || adjustment.kind === 'capture-less';
      await rewriteOrder(tx, orderId, after, atGateway ? changeId : null);
      if (overLimits) await markOverLimits(tx, orderId);
      if (!atGateway) await completeChange(tx, changeId);
      return { changeId, adjustment, atGateway };
    };
    if (!start) return write(null, false);
    // A pickup keeps its spot, and is counted in that spot's windows.
    const spot = order.pickupSpot && (await getPickupSpot(tx, order.pickupSpot.id));
    return bookOwnersWindow(tx, schedule, { orderType: order.orderType, items: priced.items, spot }, start, {
      override: patch.overrideLimits,
      changing: { orderId, keepsTime: start.getTime() === order.fulfilmentWindow?.start.getTime() },
      book: write,
    });
  });
  const made = planned.atGateway ? await settleChangeMoney(planned.changeId) : null;
  // The sale recorded with Stripe Tax follows the change's calculation (never throws: retried later).
  await recordOrderTax(orderId);
  const order = await findOrderById(database(), orderId);
  if (!order) throw notFound('Order not found');
  return { order, adjustment: made ?? planned.adjustment };
}
