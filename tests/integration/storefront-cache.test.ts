import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import businessSettings from '../../netlify/functions/business-settings.mts';
import productFn from '../../netlify/functions/product.mts';
import products from '../../netlify/functions/products.mts';
import adminMessages from '../../netlify/functions/admin-messages.mts';
import type { BusinessSettings } from '@/domain/api-shapes';
import type { MenuProduct } from '@/domain/menu';
import { deliverDueMessages } from '@/server/outbox/deliver-all';
import { storefrontSnapshot } from '@/server/storefront/storefront-snapshot';
import { adminAccount, type TestAccount } from './support/accounts';
import { call } from './support/call';
import { productId } from './support/checkout';
import { sql } from './support/db';
import { applySettings } from './support/env-settings';
import { type PurgeDouble, startPurgeDouble } from './support/purge-double';

/*
 * The storefront's first response is kept at Netlify's CDN and purged on every owner change that
 * shows there (issue 27): the cache headers, and the purge, queued in the outbox with the change and
 * sent through the real @netlify/functions client against a local double of Netlify's purge API.
 */

let purge: PurgeDouble;
let restore: () => void;
let admin: TestAccount;
let chapati: number;

beforeAll(async () => {
  admin = await adminAccount();
  purge = await startPurgeDouble();
  restore = applySettings({
    NETLIFY_PURGE_SITE_ID: 'site-kenyan-bites',
    NETLIFY_PURGE_API_TOKEN: 'purge-double-token',
    NETLIFY_PURGE_API_URL: purge.url,
  });
  chapati = await productId('Chapati');
});

afterAll(async () => {
  restore();
  await purge.close();
});

const patchProduct = (body: unknown) =>
  call(productFn, `/api/products/${chapati}`, {
    method: 'PATCH',
    cookie: admin.cookie,
    body,
    params: { id: String(chapati) },
  });
const patchSettings = (body: unknown) =>
  call<BusinessSettings>(businessSettings, '/api/business-settings', { method: 'PATCH', cookie: admin.cookie, body });

describe('what the CDN keeps', () => {
  it('the menu and the settings, tagged, until a purge; browsers ask again each time', async () => {
    for (const answer of [
      await call<MenuProduct[]>(products, '/api/products'),
      await call<BusinessSettings>(businessSettings, '/api/business-settings'),
    ]) {
      expect(answer.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=31536000');
      expect(answer.headers.get('netlify-cache-tag')).toBe('storefront');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('while paused, only until the pause ends, so ordering reopens by the clock at the CDN too', async () => {
    await sql(`UPDATE business_settings SET paused_until = now() + interval '10 minutes' WHERE id = 1`);
    try {
      const answer = await call<BusinessSettings>(businessSettings, '/api/business-settings');
      const seconds = Number(/s-maxage=(\d+)/.exec(answer.headers.get('netlify-cdn-cache-control') ?? '')?.[1]);
      expect(seconds).toBeGreaterThan(590);
      expect(seconds).toBeLessThanOrEqual(600);
      expect((await storefrontSnapshot()).headers['Netlify-CDN-Cache-Control']).toMatch(/s-maxage=(59\d|600)$/);
    } finally {
      await sql('UPDATE business_settings SET paused_until = NULL WHERE id = 1');
    }
  });

  it("the home page's menu and settings as the API answers them", async () => {
    const snapshot = await storefrontSnapshot();
    expect(snapshot.menu).toEqual((await call<MenuProduct[]>(products, '/api/products')).body);
    expect(snapshot.settings).toEqual((await call<BusinessSettings>(businessSettings, '/api/business-settings')).body);
  });
});

/** The scheduled sender's run (every minute on Netlify): what the outbox sends whatever a request did. */
const sendDue = () => deliverDueMessages();

describe('every owner change that shows on the home page purges it, through the outbox', () => {
  it('a price, the menu, the open switch, the banner and a pause: each queued with its change and sent, the storefront tag with the site and token', async () => {
    const before = purge.purges.length;
    expect((await patchProduct({ price: '2.10' })).status).toBe(200);
    expect((await patchProduct({ price: '2.00' })).status).toBe(200);
    expect((await patchSettings({ isAcceptingOrders: true, message: 'Chapati day' })).status).toBe(200);
    expect((await patchSettings({ pausedUntil: new Date(Date.now() + 30 * 60_000).toISOString() })).status).toBe(200);
    expect((await patchSettings({ pausedUntil: null })).status).toBe(200);
    await patchSettings({ isAcceptingOrders: true, message: null });
    // These calls run no after-response work, as if each function had stopped right after saving:
    // the purges wait in the outbox, committed with their changes, and the scheduled sender sends them.
    expect(purge.purges).toHaveLength(before);
    await sendDue();
    const made = purge.purges.slice(before);
    expect(made).toHaveLength(6);
    for (const { authorization, body } of made) {
      expect(authorization).toBe('Bearer purge-double-token');
      expect(body).toMatchObject({ cache_tags: ['storefront'], site_id: 'site-kenyan-bites' });
    }
    await sendDue();
    expect(purge.purges).toHaveLength(before + 6);
  });

  it('a refused change purges nothing; a failed purge leaves the change saved and is tried again', async () => {
    const before = purge.purges.length;
    expect((await patchProduct({ price: 'free' })).status).toBe(400);
    await sendDue();
    expect(purge.purges).toHaveLength(before);

    purge.failing = true;
    try {
      expect((await patchProduct({ price: '2.20' })).status).toBe(200);
      await sendDue();
      expect(purge.purges).toHaveLength(before + 1);
      const shown = (await call<MenuProduct[]>(products, '/api/products')).body.find((dish) => dish.id === chapati);
      expect(shown?.price).toBe('2.20');
    } finally {
      purge.failing = false;
    }
    // Its next attempt is due a minute later: brought forward here rather than waited for.
    await sql("UPDATE outbox SET next_attempt_at = now() WHERE channel = 'cdn' AND sent_at IS NULL");
    await sendDue();
    expect(purge.purges).toHaveLength(before + 2);
    expect(purge.purges.at(-1)?.body).toMatchObject({ cache_tags: ['storefront'] });
    await patchProduct({ price: '2.00' });
    await sendDue();
  });

  it("is nobody's message: the owner's message log leaves the purges out", async () => {
    await patchSettings({ isAcceptingOrders: true, message: null });
    const log = await call<Array<{ channel: string }>>(adminMessages, '/api/admin/messages', { cookie: admin.cookie });
    expect(log.status).toBe(200);
    expect(log.body.some((message) => message.channel === 'cdn')).toBe(false);
    const rows = await sql<{ queued: number }>("SELECT count(*)::int AS queued FROM outbox WHERE channel = 'cdn'");
    expect(rows[0]?.queued).toBeGreaterThan(0);
  });
});
