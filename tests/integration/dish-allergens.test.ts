import { describe, expect, it } from 'vitest';
import adminProducts from '../../netlify/functions/admin-products.mts';
import productFn from '../../netlify/functions/product.mts';
import products from '../../netlify/functions/products.mts';
import type { MenuProduct } from '@/domain/menu';
import { ALLERGENS_INVALID, INGREDIENTS_INVALID } from '@/domain/schemas';
import type { AdminProductView } from '@/server/catalogue/menu-editor-service';
import { allergensSnapshot } from '@/server/storefront/allergens-snapshot';
import { adminAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';

/*
 * What is in each dish (issue 37): the menu editor saves its ingredients (in order of weight) and
 * which of the nine major allergens it contains, by key; GET /api/products and the editor's answers
 * name them; /allergens' table is made from the same rows. An allergen outside the nine is refused
 * by the API's schema, and again by the table's CHECK (migration 0033).
 */

const KAIMATI = {
  description: 'Sweet fried dumplings in a cardamom syrup.',
  unit: 'per bag',
  price: '6.00',
  imageAlt: 'A bag of golden dumplings',
};

let sequence = 0;
const uniqueName = () => `Kaimati ${Date.now().toString(36)}-${++sequence}`;

const post = <Body = AdminProductView>(cookie: string, body: unknown) =>
  call<Body>(products, '/api/products', { method: 'POST', cookie, body });
const patch = <Body = AdminProductView>(id: number, cookie: string, body: unknown) =>
  call<Body>(productFn, `/api/products/${id}`, { method: 'PATCH', cookie, body, params: { id: String(id) } });
const adminList = async (cookie: string) =>
  (await call<AdminProductView[]>(adminProducts, '/api/admin/products', { cookie })).body;
const publicMenu = async () => (await call<MenuProduct[]>(products, '/api/products')).body;

describe("a dish's ingredients and allergens", () => {
  it("are saved as sent: ingredients in order of weight, allergens by key, answered by name in the law's order", async () => {
    const { cookie } = await adminAccount();
    const name = uniqueName();
    const created = await post(cookie, {
      ...KAIMATI,
      name,
      ingredients: [' wheat flour ', 'sugar', 'coconut milk', 'yeast', 'cardamom'],
      allergens: ['wheat', 'sesame', 'milk', 'wheat'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ingredients: ['wheat flour', 'sugar', 'coconut milk', 'yeast', 'cardamom'],
      allergens: ['Milk', 'Wheat', 'Sesame'],
    });
    const [stored] = await sql<{ allergens: string[] }>('SELECT allergens FROM products WHERE id = $1', [
      created.body.id,
    ]);
    expect(stored?.allergens).toEqual(['milk', 'wheat', 'sesame']);

    const onMenu = (await publicMenu()).find((dish) => dish.id === created.body.id);
    expect(onMenu).toMatchObject({
      ingredients: ['wheat flour', 'sugar', 'coconut milk', 'yeast', 'cardamom'],
      allergens: ['Milk', 'Wheat', 'Sesame'],
    });
    expect((await adminList(cookie)).find((dish) => dish.id === created.body.id)).toEqual(created.body);
  });

  it('are changed by PATCH, kept by a patch that leaves them out, and emptied by an empty list', async () => {
    const { cookie } = await adminAccount();
    const dish = (await post(cookie, { ...KAIMATI, name: uniqueName(), allergens: ['wheat'] })).body;
    expect(dish).toMatchObject({ ingredients: [], allergens: ['Wheat'] });

    const changed = await patch(dish.id, cookie, { allergens: ['eggs', 'tree-nuts'], ingredients: ['flour', 'eggs'] });
    expect(changed).toMatchObject({
      status: 200,
      body: { allergens: ['Eggs', 'Tree nuts'], ingredients: ['flour', 'eggs'] },
    });
    expect((await patch(dish.id, cookie, { price: '7.00' })).body).toMatchObject({
      price: '7.00',
      allergens: ['Eggs', 'Tree nuts'],
      ingredients: ['flour', 'eggs'],
    });
    expect((await patch(dish.id, cookie, { allergens: [] })).body).toMatchObject({
      allergens: [],
      ingredients: ['flour', 'eggs'],
    });
  });

  it('of the seeded dishes are as the owner described them: mandazi has milk, eggs and wheat, pilau none', async () => {
    const menu = await publicMenu();
    const named = (name: string) => menu.find((dish) => dish.name.startsWith(name));
    expect(named('Mandazi')).toMatchObject({ allergens: ['Milk', 'Eggs', 'Wheat'] });
    expect(named('Mandazi')?.ingredients[0]).toBe('wheat flour');
    expect(named('Chapati')).toMatchObject({ allergens: ['Wheat'] });
    expect(named('Beef Pilau')).toMatchObject({ allergens: [] });
  });
});

describe('an allergen outside the nine', () => {
  it.each([[['gluten']], [['wheat', 'Wheat']], [['tree nuts']], ['wheat'], [[1]], [null]])(
    '%j is refused with 400 naming the field, and nothing is saved',
    async (allergens) => {
      const { cookie } = await adminAccount();
      const dish = (await post(cookie, { ...KAIMATI, name: uniqueName(), allergens: ['milk'] })).body;
      const before = await adminList(cookie);
      const name = uniqueName();
      const created = await post<ErrorAnswer>(cookie, { ...KAIMATI, name, allergens });
      expect(created).toMatchObject({ status: 400, body: { message: ALLERGENS_INVALID } });
      expect(created.body.message).toMatch(/^Choose allergens from the nine: milk, eggs, fish/);
      const patched = await patch<ErrorAnswer>(dish.id, cookie, { price: '9.00', allergens });
      expect(patched).toMatchObject({ status: 400, body: { message: ALLERGENS_INVALID } });
      expect(await adminList(cookie)).toEqual(before);
      expect(before.some((product) => product.name === name)).toBe(false);
    },
  );

  it('is refused by the database too, should any writer get past the schema', async () => {
    const dish = (await post((await adminAccount()).cookie, { ...KAIMATI, name: uniqueName() })).body;
    const refused = await sql(`UPDATE products SET allergens = ARRAY['gluten'] WHERE id = $1`, [dish.id]).then(
      () => null,
      (error: unknown) => error as { cause?: { code?: string; constraint?: string } },
    );
    // check_violation, by the table's CHECK of migration 0033.
    expect(refused?.cause).toMatchObject({ code: '23514', constraint: 'products_allergens_known' });
  });
});

describe('ingredients beyond the limits', () => {
  it.each([
    ['41 of them', Array.from({ length: 41 }, (_, n) => `spice ${n}`)],
    ['one of 81 characters', ['salt', 'x'.repeat(81)]],
    ['a blank one', ['salt', '  ']],
    ['not a list', 'salt, sugar'],
  ])('(%s) are refused with 400, and nothing is saved', async (_case, ingredients) => {
    const { cookie } = await adminAccount();
    const before = await adminList(cookie);
    const created = await post<ErrorAnswer>(cookie, { ...KAIMATI, name: uniqueName(), ingredients });
    expect(created).toMatchObject({ status: 400, body: { message: INGREDIENTS_INVALID } });
    expect(await adminList(cookie)).toEqual(before);
  });
});

describe("/allergens' table", () => {
  it("is made from the menu's rows, follows the editor's saves, and is kept at the CDN under the storefront's tag", async () => {
    const { cookie } = await adminAccount();
    const dish = (await post(cookie, { ...KAIMATI, name: uniqueName(), allergens: ['soy'] })).body;
    const first = await allergensSnapshot();
    expect(first.headers['Netlify-Cache-Tag']).toBe('storefront');
    expect(first.dishes?.map((row) => row.name)).toEqual((await publicMenu()).map((row) => row.name));
    expect(first.dishes?.find((row) => row.id === dish.id)).toEqual({
      id: dish.id,
      name: dish.name,
      allergens: ['soy'],
    });

    await patch(dish.id, cookie, { allergens: ['peanuts', 'soy'] });
    const after = await allergensSnapshot();
    expect(after.dishes?.find((row) => row.id === dish.id)?.allergens).toEqual(['peanuts', 'soy']);
    // Archived dishes leave the menu, and the table with it.
    await patch(dish.id, cookie, { status: 'archived' });
    expect((await allergensSnapshot()).dishes?.some((row) => row.id === dish.id)).toBe(false);
  });
});
