/*
 * The owner's sales tax at /admin/tax (docs/behaviour/api.md#sales-tax-places): whether it is
 * collected, and the places it is collected in. The places decide which rate taxes an order
 * (src/domain/order-money/tax-places.ts), so each save keeps them unambiguous: one kitchen's place,
 * one whole-state place a state, a ZIP code in one place only.
 */
import type { Answer } from '@/domain/api';
import type * as taxApi from '@/domain/api/tax';
import type { TaxPlaceSetting } from '@/domain/order-money/tax-places';
import { formatTaxRate } from '@/domain/order-money/tax-rate';
import { checkTaxPlace, type TaxPlaceBody } from '@/domain/schemas/tax-place';
import { US_STATE_NAMES } from '@/domain/us-states';
import { type Db, database, withTransaction } from '../db';
import { conflict, HttpError, notFound } from '../http/http-error';
import { parsePathId } from '../http/path-id';
import {
  clearKitchenPlace,
  deleteTaxPlace,
  findTaxPlace,
  insertTaxPlace,
  listTaxPlaces,
  lockTaxPlaces,
  placeCoveringZip,
  readCollectsTax,
  saveCollectsTax,
  updateTaxPlace,
  wholeStatePlaceName,
} from '../repositories/tax-repository';

export type TaxPlaceView = Answer<typeof taxApi.createPlace>;
export type TaxSettingsView = Answer<typeof taxApi.settings>;

export const TAX_PLACE_NOT_FOUND = 'Tax place not found';
export const KITCHEN_PLACE_NEEDED = 'Choose another place for the kitchen first.';

export const parseTaxPlaceId = (value: string | undefined): number => parsePathId(value, TAX_PLACE_NOT_FOUND);

/**
 * The body of POST or PUT .../places checked as a whole: a refusal is a 400 with the first problem
 * as `message` and each field's first in `fields`, so the page shows each beside its field.
 */
export function parseTaxPlace(body: unknown): TaxPlaceBody {
  const checked = checkTaxPlace(body);
  if (!checked.ok) throw new HttpError(400, checked.message, {}, { fields: checked.fields });
  return checked.place;
}

const placeView = (place: TaxPlaceSetting): TaxPlaceView => ({
  id: place.id,
  name: place.name,
  state: place.state,
  zips: [...place.zips],
  preparedRate: formatTaxRate(place.rates.prepared),
  foodRate: formatTaxRate(place.rates.food),
  taxesDeliveryFee: place.taxesDeliveryFee,
  isKitchen: place.isKitchen,
  confirmed: place.confirmed,
});

/** GET /api/admin/tax. */
export async function taxSettings(db: Db = database()): Promise<TaxSettingsView> {
  const [collectsTax, places] = await Promise.all([readCollectsTax(db), listTaxPlaces(db)]);
  return { collectsTax, places: places.map(placeView) };
}

/** PUT /api/admin/tax: tax on or off; answers the settings as saved. */
export async function setCollectsTax(collectsTax: boolean, updatedByEmail: string): Promise<TaxSettingsView> {
  await saveCollectsTax(database(), collectsTax, updatedByEmail);
  return taxSettings();
}

/**
 * Refuses a place that would make the choice of place ambiguous: a second whole-state place in its
 * state (either could tax the state's other addresses), or a ZIP another place already narrows to.
 */
async function refuseOverlap(tx: Db, place: TaxPlaceBody, exceptId: number | null): Promise<void> {
  if (place.zips.length === 0) {
    const existing = await wholeStatePlaceName(tx, place.state, exceptId);
    const state = US_STATE_NAMES[place.state] ?? place.state;
    if (existing !== null) throw conflict(`${state} already has a place for the whole state: ${existing}.`);
    return;
  }
  const covered = await placeCoveringZip(tx, place.zips, exceptId);
  if (covered) throw conflict(`ZIP code ${covered.zip} is already in ${covered.name}.`);
}

/** An existing place, or 404. */
async function existing(tx: Db, id: number): Promise<TaxPlaceSetting> {
  const place = await findTaxPlace(tx, id);
  if (!place) throw notFound(TAX_PLACE_NOT_FOUND);
  return place;
}

/**
 * Checks and saves a new place (`id` null) or an existing one, in one transaction under the places'
 * lock. The kitchen's place stays the kitchen's until another is chosen (without one, pickups would
 * go untaxed); a place becoming the kitchen's takes the flag from the one that had it.
 */
function savePlace(
  place: TaxPlaceBody,
  id: number | null,
  save: (tx: Db) => Promise<TaxPlaceSetting | null>,
): Promise<TaxPlaceView> {
  return withTransaction(async (tx) => {
    await lockTaxPlaces(tx);
    if (id !== null && (await existing(tx, id)).isKitchen && !place.isKitchen) throw conflict(KITCHEN_PLACE_NEEDED);
    await refuseOverlap(tx, place, id);
    if (place.isKitchen) await clearKitchenPlace(tx, id);
    const saved = await save(tx);
    if (!saved) throw notFound(TAX_PLACE_NOT_FOUND);
    return placeView(saved);
  });
}

/** POST /api/admin/tax/places: a new place, confirmed (the owner set its rates). */
export const createTaxPlace = (place: TaxPlaceBody, updatedByEmail: string): Promise<TaxPlaceView> =>
  savePlace(place, null, (tx) => insertTaxPlace(tx, place, updatedByEmail));

/** PUT /api/admin/tax/places/:id: every field; saving confirms the rates. */
export const changeTaxPlace = (id: number, place: TaxPlaceBody, updatedByEmail: string): Promise<TaxPlaceView> =>
  savePlace(place, id, (tx) => updateTaxPlace(tx, id, place, updatedByEmail));

/** DELETE /api/admin/tax/places/:id; never the kitchen's place, which taxes every pickup. */
export async function removeTaxPlace(id: number): Promise<void> {
  await withTransaction(async (tx) => {
    await lockTaxPlaces(tx);
    if ((await existing(tx, id)).isKitchen) throw conflict(KITCHEN_PLACE_NEEDED);
    await deleteTaxPlace(tx, id);
  });
}
