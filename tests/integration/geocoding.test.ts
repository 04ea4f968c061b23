import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminMessages from '../../netlify/functions/admin-messages.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import purgePersonalData from '../../netlify/functions/purge-personal-data.mts';
import { approximatePoint } from '@/domain/delivery-zones';
import { database, withTransaction } from '@/server/db';
import { queueOrderGeocode, queueSpotGeocode } from '@/server/outbox/geocode-queue';
import { deliverDue, sendersOfEveryFunction } from '@/server/outbox/deliver-due';
import { findOrderById } from '@/server/repositories/orders-repository';
import { adminAccount } from './support/accounts';
import { call } from './support/call';
import { type CensusDouble, startCensusDouble } from './support/census-double';
import { deliveryCheckout, firstFreeWindow, OVERLAND_PARK, paidIntent, productId } from './support/checkout';
import { sql } from './support/db';
import { applySettings } from './support/env-settings';
import { insertOrder } from './support/orders';

/*
 * Where an address is (issue 50): a delivery booked is placed by the outbox's 'geocode' channel after
 * the request, through the geocoder client against a local double of the Census Bureau's API.
 */

const CHURCH = '11720 Nall Ave, Overland Park, KS 66211';
const KITCHEN = '8800 W 95th St, Overland Park, KS 66212';

let census: CensusDouble;
let restore: () => void;

beforeAll(async () => {
  census = await startCensusDouble();
  census.places.set(OVERLAND_PARK, { x: -94.6712, y: 38.9587 });
  census.places.set(CHURCH, { x: -94.6483, y: 38.9142 });
  restore = applySettings({ CENSUS_GEOCODER_URL: census.url });
});

afterAll(async () => {
  restore();
  await census.close();
});

const runSender = () => deliverDue(sendersOfEveryFunction());
const pointOf = async (orderId: number) => (await findOrderById(database(), orderId))?.deliveryPoint;

async function paidDelivery(address: string): Promise<number> {
  const body = await deliveryCheckout();
  body.orderData.customerInfo.address = address;
  const intent = await paidIntent(body);
  const [order] = await sql<{ id: number }>('SELECT id::int AS id FROM orders WHERE payment_intent_id = $1', [intent]);
  if (!order) throw new Error('the paid checkout booked no order');
  return order.id;
}

describe('a delivery booked', () => {
  it('is placed by the outbox after the request, never in it', async () => {
    const orderId = await paidDelivery(OVERLAND_PARK);

    expect(census.asked).toEqual([]);
    expect(await pointOf(orderId)).toBeNull();
    expect(
      await sql('SELECT to_address, sent_at FROM outbox WHERE channel = $1 AND order_id = $2', ['geocode', orderId]),
    ).toEqual([{ to_address: `order:${orderId}`, sent_at: null }]);

    await runSender();
    expect(census.asked).toContain(OVERLAND_PARK);
    expect(await pointOf(orderId)).toEqual({ lat: 38.9587, lon: -94.6712, precision: 'address' });
    // The owner's message log lists the order's receipt, never the look-up.
    const admin = await adminAccount();
    const log = await call<Array<{ channel: string }>>(adminMessages, `/api/admin/messages?order=${orderId}`, {
      cookie: admin.cookie,
    });
    expect(log.status).toBe(200);
    expect(log.body.length).toBeGreaterThan(0);
    expect(log.body.map((message) => message.channel)).not.toContain('geocode');
  });

  it("the owner enters, at an address the geocoder does not know, is placed at its ZIP's centre", async () => {
    const address = '4 Unknown Ln, Overland Park, KS 66212';
    const admin = await adminAccount();
    const entered = await call<{ order: { id: number } }>(adminOrders, '/api/admin/orders', {
      method: 'POST',
      cookie: admin.cookie,
      body: {
        orderType: 'delivery',
        items: [{ productId: await productId('Beef Samosa'), quantity: 20 }],
        customerInfo: { name: 'Njeri Mwangi', phone: '913-555-0142', email: 'njeri@example.com', address },
        fulfilmentWindow: await firstFreeWindow('delivery'),
        payment: 'in-person',
        sendLinkBy: [],
      },
    });
    expect(entered.status).toBe(201);

    await runSender();
    expect(census.asked).toContain(address);
    expect(await pointOf(entered.body.order.id)).toEqual({ ...approximatePoint(address), precision: 'zip' });
  });

  it('while the geocoder fails (500), waits and is tried again, then placed', async () => {
    const address = '9 Retry Rd, Overland Park, KS 66212';
    census.places.set(address, { x: -94.7, y: 38.95 });
    census.failing.set(address, 1);
    const orderId = await paidDelivery(address);

    expect(await runSender()).toMatchObject({ retrying: 1 });
    expect(await pointOf(orderId)).toBeNull();
    const [waiting] = await sql<{ error: string }>('SELECT error FROM outbox WHERE order_id = $1 AND channel = $2', [
      orderId,
      'geocode',
    ]);
    expect(waiting?.error).toMatch(/500/);

    await sql(`UPDATE outbox SET next_attempt_at = now() WHERE order_id = $1 AND channel = 'geocode'`, [orderId]);
    expect(await runSender()).toMatchObject({ sent: 1, retrying: 0 });
    expect(await pointOf(orderId)).toEqual({ lat: 38.95, lon: -94.7, precision: 'address' });
  });

  it('at an address nothing places is given up, left unplaced for the run to mark', async () => {
    const [orderId = 0] = await insertOrder({
      orderType: 'delivery',
      deliveryAddress: { fullAddress: 'Behind the old mill', zone: 'Long Distance', feeCents: 800 },
    });
    const order = await findOrderById(database(), orderId);
    if (!order) throw new Error('the order was not inserted');
    await queueOrderGeocode(database(), order);

    expect(await runSender()).toMatchObject({ gaveUp: 1 });
    expect(await pointOf(orderId)).toBeNull();
  });
});

describe('the pickup spots', () => {
  it('seeded are placed too: the church where the geocoder found it, the kitchen at its ZIP centre', async () => {
    await runSender();
    expect(
      await sql('SELECT address, lat, lon, geo_precision FROM pickup_spots WHERE address = ANY($1) ORDER BY id', [
        [KITCHEN, CHURCH],
      ]),
    ).toEqual([
      { address: KITCHEN, ...approximatePoint(KITCHEN), geo_precision: 'zip' },
      { address: CHURCH, lat: 38.9142, lon: -94.6483, geo_precision: 'address' },
    ]);
  });
});

it("a delivery's point goes with its address when the daily purge removes the details", async () => {
  const [orderId = 0] = await insertOrder({
    orderType: 'delivery',
    deliveryAddress: { fullAddress: '1 Old Rd, Olathe, KS 66061', zone: 'Local 0-10', feeCents: 350 },
    createdAt: new Date(Date.now() - 366 * 86_400_000),
  });
  await sql(`UPDATE orders SET delivery_lat = 38.88, delivery_lon = -94.8, delivery_geo = 'address' WHERE id = $1`, [
    orderId,
  ]);
  expect((await purgePersonalData()).status).toBe(200);
  expect(await pointOf(orderId)).toBeNull();
});

describe('a pickup spot', () => {
  it('whose address changes while the geocoder is asked keeps no point of the old one; the new one is placed', async () => {
    const [spot] = await sql<{ id: number }>(
      `INSERT INTO pickup_spots (name, address) VALUES ('Market stall', '1 Old Market Sq, Olathe, KS 66061')
       RETURNING id::int AS id`,
    );
    const spotId = spot?.id ?? 0;
    const moved = '500 New Market St, Overland Park, KS 66212';
    census.places.set(moved, { x: -94.69, y: 38.96 });
    await queueSpotGeocode(database(), spotId);
    census.whileAsked = async () => {
      census.whileAsked = null;
      // The owner's change, committed while the old address is looked up, queues its own.
      await withTransaction(async (tx) => {
        await tx.query('UPDATE pickup_spots SET address = $2 WHERE id = $1', [spotId, moved]);
        await queueSpotGeocode(tx, spotId);
      });
    };
    const placed = () => sql('SELECT lat, lon, geo_precision FROM pickup_spots WHERE id = $1', [spotId]);

    await runSender();
    expect(await placed()).toEqual([{ lat: null, lon: null, geo_precision: null }]);
    await runSender();
    expect(await placed()).toEqual([{ lat: 38.96, lon: -94.69, geo_precision: 'address' }]);
  });
});
