import { beforeAll, describe, expect, it } from 'vitest';
import adminKitchen from '../../netlify/functions/admin-kitchen.mts';
import adminOrderPaid from '../../netlify/functions/admin-order-paid.mts';
import ordersExport from '../../netlify/functions/orders-export.mts';
import { balanceDueLabel, cateringMark } from '@/domain/catering/catering-mark';
import { shopDate, shopInstant } from '@/domain/fulfilment/schedule';
import type { KitchenDayView } from '@/domain/kitchen/kitchen-day';
import type { AdminOrderView } from '@/domain/order/order-view';
import { queueMorningPrepMail } from '@/server/alerts/morning-prep';
import { adminAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { inShopDays, pageToken, requestCatering, sendQuote } from './support/catering';
import { cateringStep, payLink } from './support/catering-events';
import { sql } from './support/db';
import { useShopDefaultSchedule } from './support/schedule';

/*
 * A booked catering event as the owner's kitchen sees it (issue 48): GET /api/admin/kitchen carries
 * its reference and its balance (the screen's 'Catering CAT-3' and 'Balance due $264.00'), the
 * orders CSV names its request, and the morning prep e-mail marks it and its pieces. Booked through
 * the real functions and the test gateway: requested, quoted, accepted, its deposit paid by its link.
 */

let admin: string;

beforeAll(async () => {
  await useShopDefaultSchedule();
  admin = (await adminAccount()).cookie;
});

/** The customer accepts the quote on its page and pays the deposit's link by card. */
async function acceptAndPayDeposit(pageTokenValue: string): Promise<void> {
  const accepted = await cateringStep('accept', pageTokenValue);
  expect(accepted.status).toBe(200);
  await payLink(accepted.body.payUrl);
}

const kitchenOn = (date: string) =>
  call<KitchenDayView & ErrorAnswer>(adminKitchen, `/api/admin/kitchen?date=${date}`, { cookie: admin });
const eventOrder = async (date: string, reference: string): Promise<AdminOrderView | undefined> =>
  (await kitchenOn(date)).body.windows
    .flatMap((window) => window.orders)
    .find((order) => order.catering?.reference === reference);

describe("a booked catering event on the owner's kitchen", () => {
  it("is marked with its reference and its balance due on the kitchen's day, in the CSV and the prep e-mail, until paid", async () => {
    const eventAt = inShopDays(20);
    const date = shopDate(eventAt);
    const request = await requestCatering(eventAt);
    // 200 + 100 pieces at $1.60, a 10% service charge: $528.00, half of it the deposit.
    await sendQuote(request.id, eventAt);
    await acceptAndPayDeposit(await pageToken(request.id, eventAt));

    const booked = await eventOrder(date, request.reference);
    expect(booked).toMatchObject({
      status: 'confirmed',
      total: '528.00',
      catering: { reference: request.reference, paid: '264.00' },
      payment: { toCollect: '264.00' },
    });
    expect(cateringMark(booked!)).toBe(`Catering ${request.reference}`);
    expect(balanceDueLabel(booked!)).toBe('Balance due $264.00');

    const csv = await call<string>(ordersExport, `/api/orders/export?from=${date}&to=${date}`, { cookie: admin });
    expect(csv.status).toBe(200);
    const [header, ...rows] = csv.body.trimEnd().split('\r\n');
    const column = header?.split(',').indexOf('catering') ?? -1;
    expect(column).toBeGreaterThan(0);
    const eventRows = rows.filter((row) => row.startsWith(`${booked!.orderNumber},`));
    expect(eventRows.map((row) => row.split(',').at(column))).toEqual([request.reference, request.reference]);

    await sql(`UPDATE fulfilment_settings SET prep_email_time = '07:00', prep_email_sent_on = NULL`);
    expect(await queueMorningPrepMail(shopInstant(date, '07:01'))).toBe(true);
    const [mail] = await sql<{ text_body: string }>(
      `SELECT text_body FROM outbox WHERE kind = 'prep' AND dedupe_key LIKE $1`,
      [`prep:${date}:%`],
    );
    expect(mail?.text_body).toContain('200 x Beef Samosa (200 for catering)');
    expect(mail?.text_body).toContain(
      `${booked!.orderNumber} Wanjiru Kamau (pickup at Home kitchen) · Catering ${request.reference}: 200 x Beef Samosa, 100 x Chapati`,
    );

    // The balance taken in person at the door: nothing is due any more, the mark stays.
    const paid = await call<AdminOrderView & ErrorAnswer>(adminOrderPaid, `/api/admin/orders/${booked!.id}/paid`, {
      method: 'POST',
      body: { amount: '264.00', how: 'cash' },
      cookie: admin,
      params: { id: String(booked!.id) },
    });
    expect(paid.status).toBe(200);
    const settled = await eventOrder(date, request.reference);
    expect(settled).toMatchObject({ catering: { paid: '528.00' }, payment: { toCollect: null } });
    expect(balanceDueLabel(settled!)).toBeNull();
    expect(cateringMark(settled!)).toBe(`Catering ${request.reference}`);
  });
});
