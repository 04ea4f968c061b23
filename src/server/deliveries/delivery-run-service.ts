/*
 * The delivery run (issue 50; docs/behaviour/rules.md#the-delivery-run): the day's deliveries as
 * stops in the route's order or the owner's, her pace, 'Start the run' telling each customer an
 * estimated time through the outbox, and 'Delivered' through the orders' own status change.
 */
import { etaKey, etaMail, etaText, type EtaOrder } from '@/domain/deliveries/eta-message';
import type { Pace } from '@/domain/deliveries/route';
import { kitchenPoint, orderStops, placeStop, planRun } from '@/domain/deliveries/run-stops';
import {
  awaitsEta,
  type DeliveryRunView,
  isRunDelivery,
  runView,
  stopInput,
  type TellChannel,
} from '@/domain/deliveries/run-view';
import { shopDayBounds } from '@/domain/fulfilment/schedule';
import { orderNumber } from '@/domain/order-number';
import { deliveryAddressText } from '@/domain/order/delivery-address-text';
import type { StoredOrder } from '@/domain/order/stored-order';
import { database, type Db, withTransaction } from '../db';
import { conflict, notFound } from '../http/http-error';
import { changeOrderStatus } from '../orders/status-change';
import { enqueue } from '../outbox/outbox';
import {
  ensureRun,
  markRunStarted,
  readKitchenPlace,
  readPace,
  readRun,
  recordTold,
  saveRunOrder,
  savePace,
  type StoredRun,
} from '../repositories/delivery-runs-repository';
import { labelDishes } from '../repositories/label-dishes-repository';
import { listOrdersInWindows, type StatusChanger } from '../repositories/orders-repository';

export const RUN_CHANGED =
  "The day's deliveries have changed since the run was loaded (an order booked, moved or cancelled). Here is the run as it is now: move the stops again.";
export const NOT_A_STOP = "That order is not one of this day's deliveries.";

/** The day's deliveries (those in a window starting that shop date), the cancelled left out. */
async function dayDeliveries(db: Db, date: string): Promise<StoredOrder[]> {
  const { from, to } = shopDayBounds(date);
  return (await listOrdersInWindows(db, from, to)).filter(isRunDelivery);
}

interface BuiltRun {
  view: DeliveryRunView;
  orders: Map<number, StoredOrder>;
}

/** The run of `date` from what is stored: leaving at its start, or now while it has not started. */
async function buildRun(db: Db, date: string, stored?: StoredRun): Promise<BuiltRun> {
  // One after the other: inside a start's transaction they share one connection.
  const deliveries = await dayDeliveries(db, date);
  const pace = await readPace(db);
  const kitchen = await readKitchenPlace(db);
  const run = stored ?? (await readRun(db, date));
  const home = kitchenPoint(kitchen);
  const ordered = orderStops(
    home,
    deliveries.map((order) => placeStop(stopInput(order), home)),
    run.kept,
  );
  const leaves = run.startedAt ?? new Date();
  const plan = planRun(home, ordered, leaves, pace);
  const orders = new Map(deliveries.map((order) => [order.id, order]));
  const dishes = await labelDishes(db, [
    ...new Set(deliveries.flatMap((order) => order.items.map((i) => i.productId))),
  ]);
  const view = runView(plan, {
    date,
    pace,
    kitchen: { name: kitchen?.name ?? 'The kitchen', address: kitchen?.address ?? '' },
    ordered: run.orderedAt !== null,
    startedAt: run.startedAt,
    leaves,
    orders,
    told: run.told,
    dishes,
  });
  return { view, orders };
}

/** GET /api/admin/deliveries?date=: the day's run. */
export async function deliveryRun(date: string): Promise<DeliveryRunView> {
  return (await buildRun(database(), date)).view;
}

/**
 * Keeps the owner's order of the day's stops. The ids must be exactly the day's deliveries, each
 * once: a list made before an order was booked, moved or cancelled is refused (409), never half kept.
 */
export async function saveStopsOrder(date: string, orderIds: readonly number[]): Promise<DeliveryRunView> {
  await withTransaction(async (tx) => {
    const ids = new Set((await dayDeliveries(tx, date)).map((order) => order.id));
    if (orderIds.length !== ids.size || orderIds.some((id) => !ids.has(id))) throw conflict(RUN_CHANGED);
    await saveRunOrder(tx, date, orderIds);
  });
  return deliveryRun(date);
}

/** PUT /api/admin/deliveries/pace: her speed and minutes a stop, for every run's times from now. */
export async function saveDeliveryPace(pace: Pace): Promise<Pace> {
  await savePace(database(), pace);
  return pace;
}

const etaOrder = (order: StoredOrder): EtaOrder => ({
  orderNumber: orderNumber(order.id),
  customerName: order.customerName,
  address: deliveryAddressText(order.deliveryAddress) ?? '',
  window: order.fulfilmentWindow,
});

/** Queues a customer's estimated time by text or e-mail; false when this run already told them. */
function queueEta(tx: Db, date: string, order: StoredOrder, eta: Date, by: TellChannel): Promise<boolean> {
  const about = { kind: 'delivery-eta', orderId: order.id, dedupeKey: etaKey(date, order.id) };
  if (by === 'sms')
    return enqueue(tx, { channel: 'sms', to: order.textPhone ?? '', ...about, ...etaText(etaOrder(order), eta) });
  return enqueue(tx, { channel: 'email', to: order.customerEmail ?? '', ...about, ...etaMail(etaOrder(order), eta) });
}

/**
 * 'Start the run': the run's start is recorded (the first one's time is kept), and each customer of
 * a stop not delivered yet is told its estimated time, once per order in the day's run (the
 * dedupe key; the run's row is locked so two starts take turns). Starting again tells only those
 * not told yet (a delivery booked since); those told keep the time they were sent.
 */
export async function startRun(date: string): Promise<{ run: DeliveryRunView; told: number }> {
  const told = await withTransaction(async (tx) => {
    await ensureRun(tx, date);
    const stored = await readRun(tx, date, { lock: true });
    const startedAt = await markRunStarted(tx, date);
    const { view, orders } = await buildRun(tx, date, { ...stored, startedAt });
    let count = 0;
    for (const stop of view.stops.filter(awaitsEta)) {
      const order = orders.get(stop.orderId);
      const eta = new Date(stop.eta);
      if (!order || !stop.tellBy || !(await queueEta(tx, date, order, eta, stop.tellBy))) continue;
      await recordTold(tx, date, order.id, { eta, by: stop.tellBy });
      count += 1;
    }
    return count;
  });
  return { run: await deliveryRun(date), told };
}

/**
 * 'Delivered' for a stop of the day's run: the order moves to 'delivered' through the orders' own
 * status change, which tells the customer as every status change does.
 */
export async function markStopDelivered(
  date: string,
  orderId: number,
  changer: StatusChanger,
): Promise<DeliveryRunView> {
  const deliveries = await dayDeliveries(database(), date);
  if (!deliveries.some((order) => order.id === orderId)) throw notFound(NOT_A_STOP);
  await changeOrderStatus(orderId, 'delivered', changer);
  return deliveryRun(date);
}
