import { expect } from 'vitest';
import standingOrders from '../../../netlify/functions/standing-orders.mts';
import standingOrderCard from '../../../netlify/functions/standing-order-card.mts';
import testGatewayAuthenticate from '../../../netlify/functions/test-gateway-authenticate.mts';
import testGatewaySetup from '../../../netlify/functions/test-gateway-setup.mts';
import { addDays, shopDate, shopInstant, weekdayOf } from '@/domain/fulfilment/schedule';
import type { StandingOrderView } from '@/domain/standing/standing-view';
import type { TestAccount } from './accounts';
import { call, type ErrorAnswer } from './call';
import { database } from '@/server/db';
import { insertStandingOrder, updateStandingOrder } from '@/server/repositories/standing-orders-repository';
import { STANDING_AGREEMENT } from '@/domain/standing/standing-agreement';
import { productId } from './checkout';
import { sql } from './db';

/** A shop date so many days from today. */
export const shopDay = (days: number) => addDays(shopDate(new Date()), days);

/**
 * A drop a few days ahead, as the owner schedules one: opens on day 3 at 9:00 AM, closes on day 4 at
 * 7:00 PM, sells days 5 and 6; the shop runs on drops.
 */
export async function scheduleDrop(
  opensOn = 3,
): Promise<{ id: number; opensAt: Date; closesAt: Date; days: string[] }> {
  const opensAt = shopInstant(shopDay(opensOn), '09:00');
  const closesAt = shopInstant(shopDay(opensOn + 1), '19:00');
  const days = [shopDay(opensOn + 2), shopDay(opensOn + 3)];
  const [row] = await sql<{ id: string }>(
    `INSERT INTO ordering_periods (opens_at, closes_at, sells_dates, created_by_email)
     VALUES ($1, $2, $3::date[], 'owner@example.com') RETURNING id`,
    [opensAt, closesAt, days],
  );
  await sql("UPDATE business_settings SET ordering_mode = 'drops'");
  return { id: Number(row?.id), opensAt, closesAt, days };
}

/**
 * A standing order with a card already saved (as the card form leaves it), for the rules that
 * come after: 20 Beef Samosa and 20 Chapati, pickup, on the drop's first day at 5:00 PM.
 */
export async function savedStandingOrder(
  userId: number,
  usualDay: string,
  change: { items?: Array<{ productId: number; quantity: number }>; channel?: 'email' | 'sms' } = {},
): Promise<number> {
  const items = change.items ?? [
    { productId: await productId('Beef Samosa'), quantity: 20 },
    { productId: await productId('Chapati'), quantity: 20 },
  ];
  const id = await insertStandingOrder(database(), {
    userId,
    items,
    orderType: 'pickup',
    deliveryAddress: null,
    customerName: 'Amina Odhiambo',
    customerPhone: '913-555-0142',
    channel: change.channel ?? 'email',
    weekday: weekdayOf(usualDay),
    time: '17:00',
    endsOn: null,
    gateway: 'test',
    agreementText: STANDING_AGREEMENT,
    agreedFrom: '2001:db8::1',
  });
  await updateStandingOrder(database(), id, {
    status: 'active',
    gatewayCustomerId: 'cus_test_saved',
    card: { paymentMethodId: 'pm_test_saved', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
  });
  return id;
}

export const ordersOf = (standingOrderId: number) =>
  sql<{ id: string; status: string; total_cents: number; fulfilment_window_start: Date }>(
    'SELECT id, status, total_cents, fulfilment_window_start FROM orders WHERE standing_order_id = $1 ORDER BY id',
    [standingOrderId],
  );

export const runsOf = (standingOrderId: number) =>
  sql<{
    id: string;
    status: string;
    cycle_key: string;
    order_id: string | null;
    notes: string[];
    skip_reason: string | null;
  }>(
    'SELECT id, status, cycle_key, order_id, notes, skip_reason FROM standing_order_runs WHERE standing_order_id = $1 ORDER BY id',
    [standingOrderId],
  );

export const messagesOf = (kind: string) =>
  sql<{ channel: string; to_address: string; subject: string; text_body: string }>(
    'SELECT channel, to_address, subject, text_body FROM outbox WHERE kind = $1 ORDER BY id',
    [kind],
  );

/** The body a customer's page sends to save a standing order: 20 Beef Samosa, pickup, Fridays at 5:00 PM. */
export async function standingBody(change: Record<string, unknown> = {}) {
  return {
    items: [{ productId: await productId('Beef Samosa'), quantity: 20 }],
    orderType: 'pickup',
    address: '',
    window: { weekday: 5, time: '17:00' },
    endsOn: null,
    name: 'Amina Odhiambo',
    phone: '913-555-0142',
    channel: 'email',
    agreed: true,
    ...change,
  };
}

type Saved = { standingOrder: StandingOrderView; setup: { clientSecret: string; gateway: string } };
type Setup = { setup: { clientSecret: string } };

export const create = (cookie: string | null, body: unknown) =>
  call<Saved & ErrorAnswer & { fields?: Record<string, string> }>(standingOrders, '/api/standing-orders', {
    method: 'POST',
    body,
    cookie,
  });

export const cardStep = (cookie: string, id: number, action: 'card' | 'card-saved', body: unknown = {}) =>
  call<StandingOrderView & Setup & ErrorAnswer>(standingOrderCard, `/api/standing-orders/${id}/${action}`, {
    method: 'POST',
    body,
    cookie,
    params: { id: String(id), action },
  });

export const setupIdOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));

/** The card typed into the test gateway's form, and the bank's page approved when it asks. */
export async function typeCard(clientSecret: string, number = '4242424242424242') {
  const typed = await call<{ nextAction?: unknown }>(testGatewaySetup, '/api/test-gateway/setup', {
    method: 'POST',
    body: { clientSecret, card: { number, expiry: '12 / 34', cvc: '123' }, returnPath: '/standing-orders/new' },
  });
  if (typed.body.nextAction) {
    await call(testGatewayAuthenticate, '/api/test-gateway/authenticate', {
      method: 'POST',
      body: { clientSecret, approve: true },
    });
  }
}

/** A standing order saved with its card, as the new standing order's page does it. */
export async function saveWithCard(
  account: TestAccount,
  change: Record<string, unknown> = {},
  card = '4242424242424242',
) {
  const saved = await create(account.cookie, await standingBody(change));
  expect(saved.status).toBe(201);
  await typeCard(saved.body.setup.clientSecret, card);
  const id = saved.body.standingOrder.id;
  const done = await cardStep(account.cookie, id, 'card-saved', {
    setupIntentId: setupIdOf(saved.body.setup.clientSecret),
  });
  expect(done.status).toBe(200);
  return done.body;
}
