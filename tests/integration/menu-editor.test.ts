import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import adminProducts from '../../netlify/functions/admin-products.mts';
import images from '../../netlify/functions/images.mts';
import productFn from '../../netlify/functions/product.mts';
import productImage from '../../netlify/functions/product-image.mts';
import products from '../../netlify/functions/products.mts';
import type { MenuProduct } from '@/domain/menu';
import type { AdminProductView } from '@/server/catalogue/menu-editor-service';
import { adminAccount, registerAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { pickupCheckout, startPayment } from './support/checkout';
import { race } from './support/race';

const photo = (ext: 'jpg' | 'png' | 'webp') =>
  new Uint8Array(readFileSync(new URL(`../fixtures/photos/kuku-paka.${ext}`, import.meta.url)));

const KUKU_PAKA = {
  name: 'Kuku Paka',
  description: 'Chicken simmered in coconut milk with turmeric, ginger and garlic, the Swahili coast way.',
  unit: 'per bowl',
  price: '14.50',
  imageAlt: 'A bowl of golden coconut chicken curry',
};

let sequence = 0;
/** A new dish through the real endpoint, with a name no other test uses. */
async function newDish(cookie: string, overrides: Record<string, unknown> = {}): Promise<AdminProductView> {
  sequence += 1;
  const response = await call<AdminProductView>(products, '/api/products', {
    method: 'POST',
    cookie,
    body: { ...KUKU_PAKA, name: `Kuku Paka ${Date.now().toString(36)}-${sequence}`, ...overrides },
  });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

const patch = <Body = AdminProductView>(id: number | string, cookie: string | null, body: unknown) =>
  call<Body>(productFn, `/api/products/${id}`, { method: 'PATCH', cookie, body, params: { id: String(id) } });

const upload = <Body = AdminProductView>(id: number, cookie: string | null, bytes: Uint8Array, contentType: string) =>
  call<Body>(productImage, `/api/products/${id}/image`, {
    method: 'PUT',
    cookie,
    rawBody: bytes,
    headers: { 'content-type': contentType },
    params: { id: String(id) },
  });

const publicMenu = async () => (await call<MenuProduct[]>(products, '/api/products')).body;

describe('who may edit the menu', () => {
  it('answers 401 signed out and 403 to a customer, on every endpoint', async () => {
    const customer = await registerAccount();
    for (const cookie of [null, customer.cookie]) {
      const expected = cookie ? 403 : 401;
      expect((await call(adminProducts, '/api/admin/products', { cookie })).status).toBe(expected);
      expect((await call(products, '/api/products', { method: 'POST', cookie, body: KUKU_PAKA })).status).toBe(
        expected,
      );
      expect((await patch(1, cookie, { status: 'sold_out' })).status).toBe(expected);
      expect((await upload(1, cookie, photo('png'), 'image/png')).status).toBe(expected);
    }
  });
});

describe('POST /api/products', () => {
  it('adds a dish at the end of the menu with its pack tiers; customers see it', async () => {
    const { cookie } = await adminAccount();
    const dish = await newDish(cookie, {
      price: 3,
      packTiers: [
        { minQuantity: '24', unitPrice: '2.50', badge: 'Best Value' },
        { minQuantity: 12, unitPrice: 2.75, badge: '' },
      ],
    });
    expect(dish).toMatchObject({
      description: KUKU_PAKA.description,
      unit: 'per bowl',
      price: '3.00',
      image: '/images/products/placeholder.svg',
      imageAlt: KUKU_PAKA.imageAlt,
      status: 'on_menu',
      soldOut: false,
      packTiers: [
        { minQuantity: 12, unitPrice: '2.75', badge: null },
        { minQuantity: 24, unitPrice: '2.50', badge: 'Best Value' },
      ],
    });
    const all = (await call<AdminProductView[]>(adminProducts, '/api/admin/products', { cookie })).body;
    expect(all.at(-1)?.id).toBe(dish.id);
    expect(dish.position).toBe(all.length);
    const shown = (await publicMenu()).find((product) => product.id === dish.id);
    expect(shown).toMatchObject({ name: dish.name, price: '3.00', soldOut: false });
    expect(shown).not.toHaveProperty('status');
  });

  it('offers 1, 2, 3, 5, 10 by default, packs of 10 to 50 with pack prices, or the owner’s own choices', async () => {
    const { cookie } = await adminAccount();
    expect((await newDish(cookie)).quantityChoices).toEqual([1, 2, 3, 5, 10]);
    const packs = await newDish(cookie, { price: '2.00', packTiers: [{ minQuantity: 20, unitPrice: '1.90' }] });
    expect(packs.quantityChoices).toEqual([10, 20, 30, 40, 50]);
    expect((await newDish(cookie, { quantityChoices: ['6', 1, 12] })).quantityChoices).toEqual([1, 6, 12]);
    const changed = await patch(packs.id, cookie, { quantityChoices: [5, 10] });
    expect(changed.body.quantityChoices).toEqual([5, 10]);
    for (const bad of [[], [0], [1, 1], Array.from({ length: 11 }, (_, i) => i + 1), ['two']]) {
      const refused = await patch<ErrorAnswer>(packs.id, cookie, { quantityChoices: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('Enter 1 to 10 different quantities from 1 to 999');
    }
  });

  it.each([
    ['no name', { name: '  ' }, 'Enter a name'],
    ['a price of 0', { price: '0.00' }, 'A price must be between $0.01 and $1,000.00'],
    ['a price with 3 decimals', { price: '2.005' }, 'Enter a price in dollars, such as 2.00'],
    ['a huge price', { price: 1e300 }, 'Enter a price in dollars, such as 2.00'],
    ['no photo description', { imageAlt: '' }, 'Describe the photo for people who cannot see it'],
    ['a tier of 1 piece', { packTiers: [{ minQuantity: 1, unitPrice: '1.00' }] }, 'Enter a quantity from 2 to 999'],
    [
      'two tiers of one quantity',
      {
        packTiers: [
          { minQuantity: 10, unitPrice: '10.00' },
          { minQuantity: 10, unitPrice: '9.00' },
        ],
      },
      'Each pack tier needs a different quantity',
    ],
    [
      'a tier dearer than the list price',
      { packTiers: [{ minQuantity: 10, unitPrice: '15.00' }] },
      'A pack price per piece must be below the list price',
    ],
    ['an unknown status', { status: 'hidden' }, 'Choose on the menu, sold out or archived'],
  ])('refuses %s with 400 and its message', async (_case, overrides, message) => {
    const { cookie } = await adminAccount();
    const response = await call<ErrorAnswer>(products, '/api/products', {
      method: 'POST',
      cookie,
      body: { ...KUKU_PAKA, ...overrides },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });
});

describe('PATCH /api/products/{id}', () => {
  it('changes any subset of fields and keeps the rest', async () => {
    const { cookie } = await adminAccount();
    const dish = await newDish(cookie);
    const changed = await patch(dish.id, cookie, { price: '15.00', description: 'Now with more coconut.' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ ...dish, price: '15.00', description: 'Now with more coconut.' });
    expect((await patch<ErrorAnswer>(dish.id, cookie, {})).body.message).toBe('Send at least one field to change');
    expect((await patch(999_999, cookie, { price: '1.00' })).status).toBe(404);
    expect((await patch('abc', cookie, { price: '1.00' })).status).toBe(404);
  });

  it('marks sold out and back, archives and restores; the public menu follows', async () => {
    const { cookie } = await adminAccount();
    const dish = await newDish(cookie);
    expect((await patch(dish.id, cookie, { status: 'sold_out' })).body).toMatchObject({
      status: 'sold_out',
      soldOut: true,
    });
    expect((await publicMenu()).find((product) => product.id === dish.id)).toMatchObject({ soldOut: true });
    await patch(dish.id, cookie, { status: 'archived' });
    expect((await publicMenu()).some((product) => product.id === dish.id)).toBe(false);
    const all = (await call<AdminProductView[]>(adminProducts, '/api/admin/products', { cookie })).body;
    expect(all.find((product) => product.id === dish.id)).toMatchObject({ status: 'archived' });
    await patch(dish.id, cookie, { status: 'on_menu' });
    expect((await publicMenu()).find((product) => product.id === dish.id)).toMatchObject({ soldOut: false });
  });

  it('moves a dish to another place on the menu', async () => {
    const { cookie } = await adminAccount();
    const dish = await newDish(cookie);
    const moved = await patch(dish.id, cookie, { position: 1 });
    expect(moved.body.position).toBe(1);
    const all = (await call<AdminProductView[]>(adminProducts, '/api/admin/products', { cookie })).body;
    expect(all[0]?.id).toBe(dish.id);
    expect(all.map((product) => product.position)).toEqual(all.map((_product, index) => index + 1));
    await patch(dish.id, cookie, { position: 10_000 }); // back to the end
  });

  it('moves ten dishes at once, each renamed too: every answer 200, the menu numbered 1 to n', async () => {
    const { cookie } = await adminAccount();
    const dishes = [];
    for (let i = 0; i < 10; i++) dishes.push(await newDish(cookie));
    // Each change writes its row before it moves it: on PostgreSQL, a move that took the menu's lock
    // only after its row lock deadlocked against another (40P01, answered 500).
    // Each is held with its row written, about to renumber the menu, until another comes (support/race.ts).
    const answers = await race(
      'menu-move',
      dishes.map((dish, index) => () => patch(dish.id, cookie, { name: `Moved dish ${index}`, position: index + 1 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(dishes.map(() => 200));
    const all = (await call<AdminProductView[]>(adminProducts, '/api/admin/products', { cookie })).body;
    expect(all.map((product) => product.position)).toEqual(all.map((_product, index) => index + 1));
  });
});

describe("a dish's tax category", () => {
  const adminList = async (cookie: string) =>
    (await call<AdminProductView[]>(adminProducts, '/api/admin/products', { cookie })).body;

  it('is prepared food unless the owner says food; the admin list shows it, the public menu does not', async () => {
    const { cookie } = await adminAccount();
    const prepared = await newDish(cookie);
    const food = await newDish(cookie, { taxCategory: 'food' });
    expect([prepared.taxCategory, food.taxCategory]).toEqual(['prepared', 'food']);
    const all = await adminList(cookie);
    expect(all.find((product) => product.id === food.id)).toMatchObject({ taxCategory: 'food' });
    // The seeded chapatis are sold as bakery items.
    expect(all.find((product) => product.name === 'Chapati')).toMatchObject({ taxCategory: 'food' });
    const menu = await publicMenu();
    expect(menu.find((product) => product.id === food.id)).toMatchObject({ name: food.name });
    for (const product of menu) expect(product).not.toHaveProperty('taxCategory');
  });

  it('is changed by PATCH, and kept by a patch that leaves it out', async () => {
    const { cookie } = await adminAccount();
    const dish = await newDish(cookie);
    const changed = await patch(dish.id, cookie, { taxCategory: 'food' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ ...dish, taxCategory: 'food' });
    expect((await patch(dish.id, cookie, { price: '15.00' })).body).toMatchObject({
      price: '15.00',
      taxCategory: 'food',
    });
    expect((await patch(dish.id, cookie, { taxCategory: 'prepared' })).body.taxCategory).toBe('prepared');
  });

  it.each([['groceries'], [null], [1]])('refuses %j with 400 and saves nothing', async (taxCategory) => {
    const { cookie } = await adminAccount();
    const dish = await newDish(cookie, { taxCategory: 'food' });
    const before = await adminList(cookie);
    const name = `Refused ${dish.name}`;
    const created = await call<ErrorAnswer>(products, '/api/products', {
      method: 'POST',
      cookie,
      body: { ...KUKU_PAKA, name, taxCategory },
    });
    expect(created).toMatchObject({ status: 400, body: { message: 'Tax category must be prepared or food' } });
    const patched = await patch<ErrorAnswer>(dish.id, cookie, { price: '15.00', taxCategory });
    expect(patched).toMatchObject({ status: 400, body: { message: 'Tax category must be prepared or food' } });
    expect(await adminList(cookie)).toEqual(before);
  });
});

describe('PUT /api/products/{id}/image (Netlify Blobs)', () => {
  it.each([
    ['a JPEG', 'jpg', 'image/jpeg', 'image/jpeg'],
    ['a WebP', 'webp', 'image/webp', 'image/webp'],
    ['a PNG renamed .jpg (sent as image/jpeg)', 'png', 'image/jpeg', 'image/png'],
  ] as const)(
    'stores %s under its content hash and serves it with its real type',
    async (_case, ext, sentAs, servedAs) => {
      const { cookie } = await adminAccount();
      const dish = await newDish(cookie);
      const uploaded = await upload(dish.id, cookie, photo(ext), sentAs);
      expect(uploaded.status).toBe(200);
      const key = uploaded.body.image.replace('/api/images/', '');
      expect(key).toMatch(/^[0-9a-f]{64}\.(jpg|png|webp)$/);
      expect(uploaded.body).toMatchObject({ id: dish.id, name: dish.name });

      const served = await images(new Request(`http://localhost${uploaded.body.image}`), { params: { key } });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(servedAs);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = served.headers.get('etag') ?? '';
      expect(etag).toBe(`"${key.split('.')[0]}"`);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(photo(ext));

      const again = await images(
        new Request(`http://localhost${uploaded.body.image}`, { headers: { 'if-none-match': etag } }),
        {
          params: { key },
        },
      );
      expect(again.status).toBe(304);
      expect((await publicMenu()).find((product) => product.id === dish.id)?.image).toBe(uploaded.body.image);
    },
  );

  it('refuses a text file named .jpg, an empty body and a 6 MB upload with 400, storing nothing', async () => {
    const { cookie } = await adminAccount();
    const dish = await newDish(cookie);
    const text = new TextEncoder().encode('This is not a photo, just words in a file called dish.jpg');
    expect(await upload(dish.id, cookie, text, 'image/jpeg')).toMatchObject({
      status: 400,
      body: { message: 'The photo must be a JPEG, PNG or WebP image.' },
    });
    expect(await upload(dish.id, cookie, new Uint8Array(0), 'image/png')).toMatchObject({
      status: 400,
      body: { message: 'Choose a photo to upload.' },
    });
    const sixMegabytes = new Uint8Array(6 * 1024 * 1024);
    sixMegabytes.set(photo('jpg'));
    expect(await upload(dish.id, cookie, sixMegabytes, 'image/jpeg')).toMatchObject({
      status: 400,
      body: { message: 'The photo is larger than 5 MB. Please choose a smaller one.' },
    });
    const all = (await call<AdminProductView[]>(adminProducts, '/api/admin/products', { cookie })).body;
    expect(all.find((product) => product.id === dish.id)?.image).toBe('/images/products/placeholder.svg');
  });

  it('refuses an upload that is not sent as an image, and answers 404 for an unknown photo', async () => {
    const { cookie } = await adminAccount();
    const dish = await newDish(cookie);
    expect((await upload(dish.id, cookie, photo('png'), 'application/json')).status).toBe(403);
    const missing = await images(new Request('http://localhost/api/images/x'), {
      params: { key: `${'0'.repeat(64)}.png` },
    });
    expect(missing.status).toBe(404);
    const malformed = await images(new Request('http://localhost/api/images/x'), { params: { key: '../secret' } });
    expect(malformed.status).toBe(404);
  });
});

describe('the checkout holds the line', () => {
  it('refuses a sold-out or archived dish with 409 naming it, and prices a dish at its price of the moment', async () => {
    const { cookie } = await adminAccount();
    const dish = await newDish(cookie, { price: '2.00' });
    const body = await pickupCheckout();
    body.orderData.items = [{ productId: dish.id, quantity: 3 }];
    body.amount = 6;

    await patch(dish.id, cookie, { status: 'sold_out' });
    expect(await startPayment<ErrorAnswer>(body)).toMatchObject({
      status: 409,
      body: { message: `${dish.name} is sold out. Please remove it from your cart to continue.` },
    });
    await patch(dish.id, cookie, { status: 'archived' });
    expect(await startPayment<ErrorAnswer>(body)).toMatchObject({
      status: 409,
      body: { message: `${dish.name} is no longer on the menu. Please remove it from your cart to continue.` },
    });

    await patch(dish.id, cookie, { status: 'on_menu', price: '2.50' });
    expect(await startPayment<ErrorAnswer>(body)).toMatchObject({
      status: 409,
      body: { message: 'Your order total is $7.50, not the amount shown. Please review your order and try again.' },
    });
    body.amount = 7.5;
    expect((await startPayment(body)).status).toBe(200);
  });
});
