import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import standingOrder from '../../netlify/functions/standing-order.mts';
import { weekdayOf } from '@/domain/fulfilment/schedule';
import type { StandingOrderView } from '@/domain/standing/standing-view';
import { changeDrop, removeDrop } from '@/server/drops/drops-service';
import { expireDueLinks } from '@/server/owner-orders/link-expiry';
import { testGateway } from '@/server/payments/test-gateway';
import type { PaymentGateway } from '@/server/payments/payment-gateway';
import { chargeDueStandingOrders, chargeRun } from '@/server/standing/standing-charge';
import { placeStandingOrders } from '@/server/standing/standing-placement';
import { listStandingOrders } from '@/server/standing/standing-view-service';
import { registerAccount, type TestAccount } from './support/accounts';
import { call } from './support/call';
import { payLink } from './support/catering-events';
import { sql } from './support/db';
import { race, untilHeld } from './support/race';
import { useShopDefaultSchedule } from './support/schedule';
import { messagesOf, ordersOf, runsOf, saveWithCard, scheduleDrop } from './support/standing';

/*
 * Standing orders charged at their drop's close (issue 49), on the card saved through the test
 * gateway's form: paid; or refused with the reason in words and a link that holds the order until
 * the owner's deadline, then paid by it, or cancelled with its pieces freed and the customer told.
 * On the clock the tests move: each step is given its `now`.
 */

let amina: TestAccount;

beforeAll(async () => {
  await useShopDefaultSchedule();
  amina = await registerAccount();
});

afterEach(async () => {
  await sql('DELETE FROM standing_orders');
  await sql('DELETE FROM orders');
  await sql('DELETE FROM ordering_periods');
  await sql("UPDATE business_settings SET ordering_mode = 'always'");
  await sql('DELETE FROM outbox');
  await sql('DELETE FROM rate_limits');
});

const MINUTE = 60_000;
const gateway = () => testGateway;
const linkIn = (text: string | undefined) => /http\S+\/pay\?token=\S+/.exec(text ?? '')?.[0] ?? null;

/** A drop `opensOn` days ahead and her standing order for its first day, placed before it opens. */
async function placedInDrop(card: string, opensOn = 3) {
  const drop = await scheduleDrop(opensOn);
  const saved = await saveWithCard(amina, { window: { weekday: weekdayOf(drop.days[0] ?? ''), time: '17:00' } }, card);
  await placeStandingOrders(new Date(drop.opensAt.getTime() - 10 * MINUTE));
  return { drop, id: saved.id };
}

const closed = (drop: { closesAt: Date }) => new Date(drop.closesAt.getTime() + MINUTE);

describe('at the drop’s close', () => {
  it('her saved card is charged for the order as it stands, and she is told what was charged', async () => {
    const { drop, id } = await placedInDrop('4242424242424242');
    expect(await chargeDueStandingOrders(gateway, new Date(drop.closesAt.getTime() - MINUTE))).toBe(0);
    expect(await chargeDueStandingOrders(gateway, closed(drop))).toBe(1);
    const [order] = await ordersOf(id);
    expect(order?.status).toBe('confirmed');
    const [money] = await sql<{ captured_cents: number; payment_captured_at: Date | null }>(
      'SELECT captured_cents, payment_captured_at FROM orders WHERE id = $1',
      [order?.id],
    );
    expect(money?.captured_cents).toBe(order?.total_cents);
    expect(money?.payment_captured_at).not.toBeNull();
    expect(await runsOf(id)).toMatchObject([{ status: 'paid' }]);
    const [told] = await messagesOf('standing-paid');
    expect(told?.text_body).toContain(`to the card ending 4242 for your standing order`);
    // Charged once: the next minute finds nothing due.
    expect(await chargeDueStandingOrders(gateway, new Date(closed(drop).getTime() + MINUTE))).toBe(0);
  });

  it.each([
    ['4000000000000341', 'Your bank declined the card ending 0341.'],
    [
      '4000002760003184',
      'Your bank wants you to confirm this payment yourself, so we could not charge the card ending 3184.',
    ],
  ])('a refused card (%s): the reason in words and a link to pay by the owner’s deadline', async (card, reason) => {
    const { drop, id } = await placedInDrop(card);
    await chargeDueStandingOrders(gateway, closed(drop));
    expect(await runsOf(id)).toMatchObject([{ status: 'failed' }]);
    expect(await ordersOf(id)).toMatchObject([{ status: 'pending' }]);
    const [told] = await messagesOf('payment-link');
    expect(told?.subject).toMatch(/^Your standing order .+ is not paid yet$/);
    expect(told?.text_body).toContain(reason);
    // Her usual time is 5:00 PM on the drop's first day; the owner's deadline is 12 hours before.
    expect(told?.text_body).toContain('Please pay by');
    expect(told?.text_body).toContain('5:00 AM (Kansas City time)');
    const view = (await listStandingOrders(amina.id)).standingOrders[0];
    expect(view?.upcoming).toMatchObject({ status: 'failed', failure: { reason } });
  });

  it('says an expired card has expired', async () => {
    const { drop } = await placedInDrop('4242424242424242');
    // The card she saved runs out before the close (its expiry as the test gateway keeps it).
    await sql('UPDATE test_setup_intents SET card_exp_month = 1, card_exp_year = 2026');
    await chargeDueStandingOrders(gateway, closed(drop));
    expect((await messagesOf('payment-link'))[0]?.text_body).toContain('The card ending 4242 has expired.');
  });

  it('unpaid by the deadline: cancelled, its pieces freed, and she is told', async () => {
    const { drop, id } = await placedInDrop('4000000000000341');
    await chargeDueStandingOrders(gateway, closed(drop));
    const [{ pay_by: payBy } = { pay_by: new Date() }] = await sql<{ pay_by: Date }>(
      'SELECT pay_by FROM standing_order_runs WHERE standing_order_id = $1',
      [id],
    );
    expect(await expireDueLinks(new Date(payBy.getTime() - MINUTE))).toBe(0);
    expect(await expireDueLinks(new Date(payBy.getTime() + MINUTE))).toBe(1);
    expect(await ordersOf(id)).toMatchObject([{ status: 'cancelled' }]);
    expect((await messagesOf('payment-link-expired'))[0]?.text_body).toMatch(/was not paid by .+, so we cancelled it/);
    expect((await listStandingOrders(amina.id)).standingOrders[0]?.history[0]?.status).toBe('cancelled');
  });
});

describe('two senders at the close', () => {
  it('ask the gateway once: the second finds the run just claimed and leaves it to the first', async () => {
    const { drop, id } = await placedInDrop('4242424242424242');
    const [run] = await runsOf(id);
    let asked = 0;
    const counting: PaymentGateway = {
      ...testGateway,
      chargeSaved: (request) => {
        asked += 1;
        return testGateway.chargeSaved(request);
      },
    };
    const at = closed(drop);
    // The second sender comes while the first holds its claim, about to ask the gateway.
    const settled = await race('standing-charge-at-gateway', [
      () => chargeRun(Number(run?.id), counting, at),
      async () => {
        await untilHeld();
        return chargeRun(Number(run?.id), counting, at);
      },
    ]);
    expect([...settled].sort()).toEqual([false, true]);
    expect(asked).toBe(1);
    expect(await runsOf(id)).toMatchObject([{ status: 'paid' }]);
    expect(await messagesOf('standing-paid')).toHaveLength(1);
    expect(await messagesOf('payment-link')).toHaveLength(0);
  });
});

describe('a drop the owner changes after its standing orders were placed', () => {
  const owner = { userId: null, email: 'owner@example.com' };

  it('charges them at its new close', async () => {
    const { drop, id } = await placedInDrop('4242424242424242');
    const later = new Date(drop.closesAt.getTime() + 60 * MINUTE);
    await changeDrop(
      drop.id,
      { ...drop, closesAt: later, sellsDates: drop.days, note: null, announce: null },
      owner.email,
    );
    expect(await chargeDueStandingOrders(gateway, closed(drop))).toBe(0);
    expect(await chargeDueStandingOrders(gateway, new Date(later.getTime() + MINUTE))).toBe(1);
    expect(await runsOf(id)).toMatchObject([{ status: 'paid' }]);
  });

  it('deleted, cancels their orders, and nothing is charged', async () => {
    const { drop, id } = await placedInDrop('4242424242424242');
    await removeDrop(drop.id, owner, new Date(drop.opensAt.getTime() - 5 * MINUTE));
    expect(await ordersOf(id)).toMatchObject([{ status: 'cancelled' }]);
    expect(await chargeDueStandingOrders(gateway, closed(drop))).toBe(0);
    // Never asked of the gateway: no checkout was made for a charge.
    expect(await sql('SELECT status, checkout_id FROM standing_order_runs WHERE standing_order_id = $1', [id])).toEqual(
      [{ status: 'cancelled', checkout_id: null }],
    );
  });
});

describe('one standing order across three drops', () => {
  it('placed and charged; skipped; placed, declined, then paid by its link', async () => {
    const first = await placedInDrop('4242424242424242', 3);
    await chargeDueStandingOrders(gateway, closed(first.drop));
    const id = first.id;

    // She skips the next one before it is placed.
    await call<StandingOrderView>(standingOrder, `/api/standing-orders/${id}`, {
      method: 'PATCH',
      body: { skipNext: true },
      cookie: amina.cookie,
      params: { id: String(id) },
    });
    const second = await scheduleDrop(5);
    await placeStandingOrders(new Date(second.opensAt.getTime() - 10 * MINUTE));

    // Her card is declined at the third; she pays by the link she was sent.
    const third = await scheduleDrop(7);
    await placeStandingOrders(new Date(third.opensAt.getTime() - 10 * MINUTE));
    // The bank now declines the card she saved (the test gateway's card, as Stripe's 0341 does).
    await sql("UPDATE test_setup_intents SET charge_decline = 'card_declined'");
    await chargeDueStandingOrders(gateway, closed(third));
    const payUrl = linkIn((await messagesOf('payment-link'))[0]?.text_body);
    await payLink(payUrl);

    const runs = await runsOf(id);
    expect(runs.map((run) => [run.cycle_key, run.status])).toEqual([
      [`drop:${first.drop.id}`, 'paid'],
      [`drop:${second.id}`, 'skipped'],
      [`drop:${third.id}`, 'failed'],
    ]);
    expect((await ordersOf(id)).map((order) => order.status)).toEqual(['confirmed', 'confirmed']);
    const view = (await listStandingOrders(amina.id)).standingOrders[0];
    expect(view?.history.map((line) => line.status)).toEqual(['paid', 'skipped', 'paid']);
    const subjects = await sql<{ kind: string; subject: string }>(
      "SELECT kind, subject FROM outbox WHERE kind LIKE 'standing%' OR kind LIKE 'payment-link%' ORDER BY id",
    );
    expect(subjects.map((message) => message.kind)).toEqual([
      'standing-placed',
      'standing-paid',
      'standing-placed',
      'payment-link',
    ]);
  });
});
