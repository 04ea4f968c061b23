import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import deliveryZones from '../../netlify/functions/delivery-zones.mts';
import products from '../../netlify/functions/products.mts';
import type { MenuProduct } from '@/domain/api-shapes';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { SEEDED_MENU_NAMES, seededNamesOnly } from './support/seeded-menu';

/*
 * The menu is shared by every test file (the schema test expects exactly the seeded menu), so this
 * file only ever adds products that are NOT available, with unique slugs, and removes them after.
 */

let admin: TestAccount;
let customer: TestAccount;
const hiddenSlug = `hidden-test-dish-${Date.now().toString(36)}`;

beforeAll(async () => {
  [admin, customer] = await Promise.all([adminAccount(), registerAccount()]);
});

afterAll(async () => {
  await sql('DELETE FROM products WHERE slug = $1', [hiddenSlug]);
});

const roles = [
  ['a guest', () => null],
  ['a customer', () => customer.cookie],
  ['the administrator', () => admin.cookie],
] as const;

describe('GET /api/delivery-zones', () => {
  it.each(roles)('answers %s with every delivery band, fees as 2-decimal strings', async (_who, cookie) => {
    const response = await call(deliveryZones, '/api/delivery-zones', { cookie: cookie() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual([
      { id: 1, name: 'Local 0-10', fee: '3.50', distance: '0-10 miles' },
      { id: 2, name: 'Local 10-20', fee: '5.50', distance: '10-20 miles' },
      { id: 3, name: 'Local 20-30', fee: '7.50', distance: '20-30 miles' },
      { id: 4, name: 'Local 30-50', fee: '10.00', distance: '30-50 miles' },
      { id: 5, name: 'Long Distance', fee: '15.00', distance: '50+ miles' },
    ]);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s answers 405 with Allow: GET', async (method) => {
    const response = await call<ErrorAnswer>(deliveryZones, '/api/delivery-zones', {
      method,
      body: { name: 'Free' },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(typeof response.body.message).toBe('string');
  });

  it('answers 405 (not 500) to a cross-site write attempt', async () => {
    const response = await call(deliveryZones, '/api/delivery-zones', {
      method: 'POST',
      rawBody: 'fee=0',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(405);
  });
});

describe('GET /api/products', () => {
  it.each(roles)('answers %s with the available menu in the owner’s order', async (_who, cookie) => {
    const response = await call<MenuProduct[]>(products, '/api/products', { cookie: cookie() });
    expect(response.status).toBe(200);
    // Kept at the CDN until the owner's next change (storefront-cache.test.ts), never in the browser.
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const names = response.body.map((p: { name: string }) => p.name);
    // Dishes other test files add may sit among them; the seeded ones keep their order.
    expect(seededNamesOnly(names)).toEqual(SEEDED_MENU_NAMES);
  });

  it('gives each product exactly id, name, description, price, unit, image, imageAlt, packTiers, soldOut, quantityChoices, maxPerOrder, ingredients and allergens', async () => {
    const response = await call<MenuProduct[]>(products, '/api/products');
    for (const product of response.body) {
      expect(Object.keys(product).sort()).toEqual([
        'allergens',
        'description',
        'id',
        'image',
        'imageAlt',
        'ingredients',
        'maxPerOrder',
        'name',
        'packTiers',
        'price',
        'quantityChoices',
        'soldOut',
        'unit',
      ]);
      expect(Number.isSafeInteger(product.id)).toBe(true);
      expect(product.price).toMatch(/^\d+\.\d{2}$/);
      for (const field of ['name', 'description', 'unit', 'image', 'imageAlt'] as const) {
        expect(typeof product[field]).toBe('string');
      }
    }
  });

  it('writes money as 2-decimal strings from the cents in the database', async () => {
    const response = await call<MenuProduct[]>(products, '/api/products');
    const byName = new Map(response.body.map((p: MenuProduct) => [p.name, p]));
    expect(byName.get('Beef Samosa')).toMatchObject({ price: '2.00', unit: 'per piece' });
    expect(byName.get('Mandazi (6 pieces)')).toMatchObject({ price: '8.00', unit: 'per box of 6' });
    expect(byName.get('Beef Pilau Tray')).toMatchObject({
      price: '24.00',
      unit: 'per tray',
      packTiers: [],
      quantityChoices: [1, 2, 3, 5, 10],
    });
    expect(byName.get('Chapati')?.quantityChoices).toEqual([10, 20, 30, 40, 50]);
    expect(byName.get('Beef Samosa')?.packTiers).toEqual([
      { minQuantity: 20, unitPrice: '1.90', badge: '5% Off' },
      { minQuantity: 30, unitPrice: '1.80', badge: '10% Off' },
      { minQuantity: 40, unitPrice: '1.70', badge: '15% Off' },
      { minQuantity: 50, unitPrice: '1.60', badge: 'Best Value' },
    ]);

    const [row] = await sql<{ id: string; price_cents: number }>(
      "SELECT id, price_cents FROM products WHERE slug = 'chapati'",
    );
    const chapati = response.body.find((p: { id: number }) => p.id === Number(row!.id));
    expect(chapati?.price).toBe((row!.price_cents / 100).toFixed(2));
    expect(chapati?.image).toBe('/images/products/chapati.svg');
    expect(chapati?.imageAlt).toBe('A stack of soft, golden layered chapatis');
  });

  it('leaves out archived products', async () => {
    const [row] = await sql<{ id: string }>(
      `INSERT INTO products (slug, name, description, price_cents, unit, image, image_alt, sort_order, status)
       VALUES ($1, 'Hidden Test Dish', 'Not on the menu today.', 1234, 'per plate', '/images/products/hidden.svg',
               'A hidden dish', 0, 'archived')
       RETURNING id`,
      [hiddenSlug],
    );
    const response = await call<MenuProduct[]>(products, '/api/products');
    expect(response.status).toBe(200);
    expect(response.body.some((p: { id: number }) => p.id === Number(row!.id))).toBe(false);
    expect(response.body.some((p: { name: string }) => p.name === 'Hidden Test Dish')).toBe(false);
  });

  it('does not expose internal columns', async () => {
    const text = JSON.stringify((await call(products, '/api/products')).body);
    for (const column of [
      'slug',
      'sort_order',
      'sortOrder',
      'is_available',
      'isAvailable',
      'status',
      'position',
      'priceCents',
      'price_cents',
    ]) {
      expect(text).not.toContain(`"${column}"`);
    }
  });

  it.each(['PUT', 'PATCH', 'DELETE'])(
    '%s answers 405 with Allow: GET, POST (POST adds a dish: menu-editor.test.ts)',
    async (method) => {
      const response = await call(products, '/api/products', {
        method,
        body: { name: 'Free samosas', price: '0.00' },
        cookie: admin.cookie,
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, POST');
    },
  );

  it('ignores a query string', async () => {
    const response = await call<MenuProduct[]>(products, "/api/products?id=1'%20OR%201=1--&limit=-1");
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(6);
  });
});
