import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminGiftCardPresets from '../../netlify/functions/admin-gift-card-presets.mts';
import purchase from '../../netlify/functions/gift-card-purchase.mts';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import { GIFT_CARD_AMOUNT_INVALID } from '@/domain/gift-cards/gift-card-terms';
import { TOO_MANY_PRESETS } from '@/domain/schemas/gift-card';
import { giftCardsSnapshot } from '@/server/storefront/gift-cards-snapshot';
import { adminAccount, registerAccount, type TestAccount, uniqueEmail } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { applySettings } from './support/env-settings';

/*
 * The owner's amounts for /gift-cards (issue 47): read and set by the administrator only, refused
 * box by box with nothing saved, offered by the page (which the CDN keeps under the storefront's
 * tag, purged with each save), while a buyer may still ask for any whole amount from $10 to $500.
 * This file has its own database.
 */

let admin: TestAccount;
let restoreSettings: () => void;

beforeAll(async () => {
  admin = await adminAccount();
  // A purge token, so a save queues the storefront's purge (as on Netlify) and it can be counted.
  restoreSettings = applySettings({
    NETLIFY_PURGE_SITE_ID: 'site-kenyan-bites',
    NETLIFY_PURGE_API_TOKEN: 'purge-double-token',
    NETLIFY_PURGE_API_URL: 'http://127.0.0.1:9/never-called',
  });
});

afterAll(() => restoreSettings());

type Presets = { amounts: string[] };
type Refusal = ErrorAnswer & { fields: Record<string, string> };

const presets = <Body = Presets>(cookie: string | null, method = 'GET', body?: unknown) =>
  call<Body>(adminGiftCardPresets, '/api/admin/gift-card-presets', {
    method,
    ...(body === undefined ? {} : { body }),
    cookie,
  });

const savedRow = async () =>
  (await sql<{ gift_card_presets: number[] }>('SELECT gift_card_presets FROM business_settings WHERE id = 1'))[0]
    ?.gift_card_presets;
const purgesQueued = async () =>
  Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM outbox WHERE kind = 'cdn-purge'`))[0]?.n);

describe("the owner's gift card amounts", () => {
  it('start as $25, $50 and $100; saved as the boxes hold them, they are what /gift-cards offers; emptied, the defaults again', async () => {
    expect((await presets(admin.cookie)).body).toEqual({ amounts: ['25.00', '50.00', '100.00'] });
    expect((await giftCardsSnapshot()).presets).toEqual([2500, 5000, 10000]);

    const purges = await purgesQueued();
    const saved = await presets(admin.cookie, 'PUT', { amounts: ['75', '', 20, '40.00'] });
    expect(saved).toMatchObject({ status: 200, body: { amounts: ['20.00', '40.00', '75.00'] } });
    expect((await presets(admin.cookie)).body).toEqual({ amounts: ['20.00', '40.00', '75.00'] });
    const page = await giftCardsSnapshot();
    expect(page.presets).toEqual([2000, 4000, 7500]);
    expect(page.headers['Netlify-Cache-Tag']).toBe('storefront');
    // The page's copy at the CDN is purged with the save.
    expect(await purgesQueued()).toBe(purges + 1);

    expect((await presets(admin.cookie, 'PUT', { amounts: ['', '', '', ''] })).body).toEqual({
      amounts: ['25.00', '50.00', '100.00'],
    });
    expect(await savedRow()).toEqual([]);
  });

  it('refuses a box at fault by its place, and more than four, saving nothing', async () => {
    await presets(admin.cookie, 'PUT', { amounts: [30, 60] });
    const odd = await presets<Refusal>(admin.cookie, 'PUT', { amounts: ['25', '7', '25.50', '600'] });
    expect(odd.status).toBe(400);
    expect(odd.body.fields).toEqual({
      'amounts.1': GIFT_CARD_AMOUNT_INVALID,
      'amounts.2': GIFT_CARD_AMOUNT_INVALID,
      'amounts.3': GIFT_CARD_AMOUNT_INVALID,
    });
    const many = await presets<Refusal>(admin.cookie, 'PUT', { amounts: [10, 20, 30, 40, 50] });
    expect(many).toMatchObject({
      status: 400,
      body: { message: TOO_MANY_PRESETS, fields: { amounts: TOO_MANY_PRESETS } },
    });
    expect((await presets<Refusal>(admin.cookie, 'PUT', { amounts: '25' })).status).toBe(400);
    expect(await savedRow()).toEqual([3000, 6000]);
  });

  it('are for the administrator only', async () => {
    const customer = await registerAccount();
    expect((await presets(null)).status).toBe(401);
    expect((await presets(null, 'PUT', { amounts: [10] })).status).toBe(401);
    expect((await presets(customer.cookie)).status).toBe(403);
    expect((await presets(customer.cookie, 'PUT', { amounts: [10] })).status).toBe(403);
    expect(await savedRow()).not.toEqual([1000]);
  });

  it('leave the buyer any whole amount from $10 to $500', async () => {
    await presets(admin.cookie, 'PUT', { amounts: [30, 60] });
    const buy = (amount: number) =>
      call<Refusal>(purchase, '/api/gift-cards/purchase', {
        method: 'POST',
        body: {
          amount,
          recipientName: 'Achieng',
          recipientEmail: uniqueEmail('friend'),
          sendOn: addDays(shopDate(new Date()), 1),
          buyerName: 'Amina Otieno',
          buyerEmail: uniqueEmail('buyer'),
        },
      });
    expect((await buy(45)).status).toBe(200);
    expect((await buy(500)).status).toBe(200);
    expect((await buy(501)).body.fields).toEqual({ amount: GIFT_CARD_AMOUNT_INVALID });
  });
});
