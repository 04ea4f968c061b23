import { beforeAll, describe, expect, it } from 'vitest';
import fulfilmentWindows from '../../netlify/functions/fulfilment-windows.mts';
import upcoming from '../../netlify/functions/fulfilment-windows-upcoming.mts';
import { SPOT_NOT_ON_SALE } from '@/domain/pickup-spots/spots-on-sale';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import { windowLabel } from '@/domain/fulfilment/window-label';
import type { FulfilmentWindowsView, SpotOnOffer } from '@/server/fulfilment/windows-service';
import { call, type ErrorAnswer } from './support/call';
import { type CheckoutBody, paidIntent, payWithCard, pickupCheckout, startPayment } from './support/checkout';
import { sql } from './support/db';
import { useShopDefaultSchedule } from './support/schedule';

/*
 * A pickup at a spot (issue 50): the spots the cart offers (a private one without its address), a
 * spot's own windows and pieces per window, kept apart from the shop's, and the checkout taking
 * only a spot on sale, on the test gateway.
 */

const KITCHEN_ADDRESS = '8800 W 95th St';
let church: number;
let kitchen: number;

const spotIdOf = async (where: string) =>
  Number((await sql<{ id: string }>(`SELECT id FROM pickup_spots WHERE ${where}`))[0]?.id);

const upcomingPickup = (spot?: number) =>
  call<{ days: FulfilmentWindowsView[]; spots: SpotOnOffer[] }>(
    upcoming,
    `/api/fulfilment-windows/upcoming?type=pickup${spot ? `&spot=${spot}` : ''}`,
  );

const windowsOn = async (date: string, spot: number) =>
  (
    await call<FulfilmentWindowsView>(
      fulfilmentWindows,
      `/api/fulfilment-windows?type=pickup&date=${date}&spot=${spot}`,
    )
  ).body;

/** The first window at a spot with room, days ahead of today (its start, as the checkout sends it). */
async function firstWindowAt(spot: number, ahead = 1): Promise<string> {
  const { windows } = await windowsOn(addDays(shopDate(new Date()), ahead), spot);
  const free = windows.find((window) => window.available);
  if (!free) throw new Error(`no window at spot ${spot}`);
  return free.start;
}

/** 20 beef samosas ($38.00) to collect at `spot` in the window starting at `start`. */
async function atSpot(spot: number, start: string): Promise<CheckoutBody> {
  const body = await pickupCheckout();
  return { ...body, orderData: { ...body.orderData, fulfilmentWindow: start, pickupSpotId: spot } };
}

beforeAll(async () => {
  await useShopDefaultSchedule();
  [church, kitchen] = await Promise.all([spotIdOf("name = 'Grace Church car park'"), spotIdOf('is_kitchen')]);
  // The church every day from 9:00 to 21:00, so some window is ahead at any hour; 40 pieces a window.
  const day = '[{"start": "09:00", "end": "21:00"}]';
  const hours = `{${[0, 1, 2, 3, 4, 5, 6].map((weekday) => `"${weekday}": ${day}`).join(', ')}}`;
  await sql('UPDATE pickup_spots SET hours = $1::jsonb, window_minutes = 30, window_pieces = 40 WHERE id = $2', [
    hours,
    church,
  ]);
});

describe('GET /api/fulfilment-windows/upcoming for a pickup', () => {
  it('lists the spots on sale with their next windows, the private kitchen without its address', async () => {
    const answer = await upcomingPickup();
    expect(answer.status).toBe(200);
    const byName = new Map(answer.body.spots.map((spot) => [spot.name, spot]));
    expect(byName.get('Home kitchen')).toMatchObject({ id: kitchen, private: true, address: null, notes: null });
    expect(byName.get('Grace Church car park')).toMatchObject({
      id: church,
      private: false,
      address: '11720 Nall Ave, Overland Park, KS 66211',
    });
    expect(byName.get('Grace Church car park')?.next).not.toBeNull();
    expect(JSON.stringify(answer.body)).not.toContain(KITCHEN_ADDRESS);
  });
});

describe("a spot's own windows", () => {
  it("are counted apart from the shop's: a church order takes no place of the kitchen's window at the same time", async () => {
    await sql('UPDATE fulfilment_settings SET window_capacity = 1');
    try {
      const date = addDays(shopDate(new Date()), 2);
      const shared = (await windowsOn(date, kitchen)).windows.find((window) => window.available)?.start;
      expect(shared).toBeDefined();
      await paidIntent(await atSpot(church, shared ?? ''));
      const [row] = await sql<{ spot: string }>(
        'SELECT pickup_spot_id AS spot FROM orders WHERE fulfilment_window_start = $1',
        [shared],
      );
      expect(Number(row?.spot)).toBe(church);
      // The kitchen's window at that time still has its one place.
      expect((await windowsOn(date, kitchen)).windows.find((window) => window.start === shared)?.available).toBe(true);
    } finally {
      await sql('UPDATE fulfilment_settings SET window_capacity = 4');
    }
  });

  it("refuse a cart over the spot's pieces per window, naming its own next window, and offer it no more once used up", async () => {
    const start = await firstWindowAt(church, 3);
    await paidIntent(await atSpot(church, start));
    await paidIntent(await atSpot(church, start));
    const refused = await startPayment<ErrorAnswer>(await atSpot(church, start));
    expect(refused.status).toBe(409);
    // The next time is the church's own next window, not the shop's.
    const next = new Date(new Date(start).getTime() + 30 * 60_000);
    const label = windowLabel(next, new Date(next.getTime() + 30 * 60_000));
    expect(refused.body.message).toBe(`That pickup time has just filled up. The next free time is ${label}.`);
    const date = shopDate(new Date(start));
    expect((await windowsOn(date, church)).windows.find((window) => window.start === start)?.available).toBe(false);
  });
});

describe("a spot's window filled while its customers pay", () => {
  it('books the payments that fit its pieces, and refuses the next, which is not charged', async () => {
    const start = await firstWindowAt(church, 5);
    // Three customers start paying for the window's 40 pieces, 20 each: each fits when it starts.
    const started = await Promise.all([1, 2, 3].map(async () => startPayment(await atSpot(church, start))));
    expect(started.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const paid = [];
    for (const answer of started) paid.push(await payWithCard(answer.body.clientSecret, '4242 4242 4242 4242'));
    expect(paid.map((answer) => answer.body.paymentIntent.status)).toEqual(['succeeded', 'succeeded', 'canceled']);
    expect(paid[2]?.body.error?.code).toBe('window_filled');
    const [row] = await sql<{ orders: string }>(
      'SELECT count(*) AS orders FROM orders WHERE fulfilment_window_start = $1 AND pickup_spot_id = $2',
      [start, church],
    );
    expect(Number(row?.orders)).toBe(2);
  });
});

describe('POST /api/create-payment-intent with a spot', () => {
  it('refuses a spot that is not on sale, and an id that is no spot', async () => {
    const start = await firstWindowAt(church, 4);
    await sql('UPDATE pickup_spots SET archived_at = now() WHERE id = $1', [church]);
    try {
      expect(await startPayment<ErrorAnswer>(await atSpot(church, start))).toMatchObject({
        status: 409,
        body: { message: SPOT_NOT_ON_SALE },
      });
      expect((await upcomingPickup()).body.spots.map((spot) => spot.name)).toEqual(['Home kitchen']);
    } finally {
      await sql('UPDATE pickup_spots SET archived_at = NULL WHERE id = $1', [church]);
    }
    expect(await startPayment<ErrorAnswer>(await atSpot(999_999, start))).toMatchObject({
      status: 409,
      body: { message: SPOT_NOT_ON_SALE },
    });
  });
});
