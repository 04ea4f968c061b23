import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fulfilmentSettings from '../../netlify/functions/fulfilment-settings.mts';
import productFn from '../../netlify/functions/product.mts';
import products from '../../netlify/functions/products.mts';
import type { MenuProduct } from '@/domain/menu';
import type { FulfilmentSettings } from '@/domain/schemas';
import { restaurantJsonLd } from '@/domain/seo/restaurant-json-ld';
import { deliverDueMessages } from '@/server/outbox/deliver-all';
import { storefrontSnapshot } from '@/server/storefront/storefront-snapshot';
import { adminAccount, type TestAccount } from './support/accounts';
import { call } from './support/call';
import { productId } from './support/checkout';
import { applySettings } from './support/env-settings';
import { type PurgeDouble, startPurgeDouble } from './support/purge-double';

/*
 * The home page's structured data (issue 36), from what the page is rendered with
 * (storefrontSnapshot, as src/pages/index.astro reads it): the dishes and prices of GET
 * /api/products, and the opening hours as the owner saved them, purged from the CDN when they change.
 */

const site = new URL('https://kenyanbites.example');
const LUNCH_TO_EVENING = [{ start: '11:00', end: '19:00' }];
/** Closed on Sunday, a break on Monday afternoon. */
const SCHEDULE: FulfilmentSettings = {
  hours: {
    '0': [],
    '1': [
      { start: '10:00', end: '13:30' },
      { start: '16:00', end: '20:00' },
    ],
    '2': LUNCH_TO_EVENING,
    '3': LUNCH_TO_EVENING,
    '4': LUNCH_TO_EVENING,
    '5': LUNCH_TO_EVENING,
    '6': LUNCH_TO_EVENING,
  },
  blockedDates: [],
  leadMinutes: 180,
  windowMinutes: 30,
  windowCapacity: 4,
  dayCapacity: 40,
  horizonDays: 7,
  windowPieces: null,
  pickupNote: 'Collect it from the side door.',
  cateringLeadDays: 3,
  prepEmailTime: '07:00',
};

let admin: TestAccount;
let purge: PurgeDouble;
let restore: () => void;

beforeAll(async () => {
  admin = await adminAccount();
  purge = await startPurgeDouble();
  restore = applySettings({
    NETLIFY_PURGE_SITE_ID: 'site-kenyan-bites',
    NETLIFY_PURGE_API_TOKEN: 'purge-double-token',
    NETLIFY_PURGE_API_URL: purge.url,
  });
});

afterAll(async () => {
  restore();
  await purge.close();
});

const saveSchedule = (body: FulfilmentSettings) =>
  call<FulfilmentSettings>(fulfilmentSettings, '/api/fulfilment-settings', {
    method: 'PUT',
    cookie: admin.cookie,
    body,
  });

interface JsonLdMenuItem {
  name: string;
  offers: { price: string; priceCurrency: string; availability: string };
}

describe("the home page's Restaurant", () => {
  it('lists exactly the dishes and prices GET /api/products answers, a sold-out one as out of stock', async () => {
    const chapati = await productId('Chapati');
    const soldOut = await call(productFn, `/api/products/${chapati}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { status: 'sold_out' },
      params: { id: String(chapati) },
    });
    expect(soldOut.status).toBe(200);

    const { menu, hours } = await storefrontSnapshot();
    const items = (restaurantJsonLd({ menu, hours, site })['hasMenu'] as { hasMenuItem: JsonLdMenuItem[] }).hasMenuItem;
    const api = (await call<MenuProduct[]>(products, '/api/products')).body;
    expect(api.length).toBeGreaterThan(3);
    expect(items.map(({ name, offers }) => ({ name, price: offers.price }))).toEqual(
      api.map(({ name, price }) => ({ name, price })),
    );
    expect(items.every(({ offers }) => offers.priceCurrency === 'USD')).toBe(true);
    expect(items.find((item) => item.name === 'Chapati')?.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(items.find((item) => item.name === 'Beef Samosa')?.offers.availability).toBe('https://schema.org/InStock');
  });

  it('gives the opening hours as the owner saved them; the change purges the cached home page', async () => {
    await deliverDueMessages(); // What earlier changes queued.
    const before = purge.purges.length;
    expect((await saveSchedule(SCHEDULE)).status).toBe(200);
    await deliverDueMessages();
    expect(purge.purges.slice(before).map(({ body }) => body)).toEqual([
      { cache_tags: ['storefront'], site_id: 'site-kenyan-bites' },
    ]);

    const { menu, hours } = await storefrontSnapshot();
    const specifications = restaurantJsonLd({ menu, hours, site })['openingHoursSpecification'] as Array<{
      dayOfWeek: string;
      opens: string;
      closes: string;
    }>;
    expect(
      specifications.map(({ dayOfWeek, opens, closes }) => `${dayOfWeek.split('/').at(-1)} ${opens}-${closes}`),
    ).toEqual([
      'Monday 10:00-13:30',
      'Monday 16:00-20:00',
      'Tuesday 11:00-19:00',
      'Wednesday 11:00-19:00',
      'Thursday 11:00-19:00',
      'Friday 11:00-19:00',
      'Saturday 11:00-19:00',
    ]);
  });
});
