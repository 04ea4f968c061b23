import { beforeAll, describe, expect, it } from 'vitest';
import adminDrops from '../../netlify/functions/admin-drops.mts';
import adminSpot from '../../netlify/functions/admin-pickup-spot.mts';
import adminSpotAction from '../../netlify/functions/admin-pickup-spot-action.mts';
import adminSpots from '../../netlify/functions/admin-pickup-spots.mts';
import { overlapMessage, shorterThanWindowMessage, WINDOW_LENGTH_INVALID } from '@/domain/schemas/fulfilment-settings';
import { DROP_SPOT_GONE, DROP_SPOTS_NONE } from '@/domain/schemas/ordering-period';
import {
  SPOT_ADDRESS_MISSING,
  SPOT_NAME_TOO_LONG,
  SPOT_NEVER_OPEN,
  SPOT_SHOP_HOURS_OWN_LIMITS,
} from '@/domain/schemas/pickup-spot';
import type { DropView } from '@/server/drops/drops-service';
import {
  type AdminSpotView,
  KITCHEN_KEEPS_SHOP_HOURS,
  KITCHEN_NOT_ARCHIVED,
} from '@/server/pickup-spots/pickup-spots-service';
import { SPOT_NOT_FOUND } from '@/server/pickup-spots/spot-body';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';

/*
 * The owner's pickup spots (issue 50) through the real functions, on this file's own database: the
 * migration's kitchen (private, the shop's hours) and Grace Church car park (its own Sunday hours),
 * and the spots a drop sells at.
 */

let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  [admin, customer] = await Promise.all([adminAccount(), registerAccount()]);
});

const PATH = '/api/admin/pickup-spots';
type Refusal = ErrorAnswer & { fields: Record<string, string> };

const list = (cookie: string | null = admin.cookie) => call<AdminSpotView[]>(adminSpots, PATH, { cookie });
const create = <Body = AdminSpotView>(body: unknown, cookie: string | null = admin.cookie) =>
  call<Body>(adminSpots, PATH, { method: 'POST', cookie, body });
const update = <Body = AdminSpotView>(id: number | string, body: unknown, cookie: string | null = admin.cookie) =>
  call<Body>(adminSpot, `${PATH}/${id}`, { method: 'PUT', cookie, body, params: { id: String(id) } });
const act = <Body = AdminSpotView>(id: number | string, action: string, cookie: string | null = admin.cookie) =>
  call<Body>(adminSpotAction, `${PATH}/${id}/${action}`, {
    method: 'POST',
    cookie,
    params: { id: String(id), action },
  });

const closed = { '0': [], '1': [], '2': [], '3': [], '4': [], '5': [], '6': [] };
/** A spot with its own hours: Saturdays 10:00-12:00 in 30-minute windows, 40 pieces each. */
const market = {
  name: 'Farmers market stall',
  address: '7000 W 119th St, Overland Park, KS 66209',
  notes: 'By the bakery tent.',
  private: false,
  hours: { ...closed, '6': [{ start: '10:00', end: '12:00' }] },
  windowMinutes: 30,
  windowPieces: 40,
};

async function kitchen(): Promise<AdminSpotView> {
  const found = (await list()).body.find((spot) => spot.isKitchen);
  if (!found) throw new Error('the migration seeds the kitchen');
  return found;
}

async function created(body: unknown): Promise<AdminSpotView> {
  const answer = await create(body);
  if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

describe('who may manage pickup spots', () => {
  it.each([
    ['a guest', () => null, 401],
    ['a customer', () => customer.cookie, 403],
  ])('refuses %s on every call and changes nothing', async (_who, cookie, status) => {
    const before = (await list()).body;
    const id = before[0]?.id ?? 1;
    expect((await list(cookie())).status).toBe(status);
    expect((await create(market, cookie())).status).toBe(status);
    expect((await update(id, market, cookie())).status).toBe(status);
    expect((await act(id, 'archive', cookie())).status).toBe(status);
    expect((await list()).body).toEqual(before);
  });
});

describe('the spots as the owner keeps them', () => {
  it('lists the kitchen whole, its private address too, with the shop’s hours', async () => {
    expect(await kitchen()).toMatchObject({
      name: 'Home kitchen',
      address: '8800 W 95th St, Overland Park, KS 66212',
      private: true,
      hours: null,
      windowMinutes: null,
      windowPieces: null,
      archived: false,
    });
  });

  it('saves a spot with its own hours, last in the list, and reads it back', async () => {
    const spot = await created({ ...market, name: '  Farmers market stall ' });
    expect(spot).toMatchObject({ ...market, isKitchen: false, archived: false });
    const spots = (await list()).body.filter((each) => !each.archived);
    expect(spots.at(-1)).toEqual(spot);
    expect(spot.position).toBeGreaterThan(spots[0]?.position ?? 0);
  });

  it('changes a spot whole: to the shop’s hours, private, and a new address forgets where the old one was', async () => {
    const spot = await created(market);
    await sql(`UPDATE pickup_spots SET lat = 38.9, lon = -94.7, geo_precision = 'address' WHERE id = $1`, [spot.id]);
    const sameAddress = await update(spot.id, { ...market, name: 'Market stall' });
    expect(sameAddress.body).toMatchObject({ name: 'Market stall', windowPieces: 40 });
    const point = () => sql(`SELECT lat, geo_precision FROM pickup_spots WHERE id = $1`, [spot.id]);
    expect(await point()).toEqual([{ lat: 38.9, geo_precision: 'address' }]);
    // Placed by the geocoder after the answer: once when created, not again for the same address.
    const lookUps = async () =>
      (await sql(`SELECT 1 FROM outbox WHERE channel = 'geocode' AND to_address = $1`, [`spot:${spot.id}`])).length;
    expect(await lookUps()).toBe(1);

    const moved = { name: 'Market stall', address: '6000 College Blvd, Overland Park, KS 66211', private: true };
    const answer = await update(spot.id, moved);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ...moved, notes: '', hours: null, windowMinutes: null, windowPieces: null });
    expect(await point()).toEqual([{ lat: null, geo_precision: null }]);
    expect(await lookUps()).toBe(2);
    expect((await list()).body.find((each) => each.id === spot.id)).toEqual(answer.body);
  });

  it('refuses what is not a spot, naming each field in the owner’s words, and saves nothing', async () => {
    const count = (await list()).body.length;
    const cases: Array<[unknown, Record<string, string>]> = [
      [
        { ...market, name: 'x'.repeat(81), address: ' ' },
        { name: SPOT_NAME_TOO_LONG, address: SPOT_ADDRESS_MISSING },
      ],
      [
        {
          ...market,
          hours: {
            ...closed,
            '1': [
              { start: '10:00', end: '12:00' },
              { start: '11:00', end: '13:00' },
            ],
          },
        },
        { 'hours.1': overlapMessage('Monday') },
      ],
      [
        { ...market, hours: { ...closed, '2': [{ start: '10:00', end: '10:15' }] } },
        { 'hours.2.0': shorterThanWindowMessage('Tuesday', { start: '10:00', end: '10:15' }, 30) },
      ],
      [{ ...market, windowMinutes: null }, { windowMinutes: WINDOW_LENGTH_INVALID }],
      [{ ...market, hours: closed }, { hours: SPOT_NEVER_OPEN }],
      [
        { ...market, hours: null },
        { windowMinutes: SPOT_SHOP_HOURS_OWN_LIMITS, windowPieces: SPOT_SHOP_HOURS_OWN_LIMITS },
      ],
    ];
    for (const [body, fields] of cases) {
      const answer = await create<Refusal>(body);
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual(fields);
      expect(answer.body.message).toBe(Object.values(fields)[0]);
    }
    const { id } = await kitchen();
    expect(await update<Refusal>(id, { ...market, address: '' })).toMatchObject({
      status: 400,
      body: { fields: { address: SPOT_ADDRESS_MISSING } },
    });
    expect((await list()).body.length).toBe(count);
  });

  it('answers 404 for a spot that is not there', async () => {
    const missing = { status: 404, body: { message: SPOT_NOT_FOUND } };
    expect(await update<ErrorAnswer>(999_999, market)).toMatchObject(missing);
    expect(await act<ErrorAnswer>(999_999, 'archive')).toMatchObject(missing);
    expect((await update('not-a-number', market)).status).toBe(404);
    expect((await act((await kitchen()).id, 'delete')).status).toBe(404);
  });
});

describe('archiving a spot', () => {
  it('keeps the kitchen: 409 in words, and it stays the kitchen whatever is saved', async () => {
    const { id } = await kitchen();
    expect(await act<ErrorAnswer>(id, 'archive')).toMatchObject({
      status: 409,
      body: { message: KITCHEN_NOT_ARCHIVED },
    });
    // Its hours are the shop's: its own are refused, and nothing is saved.
    expect(await update<Refusal>(id, { ...market, name: 'Kitchen door' })).toMatchObject({
      status: 400,
      body: { fields: { hours: KITCHEN_KEEPS_SHOP_HOURS } },
    });
    expect((await kitchen()).name).toBe('Home kitchen');
    const shopHours = { ...market, hours: null, windowMinutes: null, windowPieces: null };
    const saved = await update(id, { ...shopHours, isKitchen: false, archived: true });
    expect(saved.body).toMatchObject({ isKitchen: true, archived: false });
  });

  it('archives a spot, lists it last, leaves it out of new drops, and restores it', async () => {
    const spot = await created(market);
    const archived = await act(spot.id, 'archive');
    expect(archived).toMatchObject({ status: 200, body: { id: spot.id, archived: true } });
    expect((await list()).body.at(-1)).toEqual(archived.body);
    expect((await act(spot.id, 'archive')).body).toEqual(archived.body);

    const drop = await newDrop({});
    expect(drop.spotIds).not.toContain(spot.id);
    expect(await newDrop<Refusal>({ spotIds: [spot.id] }, 400)).toMatchObject({ fields: { spotIds: DROP_SPOT_GONE } });

    expect((await act(spot.id, 'restore')).body).toMatchObject({ archived: false });
  });
});

let dropHours = 0;
/** A drop a day apart from every other this file saves, as the owner's form sends it. */
async function newDrop<Body = DropView>(extra: Record<string, unknown>, status = 201): Promise<Body> {
  dropHours += 24;
  const opensAt = new Date(Date.now() + dropHours * 60 * 60 * 1000);
  const body = { opensAt: opensAt.toISOString(), closesAt: new Date(opensAt.getTime() + 3_600_000), ...extra };
  const answer = await call<Body>(adminDrops, '/api/admin/drops', { method: 'POST', cookie: admin.cookie, body });
  expect(answer.status).toBe(status);
  return answer.body;
}

describe('the spots a drop sells at', () => {
  it('saves the spots ticked, reads them back, and sells at every active spot when the body names none', async () => {
    const { id: kitchenId } = await kitchen();
    const chosen = await newDrop({ spotIds: [kitchenId] });
    expect(chosen.spotIds).toEqual([kitchenId]);
    const active = (await list()).body.filter((spot) => !spot.archived).map((spot) => spot.id);
    const older = await newDrop({});
    expect(older.spotIds).toEqual(active);

    const listed = (await call<DropView[]>(adminDrops, '/api/admin/drops', { cookie: admin.cookie })).body;
    expect(listed.find((drop) => drop.id === chosen.id)?.spotIds).toEqual([kitchenId]);
    expect(listed.find((drop) => drop.id === older.id)?.spotIds).toEqual(active);
    expect(await newDrop<Refusal>({ spotIds: [] }, 400)).toMatchObject({ fields: { spotIds: DROP_SPOTS_NONE } });
  });
});
