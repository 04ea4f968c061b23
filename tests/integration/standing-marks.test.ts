import { beforeAll, describe, expect, it } from 'vitest';
import adminInsights from '../../netlify/functions/admin-insights.mts';
import adminKitchen from '../../netlify/functions/admin-kitchen.mts';
import orders from '../../netlify/functions/orders.mts';
import ordersExport from '../../netlify/functions/orders-export.mts';
import { addDays, shopDate, shopInstant } from '@/domain/fulfilment/schedule';
import type { InsightsView } from '@/domain/insights/insights-view';
import type { KitchenDayView } from '@/domain/kitchen/kitchen-day';
import type { AdminOrderView } from '@/domain/order/order-view';
import { chargeFailureReason } from '@/domain/standing/standing-messages';
import { chargeFailedLabel, orderMark } from '@/domain/standing/standing-mark';
import { queueMorningPrepMail } from '@/server/alerts/morning-prep';
import { database } from '@/server/db';
import { insertStandingOrder, updateStandingOrder } from '@/server/repositories/standing-orders-repository';
import { insertRun, updateRun } from '@/server/repositories/standing-runs-repository';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { insertOrder } from './support/orders';

/*
 * An order a standing order placed (issue 49) as the owner reads it: the dashboard's card says
 * 'Standing order' (and 'Charge failed: …' while its failed charge is unpaid), the kitchen's day
 * and its tickets 'Standing', the prep e-mail its pieces '(20 for standing orders)', the orders CSV
 * 'yes'; the insights count its orders apart as well as among the storefront's. The standing
 * order and its placed order are made in the database, as its cycle makes them (no gateway).
 */

let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  admin = await adminAccount();
  customer = await registerAccount({ firstName: 'Achieng', lastName: 'Otieno' });
});

/** Her standing order, its card saved: 'active', or paused by her. */
async function standingOrder(status: 'active' | 'paused' = 'active'): Promise<number> {
  const db = database();
  const id = await insertStandingOrder(db, {
    userId: customer.id,
    items: [{ productId: 1, quantity: 20 }],
    orderType: 'pickup',
    deliveryAddress: null,
    customerName: 'Achieng Otieno',
    customerPhone: '913-555-0142',
    channel: 'email',
    weekday: 5,
    time: '11:00',
    endsOn: null,
    gateway: 'test',
    agreementText: 'We charge your saved card at each drop’s close.',
    agreedFrom: null,
  });
  await updateStandingOrder(db, id, {
    status,
    pausedBy: status === 'paused' ? 'customer' : null,
    gatewayCustomerId: 'cus_test_standing',
    card: { paymentMethodId: 'pm_test_standing', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
  });
  return id;
}

/** The order her cycle placed, pending until its charge, with its run; answers the order's and the run's ids. */
async function placedOrder(
  standingOrderId: number,
  window: { start: Date; end: Date },
  createdAt = new Date(),
): Promise<{ orderId: number; runId: number }> {
  const [orderId = 0] = await insertOrder({
    userId: customer.id,
    status: 'pending',
    customerName: 'Achieng Otieno',
    paymentIntentId: null,
    fulfilmentWindow: window,
    createdAt,
  });
  await sql(`UPDATE orders SET standing_order_id = $1, payment_method = 'link' WHERE id = $2`, [
    standingOrderId,
    orderId,
  ]);
  const run = await insertRun(database(), {
    standingOrderId,
    cycleKey: `week:${orderId}`,
    status: 'placed',
    orderId,
    chargeAt: window.start,
    notes: [],
    skipReason: null,
  });
  return { orderId, runId: run?.id ?? 0 };
}

/** The order as the dashboard's list answers it. */
async function onDashboard(orderId: number): Promise<AdminOrderView | undefined> {
  const listed = await call<AdminOrderView[]>(orders, '/api/orders', { cookie: admin.cookie });
  expect(listed.status).toBe(200);
  return listed.body.find((order) => order.id === orderId);
}

async function onKitchen(date: string, orderId: number): Promise<AdminOrderView | undefined> {
  const day = await call<KitchenDayView & ErrorAnswer>(adminKitchen, `/api/admin/kitchen?date=${date}`, {
    cookie: admin.cookie,
  });
  expect(day.status).toBe(200);
  return day.body.windows.flatMap((window) => window.orders).find((order) => order.id === orderId);
}

describe("a standing order's order on the owner's screens", () => {
  it("is marked on the dashboard, the kitchen's day, the CSV and the prep e-mail; its failed charge until paid", async () => {
    const date = addDays(shopDate(new Date()), 3);
    const window = { start: shopInstant(date, '11:00'), end: shopInstant(date, '11:30') };
    const [plainId = 0] = await insertOrder({ customerName: 'Baraka Mwangi', fulfilmentWindow: window });
    const { orderId, runId } = await placedOrder(await standingOrder(), window);

    const placed = await onDashboard(orderId);
    expect(placed).toMatchObject({ status: 'pending', standing: { failure: null } });
    expect(orderMark(placed!)).toBe('Standing order');
    expect(chargeFailedLabel(placed!)).toBeNull();
    const plain = await onDashboard(plainId);
    expect(plain?.standing).toBeNull();
    expect(orderMark(plain!)).toBeNull();

    // The close's charge is refused: the card says why while the order waits for her link.
    const reason = chargeFailureReason('card_declined', 'insufficient_funds', '4242');
    await updateRun(database(), runId, { status: 'failed', failure: { code: 'card_declined', message: reason } });
    const failed = await onDashboard(orderId);
    expect(failed?.standing).toEqual({ failure: reason });
    expect(chargeFailedLabel(failed!)).toBe(
      'Charge failed: Your bank declined the card ending 4242: not enough funds.',
    );

    const kitchenOrder = await onKitchen(date, orderId);
    expect(orderMark(kitchenOrder!, 'short')).toBe('Standing');
    expect(orderMark((await onKitchen(date, plainId))!, 'short')).toBeNull();

    const csv = await call<string>(ordersExport, `/api/orders/export?from=${date}&to=${date}`, {
      cookie: admin.cookie,
    });
    expect(csv.status).toBe(200);
    const [header, ...rows] = csv.body.trimEnd().split('\r\n');
    const column = header?.split(',').indexOf('standing_order') ?? -1;
    expect(column).toBeGreaterThan(0);
    const standingCell = (id: number) =>
      rows.filter((row) => row.startsWith(`KBT-${id},`)).map((row) => row.split(',').at(column));
    expect(standingCell(orderId)).toEqual(['yes']);
    expect(standingCell(plainId)).toEqual(['']);

    await sql(`UPDATE fulfilment_settings SET prep_email_time = '07:00', prep_email_sent_on = NULL`);
    expect(await queueMorningPrepMail(shopInstant(date, '07:01'))).toBe(true);
    const [mail] = await sql<{ text_body: string }>(
      `SELECT text_body FROM outbox WHERE kind = 'prep' AND dedupe_key LIKE $1`,
      [`prep:${date}:%`],
    );
    expect(mail?.text_body).toContain('40 x Beef Samosa (20 for standing orders)');
    expect(mail?.text_body).toContain(
      `KBT-${orderId} Achieng Otieno (pickup at Home kitchen) · Standing: 20 x Beef Samosa`,
    );
    expect(mail?.text_body).toContain(`KBT-${plainId} Baraka Mwangi (pickup at Home kitchen): 20 x Beef Samosa`);

    // Paid by her link: nothing has failed any more, the mark stays.
    await sql(`UPDATE orders SET status = 'confirmed' WHERE id = $1`, [orderId]);
    const paid = await onDashboard(orderId);
    expect(paid?.standing).toEqual({ failure: null });
    expect(chargeFailedLabel(paid!)).toBeNull();
    expect(orderMark(paid!)).toBe('Standing order');
  });
});

describe("standing orders in the owner's insights", () => {
  const insights = (from: string, to: string) =>
    call<InsightsView & ErrorAnswer>(adminInsights, `/api/admin/insights?from=${from}&to=${to}`, {
      cookie: admin.cookie,
    });

  it('counts their orders placed, paid and revenue apart, each among the storefront orders once, and those active now', async () => {
    // February 2026, against January: the orders placed on their days, whatever their windows.
    const placedOn = (day: string) => shopInstant(day, '18:00');
    const window = (day: string) => ({ start: shopInstant(day, '11:00'), end: shopInstant(day, '11:30') });
    const activeBefore = (await insights('2026-02-01', '2026-02-28')).body.standingActive;
    const regular = await standingOrder();
    const paused = await standingOrder('paused');
    const paid = await placedOrder(regular, window('2026-02-13'), placedOn('2026-02-10'));
    const unpaid = await placedOrder(paused, window('2026-02-20'), placedOn('2026-02-17'));
    await placedOrder(regular, window('2026-01-23'), placedOn('2026-01-20'));
    await sql(`UPDATE orders SET status = 'confirmed' WHERE id = $1`, [paid.orderId]);
    // Unpaid by its link's time: cancelled.
    await sql(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [unpaid.orderId]);
    await insertOrder({ createdAt: placedOn('2026-02-11') });

    const { status, body } = await insights('2026-02-01', '2026-02-28');
    expect(status).toBe(200);
    // $38.00 each (20 samosas at $1.90): one paid; the cancelled one was placed all the same.
    expect(body.totals).toMatchObject({
      standingPlaced: 2,
      standingPaid: 1,
      standingRevenue: '38.00',
      // Among the storefront's orders as any order, once: the paid one and the plain one.
      orders: 2,
      netSales: '76.00',
      totalCollected: '76.00',
    });
    // January's still waits for its charge: placed, not paid.
    expect(body.previous.totals).toMatchObject({ standingPlaced: 1, standingPaid: 0, standingRevenue: '0.00' });
    // Active now: one more, the regular's; the paused one is not.
    expect(body.standingActive).toBe(activeBefore + 1);
  });
});
