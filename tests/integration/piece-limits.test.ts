import { beforeAll, describe, expect, it } from 'vitest';
import adminProducts from '../../netlify/functions/admin-products.mts';
import fulfilmentWindows from '../../netlify/functions/fulfilment-windows.mts';
import productFn from '../../netlify/functions/product.mts';
import products from '../../netlify/functions/products.mts';
import { priceCheckout } from '@/domain/checkout-pricing';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import { dayLabel, windowLabel } from '@/domain/fulfilment/window-label';
import { menuFromApi, type MenuProduct } from '@/domain/menu';
import type { AdminProductView } from '@/server/catalogue/menu-editor-service';
import type { FulfilmentWindowsView } from '@/server/fulfilment/windows-service';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { type CheckoutBody, payWithCard, pickupCheckout, productId, startPayment } from './support/checkout';
import { sql } from './support/db';
import { race } from './support/race';
import { insertOrder } from './support/orders';
import { useShopDefaultSchedule } from './support/schedule';

/*
 * The kitchen's real limits in pieces (issue 26): a dish's pieces a day and per order, the pieces
 * of a window, what is left in the windows' answer, and the checkout holding the line, on the test
 * gateway (which authorises, books and captures in one transaction under the schedule's lock).
 */

const today = shopDate(new Date());
const day = (ahead: number) => addDays(today, ahead);
const MINUTES_30 = 30 * 60_000;

let admin: TestAccount;
let beef: number;
let chapati: number;

const windowsOn = async (date: string) =>
  (await call<FulfilmentWindowsView>(fulfilmentWindows, `/api/fulfilment-windows?type=pickup&date=${date}`)).body;

const setLimits = (id: number, body: { dailyLimit?: number | null; maxPerOrder?: number | null }) =>
  call<AdminProductView | ErrorAnswer>(productFn, `/api/products/${id}`, {
    method: 'PATCH',
    cookie: admin.cookie,
    body,
    params: { id: String(id) },
  });

/** A pickup checkout for these pieces in that window, priced as the cart sheet prices it. */
async function checkoutFor(
  items: Array<{ productId: number; quantity: number }>,
  start: string,
): Promise<CheckoutBody> {
  const menu = menuFromApi((await call<MenuProduct[]>(products, '/api/products')).body);
  // The tests' shop collects no tax, so each dish's category changes nothing here.
  const dishes = menu.map((dish) => ({ ...dish, taxCategory: 'prepared' as const }));
  const priced = priceCheckout({ orderType: 'pickup', items, tipPercent: 0, address: null }, dishes, {
    tax: { collects: false, places: [] },
    code: null,
    today: shopDate(new Date()),
  });
  if (priced.kind !== 'priced') throw new Error(`not priced: ${priced.kind}`);
  const body = await pickupCheckout();
  return {
    ...body,
    amount: priced.checkout.totalCents / 100,
    orderData: { ...body.orderData, items, fulfilmentWindow: start },
  };
}

/** Books `pieces` of a dish in a window straight into the database, as paid orders do. */
const bookPieces = (productId: number, name: string, pieces: number, start: string) =>
  insertOrder({
    lines: [{ productId, name, quantity: pieces, priceCents: 200 }],
    fulfilmentWindow: { start, end: new Date(new Date(start).getTime() + MINUTES_30) },
  });

beforeAll(async () => {
  await useShopDefaultSchedule();
  admin = await adminAccount();
  [beef, chapati] = await Promise.all([productId('Beef Samosa'), productId('Chapati')]);
});

describe("a dish's limits in the menu editor and the menu", () => {
  it('are set by the administrator, read back by GET /api/admin/products, and only the most per order is public', async () => {
    const set = await setLimits(chapati, { dailyLimit: 200, maxPerOrder: 40 });
    expect(set).toMatchObject({ status: 200, body: { dailyLimit: 200, maxPerOrder: 40 } });
    const listed = (await call<AdminProductView[]>(adminProducts, '/api/admin/products', { cookie: admin.cookie }))
      .body;
    expect(listed.find((product) => product.id === chapati)).toMatchObject({ dailyLimit: 200, maxPerOrder: 40 });
    const shown = (await call<MenuProduct[]>(products, '/api/products')).body.find((product) => product.id === chapati);
    expect(shown).toMatchObject({ maxPerOrder: 40 });
    expect(shown).not.toHaveProperty('dailyLimit');

    // A field left out stays; null removes the limit; nonsense is refused with the field's words.
    expect((await setLimits(chapati, { maxPerOrder: null })).body).toMatchObject({
      dailyLimit: 200,
      maxPerOrder: null,
    });
    expect(await setLimits(chapati, { maxPerOrder: 0 })).toMatchObject({
      status: 400,
      body: { message: 'Most per order must be a whole number from 1 to 100,000, or empty for no limit' },
    });
    await setLimits(chapati, { dailyLimit: null });
  });

  it('cannot be changed by a customer', async () => {
    const customer = await registerAccount();
    const refused = await call(productFn, `/api/products/${beef}`, {
      method: 'PATCH',
      cookie: customer.cookie,
      body: { dailyLimit: 0 },
      params: { id: String(beef) },
    });
    expect(refused.status).toBe(403);
  });
});

describe('what is left, in GET /api/fulfilment-windows', () => {
  it("answers each limited dish's pieces left on that day, cancelled orders not counted", async () => {
    await setLimits(beef, { dailyLimit: 30 });
    try {
      const date = day(2);
      const [first, second] = (await windowsOn(date)).windows;
      await bookPieces(beef, 'Beef Samosa', 12, first!.start);
      await bookPieces(beef, 'Beef Samosa', 5, second!.start);
      const [cancelled] = await bookPieces(beef, 'Beef Samosa', 10, second!.start);
      await sql(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [cancelled]);
      expect((await windowsOn(date)).products).toEqual([{ productId: beef, remaining: 13 }]);
      expect((await windowsOn(day(3))).products).toEqual([{ productId: beef, remaining: 30 }]);
    } finally {
      await setLimits(beef, { dailyLimit: null });
    }
    expect((await windowsOn(day(2))).products).toEqual([]);
  });
});

describe('POST /api/create-payment-intent holds the line', () => {
  it("refuses more of a dish than the day has left, or a sold-out dish, in the shop's words for the day", async () => {
    await setLimits(beef, { dailyLimit: 30 });
    try {
      const date = day(4);
      const [first, second] = (await windowsOn(date)).windows;
      await bookPieces(beef, 'Beef Samosa', 20, first!.start);
      expect(
        await startPayment<ErrorAnswer>(await checkoutFor([{ productId: beef, quantity: 12 }], second!.start)),
      ).toMatchObject({
        status: 409,
        body: { message: `Only 10 Beef Samosa left for ${dayLabel(date)}` },
      });
      expect((await startPayment(await checkoutFor([{ productId: beef, quantity: 10 }], second!.start))).status).toBe(
        200,
      );

      await bookPieces(beef, 'Beef Samosa', 10, first!.start);
      expect(
        (await startPayment<ErrorAnswer>(await checkoutFor([{ productId: beef, quantity: 5 }], second!.start))).body,
      ).toEqual({
        message: `Beef Samosa is sold out for ${dayLabel(date)}`,
      });
    } finally {
      await setLimits(beef, { dailyLimit: null });
    }
  });

  it('refuses more than the most per order, the lines of one dish added up', async () => {
    await setLimits(chapati, { maxPerOrder: 40 });
    try {
      const [window] = (await windowsOn(day(5))).windows;
      const body = await checkoutFor(
        [
          { productId: chapati, quantity: 30 },
          { productId: chapati, quantity: 20 },
        ],
        window!.start,
      );
      expect(await startPayment<ErrorAnswer>(body)).toMatchObject({
        status: 409,
        body: { message: 'At most 40 Chapati in one order' },
      });
    } finally {
      await setLimits(chapati, { maxPerOrder: null });
    }
  });

  it("refuses a cart the window's pieces cannot take, naming the next window with room, and a used-up window is not offered", async () => {
    await sql('UPDATE fulfilment_settings SET window_pieces = 50');
    try {
      const date = day(6);
      const [first, second, third] = (await windowsOn(date)).windows;
      await bookPieces(chapati, 'Chapati', 40, first!.start);
      await bookPieces(chapati, 'Chapati', 45, second!.start);
      const refused = await startPayment<ErrorAnswer>(
        await checkoutFor([{ productId: chapati, quantity: 20 }], first!.start),
      );
      expect(refused).toMatchObject({
        status: 409,
        body: {
          message: `That pickup time doesn't have room for that many pieces. The next time with room is ${windowLabel(
            new Date(third!.start),
            new Date(third!.end),
          )}.`,
        },
      });
      expect((await startPayment(await checkoutFor([{ productId: chapati, quantity: 10 }], first!.start))).status).toBe(
        200,
      );

      await bookPieces(chapati, 'Chapati', 10, first!.start);
      const windows = (await windowsOn(date)).windows;
      expect(windows[0]).toMatchObject({ start: first!.start, available: false });
      expect(windows[1]).toMatchObject({ start: second!.start, available: true });
    } finally {
      await sql('UPDATE fulfilment_settings SET window_pieces = NULL');
    }
  });
});

describe('a limit lowered while the customer pays', () => {
  it('refuses the booking in its own words, and lets the payment go', async () => {
    const [window] = (await windowsOn(day(2))).windows.slice(-2);
    const started = await startPayment(await checkoutFor([{ productId: chapati, quantity: 30 }], window!.start));
    expect(started.status).toBe(200);
    await setLimits(chapati, { maxPerOrder: 20 });
    try {
      const paid = await payWithCard(started.body.clientSecret, '4242 4242 4242 4242');
      expect(paid.body).toMatchObject({
        paymentIntent: { status: 'canceled' },
        error: {
          message:
            'At most 20 Chapati in one order: the kitchen changed it while you were paying, so your card was not charged.',
        },
      });
    } finally {
      await setLimits(chapati, { maxPerOrder: null });
    }
  });
});

describe('buyers racing for the last pieces', () => {
  /**
   * Starts every checkout, then pays them all at once, their bookings meeting where each order is
   * inserted (support/race.ts); answers how many were booked and refused.
   */
  async function payAtOnce(bodies: CheckoutBody[]) {
    const started = await Promise.all(bodies.map((body) => startPayment(body)));
    expect(started.map((answer) => answer.status)).toEqual(bodies.map(() => 200));
    const paid = await race(
      'order-booking',
      started.map((answer) => () => payWithCard(answer.body.clientSecret, '4242 4242 4242 4242')),
    );
    return {
      booked: paid.filter((answer) => answer.body.paymentIntent.status === 'succeeded').length,
      refused: paid.filter((answer) => answer.body.error?.code === 'window_filled'),
    };
  }

  const piecesOf = async (productId: number, from: string, to: string) =>
    Number(
      (
        await sql<{ pieces: string | null }>(
          `SELECT sum(i.quantity) AS pieces FROM orders o JOIN order_items i ON i.order_id = o.id
           WHERE i.product_id = $1 AND o.status <> 'cancelled'
             AND o.fulfilment_window_start >= $2 AND o.fulfilment_window_start < $3`,
          [productId, from, to],
        )
      )[0]?.pieces ?? 0,
    );

  it("nine buyers for a dish's last 30 pieces sell exactly 30; the others are told and not charged", async () => {
    await sql('UPDATE fulfilment_settings SET window_capacity = 100, day_capacity = 1000');
    await setLimits(beef, { dailyLimit: 30 });
    try {
      const date = day(3);
      const windows = (await windowsOn(date)).windows;
      // Spread over the day's windows: the dish's day runs out, not a window.
      const bodies = await Promise.all(
        Array.from({ length: 9 }, (_, buyer) =>
          checkoutFor([{ productId: beef, quantity: 5 }], windows[buyer % windows.length]!.start),
        ),
      );
      const { booked, refused } = await payAtOnce(bodies);
      expect(booked).toBe(6);
      expect(refused).toHaveLength(3);
      for (const refusal of refused) {
        expect(refusal.body).toMatchObject({
          paymentIntent: { status: 'canceled' },
          error: {
            message: `Beef Samosa is sold out for ${dayLabel(date)}: the last ones went while you were paying, so your card was not charged.`,
          },
        });
      }
      expect(await piecesOf(beef, windows[0]!.start, windows.at(-1)!.end)).toBe(30);
      expect((await windowsOn(date)).products).toEqual([{ productId: beef, remaining: 0 }]);
    } finally {
      await setLimits(beef, { dailyLimit: null });
      await useShopDefaultSchedule();
    }
  });

  it("eight buyers for one window's last 25 pieces never take it over", async () => {
    await sql('UPDATE fulfilment_settings SET window_capacity = 100, day_capacity = 1000, window_pieces = 25');
    try {
      const [window] = (await windowsOn(day(1))).windows.slice(-1);
      const bodies = await Promise.all(
        Array.from({ length: 8 }, () => checkoutFor([{ productId: chapati, quantity: 5 }], window!.start)),
      );
      const { booked, refused } = await payAtOnce(bodies);
      expect(booked).toBe(5);
      expect(refused).toHaveLength(3);
      expect(refused[0]?.body.error?.message).toMatch(
        /^That pickup time filled up while you were paying, so your card was not charged\./,
      );
      expect(await piecesOf(chapati, window!.start, window!.end)).toBe(25);
    } finally {
      await sql('UPDATE fulfilment_settings SET window_pieces = NULL');
      await useShopDefaultSchedule();
    }
  });
});
