import { describe, expect, it } from 'vitest';
import adminKitchen from '../../netlify/functions/admin-kitchen.mts';
import adminKitchenProfile from '../../netlify/functions/admin-kitchen-profile.mts';
import type { KitchenDayView } from '@/domain/kitchen/kitchen-day';
import { packLabels } from '@/domain/kitchen/labels';
import {
  KEEPING_NOTE_INVALID,
  KITCHEN_ADDRESS_INVALID,
  KITCHEN_LICENCE_INVALID,
  KITCHEN_NAME_INVALID,
  type KitchenProfile,
} from '@/domain/schemas/kitchen-profile';
import { adminAccount, registerAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { insertOrder } from './support/orders';

/*
 * The pack labels (issue 37 item 5): the kitchen they name is a setting only the administrator
 * reads and changes, refused field by field with nothing saved; the kitchen's day carries, beside
 * its orders, everything the labels print.
 */

const DEFAULTS: KitchenProfile = {
  kitchenName: 'Kenyan Bites',
  kitchenAddress: 'Overland Park, KS',
  kitchenLicence: null,
  keepingNote: 'Best eaten within 2 hours. Refrigerate what is left.',
};

const profile = <Body = KitchenProfile>(cookie: string | null, method = 'GET', body?: unknown) =>
  call<Body>(adminKitchenProfile, '/api/admin/kitchen-profile', {
    method,
    ...(body === undefined ? {} : { body }),
    cookie,
  });

type Refusal = ErrorAnswer & { fields: Record<string, string> };

const savedRow = async () =>
  (
    await sql('SELECT kitchen_name, kitchen_address, kitchen_licence, keeping_note FROM business_settings WHERE id = 1')
  )[0];

describe('the kitchen profile', () => {
  it('starts as the migration seeds it, and is saved as the owner writes it, trimmed', async () => {
    const admin = await adminAccount();
    expect((await profile(admin.cookie)).body).toEqual(DEFAULTS);

    const saved = await profile(admin.cookie, 'PUT', {
      kitchenName: '  Kenyan Bites Kitchen ',
      kitchenAddress: '123 Elm St, Overland Park, KS 66210',
      kitchenLicence: ' KS-FD-4412 ',
      keepingNote: 'Eat within 2 hours, or refrigerate and eat within 3 days.',
    });
    const expected = {
      kitchenName: 'Kenyan Bites Kitchen',
      kitchenAddress: '123 Elm St, Overland Park, KS 66210',
      kitchenLicence: 'KS-FD-4412',
      keepingNote: 'Eat within 2 hours, or refrigerate and eat within 3 days.',
    };
    expect(saved).toMatchObject({ status: 200, body: expected });
    expect((await profile(admin.cookie)).body).toEqual(expected);

    // A licence left empty (or out) is none.
    const without = await profile(admin.cookie, 'PUT', { ...expected, kitchenLicence: '' });
    expect(without.body).toEqual({ ...expected, kitchenLicence: null });
    expect((await profile(admin.cookie, 'PUT', { ...expected, kitchenLicence: undefined })).body).toMatchObject({
      kitchenLicence: null,
    });
  });

  it('refuses bad input with 400 naming each field, and saves nothing', async () => {
    const admin = await adminAccount();
    const before = await savedRow();
    const refused = await profile<Refusal>(admin.cookie, 'PUT', {
      kitchenName: '   ',
      kitchenAddress: 'x'.repeat(301),
      kitchenLicence: 'x'.repeat(61),
      keepingNote: '',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(KITCHEN_NAME_INVALID);
    expect(refused.body.fields).toEqual({
      kitchenName: KITCHEN_NAME_INVALID,
      kitchenAddress: KITCHEN_ADDRESS_INVALID,
      kitchenLicence: KITCHEN_LICENCE_INVALID,
      keepingNote: KEEPING_NOTE_INVALID,
    });
    const missing = await profile<Refusal>(admin.cookie, 'PUT', { kitchenName: 'Kenyan Bites' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['keepingNote', 'kitchenAddress']);
    expect((await profile<Refusal>(admin.cookie, 'PUT', { ...DEFAULTS, kitchenName: 7 })).body.fields).toEqual({
      kitchenName: KITCHEN_NAME_INVALID,
    });
    expect(await savedRow()).toEqual(before);
  });

  it('is for the administrator only', async () => {
    const customer = await registerAccount();
    expect((await profile(null)).status).toBe(401);
    expect((await profile(null, 'PUT', DEFAULTS)).status).toBe(401);
    expect((await profile(customer.cookie)).status).toBe(403);
    expect((await profile(customer.cookie, 'PUT', { ...DEFAULTS, kitchenName: 'Stolen' })).status).toBe(403);
    expect((await savedRow())?.['kitchen_name']).not.toBe('Stolen');
  });
});

describe("the kitchen's day carries what its labels print", () => {
  it('the kitchen as set, and each dish of the day with its ingredients, allergens and pack size', async () => {
    const admin = await adminAccount();
    const kitchen = { ...DEFAULTS, kitchenName: 'Mama Njeri Kitchen', kitchenLicence: 'KS-77' };
    expect((await profile(admin.cookie, 'PUT', kitchen)).status).toBe(200);
    const [mandazi] = await sql<{ id: string }>("SELECT id FROM products WHERE slug = 'mandazi'");
    const mandaziId = Number(mandazi?.id);
    // Saturday 28 November 2037, 2:00-2:30 PM CST.
    const [id] = await insertOrder({
      customerName: 'Wanjiku Kamau',
      lines: [
        { productId: 1, name: 'Beef Samosa', quantity: 20, priceCents: 190 },
        { productId: mandaziId, name: 'Mandazi', quantity: 4, priceCents: 150 },
      ],
      fulfilmentWindow: { start: '2037-11-28T20:00:00Z', end: '2037-11-28T20:30:00Z' },
    });

    const day = await call<KitchenDayView>(adminKitchen, '/api/admin/kitchen?date=2037-11-28', {
      cookie: admin.cookie,
    });
    expect(day.status).toBe(200);
    expect(day.body.labels.kitchen).toEqual(kitchen);
    expect(day.body.labels.dishes).toEqual([
      {
        productId: 1,
        ingredients: expect.arrayContaining(['wheat flour', 'minced beef']),
        allergens: ['wheat'],
        packSize: 10,
      },
      { productId: mandaziId, ingredients: expect.any(Array), allergens: ['wheat', 'milk', 'eggs'], packSize: null },
    ]);

    // The browser's labels, built from this answer: two packs of samosas and the mandazi's line.
    const orders = day.body.windows.flatMap((window) => window.orders);
    const labels = packLabels(orders, day.body.labels.dishes, day.body.labels.kitchen);
    expect(labels.map((label) => [label.orderId, label.dishName, label.count, label.contains])).toEqual([
      [id, 'Beef Samosa', 10, 'Contains: Wheat'],
      [id, 'Beef Samosa', 10, 'Contains: Wheat'],
      [id, 'Mandazi', 4, 'Contains: Milk, Eggs, Wheat'],
    ]);
    expect(labels[0]).toMatchObject({
      firstName: 'Wanjiku',
      made: 'Made Sat, Nov 28',
      kitchenName: 'Mama Njeri Kitchen',
      licence: 'Licence KS-77',
    });
  });
});
