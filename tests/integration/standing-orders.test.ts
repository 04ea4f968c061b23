import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminStandingAction from '../../netlify/functions/admin-standing-action.mts';
import purgePersonalData from '../../netlify/functions/purge-personal-data.mts';
import standingOrders from '../../netlify/functions/standing-orders.mts';
import standingOrder from '../../netlify/functions/standing-order.mts';
import standingOrderLinks from '../../netlify/functions/standing-order-links.mts';
import { weekdayOf } from '@/domain/fulfilment/schedule';
import { OUTSIDE_DELIVERY_AREA } from '@/domain/schemas/checkout-contact';
import { STANDING_AGREEMENT } from '@/domain/standing/standing-agreement';
import {
  STANDING_AGREEMENT_MISSING,
  STANDING_PAUSED_BY_SHOP,
  STANDING_QUANTITY_INVALID,
} from '@/domain/standing/standing-order-body';
import type { StandingOrderView } from '@/domain/standing/standing-view';
import { CARD_NOT_SAVED } from '@/server/standing/standing-create-service';
import { STANDING_LINK_INVALID } from '@/server/standing/standing-access';
import { placeStandingOrders } from '@/server/standing/standing-placement';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { productId } from './support/checkout';
import { sql } from './support/db';
import { useShopDefaultSchedule } from './support/schedule';
import {
  cardStep,
  create,
  messagesOf,
  ordersOf,
  runsOf,
  saveWithCard,
  scheduleDrop,
  setupIdOf,
  standingBody,
  typeCard,
} from './support/standing';

/*
 * A customer's standing orders through their endpoints (issue 49): saving one with its card on
 * the test gateway, her changes, her messages' token link, and who may do what.
 */

let amina: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  await useShopDefaultSchedule();
  [amina, other] = await Promise.all([registerAccount(), registerAccount({ firstName: 'Baraka' })]);
});

afterEach(async () => {
  await sql('DELETE FROM standing_orders');
  await sql('DELETE FROM orders');
  await sql('DELETE FROM ordering_periods');
  await sql("UPDATE business_settings SET ordering_mode = 'always'");
  await sql("UPDATE products SET status = 'on_menu'");
  await sql('DELETE FROM outbox');
  await sql('DELETE FROM rate_limits');
});

const list = (cookie: string | null) =>
  call<{ standingOrders: StandingOrderView[]; agreement: string; frequency: string } & ErrorAnswer>(
    standingOrders,
    '/api/standing-orders',
    { cookie },
  );
const patch = (cookie: string, id: number, body: unknown) =>
  call<StandingOrderView & ErrorAnswer>(standingOrder, `/api/standing-orders/${id}`, {
    method: 'PATCH',
    body,
    cookie,
    params: { id: String(id) },
  });
const link = (action: 'open' | 'change' | 'card' | 'card-saved', body: unknown) =>
  call<StandingOrderView & ErrorAnswer>(standingOrderLinks, `/api/standing-order-links/${action}`, {
    method: 'POST',
    body,
    params: { action },
  });

describe('saving a standing order', () => {
  it('keeps the agreement she was shown, and is active once the gateway says her card was saved', async () => {
    const shown = await list(amina.cookie);
    expect(shown.body).toEqual({ standingOrders: [], agreement: STANDING_AGREEMENT, frequency: 'Every week' });
    const saved = await create(amina.cookie, await standingBody());
    expect(saved.status).toBe(201);
    expect(saved.body.standingOrder).toMatchObject({
      status: 'setting-up',
      card: null,
      window: { label: 'Fridays around 5:00 PM' },
    });
    expect(saved.body.setup.gateway).toBe('test');
    const [kept] = await sql<{ agreement_text: string; agreed_from: string }>(
      'SELECT agreement_text, agreed_from FROM standing_orders',
    );
    expect(kept?.agreement_text).toBe(STANDING_AGREEMENT);
    expect(kept?.agreed_from).toMatch(/^2001:db8::/);

    const id = saved.body.standingOrder.id;
    const setupIntentId = setupIdOf(saved.body.setup.clientSecret);
    // Reported before the card was typed: the gateway has not saved it.
    expect((await cardStep(amina.cookie, id, 'card-saved', { setupIntentId })).body.message).toBe(CARD_NOT_SAVED);
    await typeCard(saved.body.setup.clientSecret, '4000002500003155');
    const active = await cardStep(amina.cookie, id, 'card-saved', { setupIntentId });
    expect(active.body).toMatchObject({ status: 'active', card: { last4: '3155', expMonth: 12, expYear: 2034 } });
  });

  it('names each field at fault, and what she may not have', async () => {
    const refused = async (change: Record<string, unknown>) =>
      (await create(amina.cookie, await standingBody(change))).body;
    expect((await refused({ items: [{ productId: await productId('Chapati'), quantity: 0 }] })).fields).toEqual({
      'items.0.quantity': STANDING_QUANTITY_INVALID,
    });
    expect((await refused({ agreed: false })).message).toBe(STANDING_AGREEMENT_MISSING);
    expect((await refused({ orderType: 'delivery', address: '1 Main St, Denver, CO 80202' })).fields).toEqual({
      address: OUTSIDE_DELIVERY_AREA,
    });
    expect((await refused({ items: [{ productId: 999_999, quantity: 10 }] })).fields).toEqual({
      'items.0.productId': 'That dish is not on our menu',
    });
    expect((await list(null)).status).toBe(401);
    expect((await create(null, await standingBody())).status).toBe(401);
  });

  it('keeps a dish taken off the menu, shown as such, and lets her change the rest', async () => {
    const saved = await saveWithCard(amina, {
      items: [
        { productId: await productId('Beef Samosa'), quantity: 20 },
        { productId: await productId('Chapati'), quantity: 10 },
      ],
    });
    await sql("UPDATE products SET status = 'archived' WHERE name = 'Chapati'");
    const changed = await patch(amina.cookie, saved.id, {
      items: [
        { productId: await productId('Beef Samosa'), quantity: 30 },
        { productId: await productId('Chapati'), quantity: 10 },
      ],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.items).toEqual([
      { productId: await productId('Beef Samosa'), name: 'Beef Samosa', quantity: 30, available: true },
      { productId: await productId('Chapati'), name: 'Chapati', quantity: 10, available: false },
    ]);
  });
});

describe('her changes', () => {
  it('only to her own: someone else’s reads as none', async () => {
    const saved = await saveWithCard(amina);
    expect((await patch(other.cookie, saved.id, { paused: true })).status).toBe(404);
    expect((await cardStep(other.cookie, saved.id, 'card')).status).toBe(404);
    expect((await patch(amina.cookie, saved.id, {})).status).toBe(400);
  });

  it('pause and resume, but not one the kitchen paused; cancel for good', async () => {
    const saved = await saveWithCard(amina);
    expect((await patch(amina.cookie, saved.id, { paused: true })).body).toMatchObject({
      status: 'paused',
      pausedBy: 'customer',
    });
    expect((await patch(amina.cookie, saved.id, { paused: false })).body).toMatchObject({
      status: 'active',
      pausedBy: null,
    });
    await sql("UPDATE standing_orders SET status = 'paused', paused_by = 'owner' WHERE id = $1", [saved.id]);
    expect((await patch(amina.cookie, saved.id, { paused: false })).body.message).toBe(STANDING_PAUSED_BY_SHOP);
    expect((await patch(amina.cookie, saved.id, { cancelled: true })).body.status).toBe('cancelled');
    expect((await patch(amina.cookie, saved.id, { skipNext: true })).status).toBe(409);
  });

  it('skip this drop’s order before its close: it is cancelled, its pieces freed', async () => {
    const drop = await scheduleDrop();
    const saved = await saveWithCard(amina, {
      window: { weekday: new Date(`${drop.days[0]}T12:00:00Z`).getUTCDay(), time: '17:00' },
    });
    await placeStandingOrders(new Date(drop.opensAt.getTime() - 10 * 60_000));
    expect((await patch(amina.cookie, saved.id, { skipNext: true })).body).toMatchObject({
      upcoming: null,
      skipNext: false,
    });
    expect(await ordersOf(saved.id)).toMatchObject([{ status: 'cancelled' }]);
    expect(await runsOf(saved.id)).toMatchObject([{ status: 'cancelled' }]);
  });

  it('change the dishes of this drop’s order too: priced again, same order', async () => {
    const drop = await scheduleDrop();
    const saved = await saveWithCard(amina, {
      window: { weekday: new Date(`${drop.days[0]}T12:00:00Z`).getUTCDay(), time: '17:00' },
    });
    await placeStandingOrders(new Date(drop.opensAt.getTime() - 10 * 60_000));
    const [before] = await ordersOf(saved.id);
    const changed = await patch(amina.cookie, saved.id, {
      items: [{ productId: await productId('Beef Samosa'), quantity: 40 }],
    });
    const [after] = await ordersOf(saved.id);
    expect(after?.id).toBe(before?.id);
    expect(after?.total_cents).toBeGreaterThan(before?.total_cents ?? 0);
    expect(changed.body.upcoming?.total).toBe((Number(after?.total_cents) / 100).toFixed(2));
  });
});

describe('her messages’ link', () => {
  it('opens and changes her standing order without signing in; an unknown token opens nothing', async () => {
    const drop = await scheduleDrop();
    const saved = await saveWithCard(amina, {
      window: { weekday: new Date(`${drop.days[0]}T12:00:00Z`).getUTCDay(), time: '17:00' },
    });
    await placeStandingOrders(new Date(drop.opensAt.getTime() - 10 * 60_000));
    const [message] = await messagesOf('standing-placed');
    const token = new URL(
      /http\S+manage\?token=\S+/.exec(message?.text_body ?? '')?.[0] ?? 'http://x',
    ).searchParams.get('token');
    expect((await link('open', { token })).body).toMatchObject({ id: saved.id, upcoming: { status: 'placed' } });
    expect((await link('change', { token, paused: true })).body).toMatchObject({ status: 'paused' });
    expect((await link('open', { token: 'not-a-token' })).body.message).toBe(STANDING_LINK_INVALID);
  });
});

describe('the owner ending it', () => {
  it('stops it as her own cancelling does: this drop’s order, not yet charged, is cancelled too', async () => {
    const admin = await adminAccount();
    const drop = await scheduleDrop();
    const saved = await saveWithCard(amina, { window: { weekday: weekdayOf(drop.days[0] ?? ''), time: '17:00' } });
    await placeStandingOrders(new Date(drop.opensAt.getTime() - 10 * 60_000));
    const ended = await call<{ status: string }>(adminStandingAction, `/api/admin/standing-orders/${saved.id}/end`, {
      method: 'POST',
      body: { message: 'We are closing for the holidays.' },
      cookie: admin.cookie,
      params: { id: String(saved.id), action: 'end' },
    });
    expect(ended.body.status).toBe('cancelled');
    expect(await ordersOf(saved.id)).toMatchObject([{ status: 'cancelled' }]);
    expect(await runsOf(saved.id)).toMatchObject([{ status: 'cancelled' }]);
  });
});

describe('her messages’ links', () => {
  it('go in the daily purge once they have expired; a link still good stays', async () => {
    const saved = await saveWithCard(amina);
    await sql(
      `INSERT INTO standing_order_links (token_sha256, standing_order_id, expires_at)
       VALUES ('expired-link', $1, now() - interval '1 day'), ('good-link', $1, now() + interval '1 day')`,
      [saved.id],
    );
    const counts = (await (await purgePersonalData()).json()) as Record<string, number>;
    expect(counts['standingLinksDeleted']).toBe(1);
    expect(await sql('SELECT token_sha256 FROM standing_order_links')).toEqual([{ token_sha256: 'good-link' }]);
  });
});
