import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminTax from '../../netlify/functions/admin-tax.mts';
import adminTaxPlace from '../../netlify/functions/admin-tax-place.mts';
import adminTaxPlaces from '../../netlify/functions/admin-tax-places.mts';
import type { TaxPlaceView, TaxSettingsView } from '@/server/tax/tax-settings-service';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { SEEDED_TAX_PLACES } from '../fixtures/seeded-tax';

/*
 * The owner's sales-tax places at /admin/tax, through the real functions on this file's own
 * database (migration 0029's seed: Overland Park, the kitchen's, confirmed; Kansas unconfirmed).
 * Every test puts the places and the switch back as migrated when it ends.
 */

const OVERLAND_PARK_ZIPS = SEEDED_TAX_PLACES[0]?.zips ?? [];

/** A place as the page sends it. */
const MISSOURI = {
  name: 'Kansas City, MO',
  state: 'mo',
  zips: ['64111', '64112', '64111'],
  preparedRate: '9.35',
  foodRate: 4.225,
  taxesDeliveryFee: true,
  isKitchen: false,
};

let admin: TestAccount;
let seeded: Record<string, unknown>[];
/** As the test database has it: off, so the other files' orders keep round figures (support/database-host.ts). */
let collectsTax: boolean;

const storedCollectsTax = async () =>
  (await sql<{ collects_tax: boolean }>('SELECT collects_tax FROM business_settings WHERE id = 1'))[0]?.collects_tax;

beforeAll(async () => {
  admin = await adminAccount();
  seeded = await sql('SELECT * FROM tax_places ORDER BY id');
  collectsTax = (await storedCollectsTax()) ?? true;
});

afterEach(async () => {
  await sql('DELETE FROM tax_places');
  for (const row of seeded) {
    const columns = Object.keys(row);
    await sql(
      `INSERT INTO tax_places (${columns.join(', ')}) OVERRIDING SYSTEM VALUE
       VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
      Object.values(row),
    );
  }
  await sql('UPDATE business_settings SET collects_tax = $1 WHERE id = 1', [collectsTax]);
});

const settings = async (cookie: string | null = admin.cookie) =>
  (await call<TaxSettingsView>(adminTax, '/api/admin/tax', { cookie })).body;

const create = <Body = TaxPlaceView>(body: unknown, cookie: string | null = admin.cookie) =>
  call<Body>(adminTaxPlaces, '/api/admin/tax/places', { method: 'POST', cookie, body });

const update = <Body = TaxPlaceView>(id: number | string, body: unknown, cookie: string | null = admin.cookie) =>
  call<Body>(adminTaxPlace, `/api/admin/tax/places/${id}`, { method: 'PUT', cookie, body, params: { id: String(id) } });

const remove = <Body = null>(id: number | string, cookie: string | null = admin.cookie) =>
  call<Body>(adminTaxPlace, `/api/admin/tax/places/${id}`, { method: 'DELETE', cookie, params: { id: String(id) } });

const setCollects = <Body = TaxSettingsView>(body: unknown, cookie: string | null = admin.cookie) =>
  call<Body>(adminTax, '/api/admin/tax', { method: 'PUT', cookie, body });

/** The seeded place by name. */
async function placeNamed(name: string): Promise<TaxPlaceView> {
  const place = (await settings()).places.find((candidate) => candidate.name === name);
  if (!place) throw new Error(`no place named ${name}`);
  return place;
}

/** The place's fields as the page would send them back unchanged. */
const bodyOf = ({ id: _id, confirmed: _confirmed, ...place }: TaxPlaceView) => place;

describe('GET /api/admin/tax', () => {
  it('answers the seeded places, the kitchen’s first, and whether tax is collected', async () => {
    expect(await settings()).toEqual({
      collectsTax,
      places: [
        {
          id: expect.any(Number),
          name: 'Overland Park, KS',
          state: 'KS',
          zips: OVERLAND_PARK_ZIPS,
          preparedRate: '9.35',
          foodRate: '2.85',
          taxesDeliveryFee: false,
          isKitchen: true,
          confirmed: true,
        },
        {
          id: expect.any(Number),
          name: 'Kansas',
          state: 'KS',
          zips: [],
          preparedRate: '9.35',
          foodRate: '2.85',
          taxesDeliveryFee: false,
          isKitchen: false,
          confirmed: false,
        },
      ],
    });
  });
});

describe('who may set sales tax', () => {
  it('answers 401 signed out and 403 to a customer, on every endpoint, and changes nothing', async () => {
    const customer = await registerAccount();
    const before = await settings();
    const kansas = await placeNamed('Kansas');
    for (const cookie of [null, customer.cookie]) {
      const expected = cookie ? 403 : 401;
      expect((await call(adminTax, '/api/admin/tax', { cookie })).status).toBe(expected);
      expect((await setCollects({ collectsTax: false }, cookie)).status).toBe(expected);
      expect((await create(MISSOURI, cookie)).status).toBe(expected);
      expect((await update(kansas.id, bodyOf(kansas), cookie)).status).toBe(expected);
      expect((await remove(kansas.id, cookie)).status).toBe(expected);
    }
    expect(await settings()).toEqual(before);
  });
});

describe('PUT /api/admin/tax', () => {
  it('turns tax collection on and off, recording who did', async () => {
    const on = await setCollects({ collectsTax: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual(await settings());
    expect(on.body.collectsTax).toBe(true);
    const [row] = await sql<{ collects_tax: boolean; updated_by_email: string }>(
      'SELECT collects_tax, updated_by_email FROM business_settings WHERE id = 1',
    );
    expect(row).toEqual({ collects_tax: true, updated_by_email: admin.email });
    expect((await setCollects({ collectsTax: false })).body.collectsTax).toBe(false);
    expect((await settings()).collectsTax).toBe(false);
  });

  it('refuses anything but a boolean', async () => {
    const refused = await setCollects<ErrorAnswer>({ collectsTax: 'no' });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'Say whether to collect sales tax (true or false)' },
    });
    expect(await storedCollectsTax()).toBe(collectsTax);
  });
});

describe('PUT /api/admin/tax/places/:id', () => {
  it('saves every field and confirms the rate, recording who did', async () => {
    const kansas = await placeNamed('Kansas');
    const saved = await update(kansas.id, { ...bodyOf(kansas), preparedRate: '6.5', foodRate: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...kansas, preparedRate: '6.5', foodRate: '0', confirmed: true });
    expect(await placeNamed('Kansas')).toEqual(saved.body);
    const [row] = await sql<{ updated_by_email: string; prepared_rate: number }>(
      'SELECT updated_by_email, prepared_rate FROM tax_places WHERE id = $1',
      [kansas.id],
    );
    expect(row).toEqual({ updated_by_email: admin.email, prepared_rate: 6500 });
  });

  it('answers 404 for a place that is not there', async () => {
    const kansas = await placeNamed('Kansas');
    for (const id of ['999999', 'abc', '0']) {
      const refused = await update<ErrorAnswer>(id, bodyOf(kansas));
      expect(refused).toMatchObject({ status: 404, body: { message: 'Tax place not found' } });
    }
  });
});

describe('POST and DELETE /api/admin/tax/places', () => {
  it('adds a place, confirmed, with its state in capitals and each ZIP once, and deletes it', async () => {
    const added = await create(MISSOURI);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      name: 'Kansas City, MO',
      state: 'MO',
      zips: ['64111', '64112'],
      preparedRate: '9.35',
      foodRate: '4.225',
      taxesDeliveryFee: true,
      isKitchen: false,
      confirmed: true,
    });
    expect((await settings()).places).toContainEqual(added.body);

    const deleted = await remove(added.body.id);
    expect(deleted.status).toBe(204);
    expect((await settings()).places.map((place) => place.name)).toEqual(['Overland Park, KS', 'Kansas']);
    expect((await remove<ErrorAnswer>(added.body.id)).body).toEqual({ message: 'Tax place not found' });
  });

  it("never deletes the kitchen's place", async () => {
    const kitchen = await placeNamed('Overland Park, KS');
    const refused = await remove<ErrorAnswer>(kitchen.id);
    expect(refused).toMatchObject({ status: 409, body: { message: 'Choose another place for the kitchen first.' } });
    expect(await placeNamed('Overland Park, KS')).toEqual(kitchen);
  });

  it("moves the kitchen's flag to the place that takes it, and refuses to leave none", async () => {
    const overlandPark = await placeNamed('Overland Park, KS');
    const olathe = await create({ ...MISSOURI, name: 'Olathe, KS', state: 'KS', zips: ['66061'], isKitchen: true });
    expect(olathe.body.isKitchen).toBe(true);
    const kitchens = () => settings().then(({ places }) => places.filter((place) => place.isKitchen));
    expect((await kitchens()).map((place) => place.name)).toEqual(['Olathe, KS']);

    const back = await update(overlandPark.id, { ...bodyOf(overlandPark), isKitchen: true });
    expect(back.body.isKitchen).toBe(true);
    expect((await kitchens()).map((place) => place.name)).toEqual(['Overland Park, KS']);

    const refused = await update<ErrorAnswer>(overlandPark.id, { ...bodyOf(overlandPark), isKitchen: false });
    expect(refused).toMatchObject({ status: 409, body: { message: 'Choose another place for the kitchen first.' } });
    expect((await kitchens()).map((place) => place.name)).toEqual(['Overland Park, KS']);
  });

  it('refuses a second whole-state place in a state, and a ZIP another place has', async () => {
    const wholeState = await create<ErrorAnswer>({ ...MISSOURI, name: 'All of Kansas', state: 'ks', zips: [] });
    expect(wholeState).toMatchObject({
      status: 409,
      body: { message: 'Kansas already has a place for the whole state: Kansas.' },
    });
    const zip = await create<ErrorAnswer>({ ...MISSOURI, name: 'Leawood, KS', state: 'KS', zips: ['66211', '66224'] });
    expect(zip).toMatchObject({ status: 409, body: { message: 'ZIP code 66224 is already in Overland Park, KS.' } });
    expect((await settings()).places).toHaveLength(2);
    // A place keeps its own ZIPs and its own whole state when saved again.
    const kansas = await placeNamed('Kansas');
    expect((await update(kansas.id, bodyOf(kansas))).status).toBe(200);
  });

  it.each([
    ['a rate below 0', { preparedRate: '-1' }, 'The prepared-food rate must be a percent from 0 to 20'],
    ['a rate above 20', { foodRate: '20.001' }, 'The food rate must be a percent from 0 to 20'],
    ['a rate with four decimals', { preparedRate: '9.3555' }, 'The prepared-food rate must be a percent'],
    ['a ZIP of four digits', { zips: ['66212', '6621'] }, 'ZIP code 6621 is not five digits'],
    ['a state that is none', { state: 'XX' }, 'State must be a two-letter US state such as KS'],
  ])('refuses %s with a 400 naming the field, and saves nothing', async (_case, change, message) => {
    const before = await settings();
    const kansas = await placeNamed('Kansas');
    const added = await create<ErrorAnswer & { fields: Record<string, string> }>({ ...MISSOURI, ...change });
    const changed = await update<ErrorAnswer & { fields: Record<string, string> }>(kansas.id, {
      ...bodyOf(kansas),
      ...change,
    });
    const [field] = Object.keys(change);
    for (const refused of [added, changed]) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(message);
      expect(refused.body.fields).toEqual({ [field as string]: refused.body.message });
    }
    expect(await settings()).toEqual(before);
  });
});
