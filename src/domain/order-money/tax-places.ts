/*
 * Which place taxes an order (docs/behaviour/rules.md#sales-tax): a pickup is taxed where the
 * kitchen is; a delivery where the buyer receives it, by the most specific of the owner's places
 * that contains the address (a place narrowed to ZIP codes before its whole state). A state with no
 * place is one the shop does not deliver into: Kansas sellers delivering into Missouri must
 * register there first.
 */
import { findServiceCity, findZip } from '../address-matching';
import { NEAR_ZIP3_STATES } from '../zip-table.generated';
import type { TaxPlace } from './order-money';

/** A place as the owner sets it at /admin/tax. */
export interface TaxPlaceSetting extends TaxPlace {
  id: number;
  /** Two capital letters ('KS'). */
  state: string;
  /** Five-digit ZIP codes narrowing the place; empty: the whole state. */
  zips: readonly string[];
  /** The kitchen's place taxes every pickup at the kitchen (a spot elsewhere is taxed at its own). */
  isKitchen: boolean;
  /** False until the owner has saved it: the page shows 'Check this rate'. */
  confirmed: boolean;
}

/** Where a delivery address is, as far as its words tell: null where they do not. */
export interface AddressWhere {
  state: string | null;
  zip: string | null;
}

/** The state and ZIP of a typed address: the ZIP's state, else the service city's. */
export function addressWhere(address: string): AddressWhere {
  const zip = findZip(address);
  const zipState = zip === null ? undefined : NEAR_ZIP3_STATES[zip.slice(0, 3)];
  return { state: zipState ?? findServiceCity(address)?.state ?? null, zip };
}

export type TaxPlaceChoice = { kind: 'place'; place: TaxPlaceSetting | null } | { kind: 'no-place' };

/**
 * The place that taxes an order: for a delivery the ZIP-narrowed place containing its ZIP, else its
 * state's whole-state place; for a pickup the kitchen's, or at a pickup spot away from the kitchen
 * (issue 50; `where` is the spot's address) the spot's place found the same way, else the
 * kitchen's. An address whose state cannot be read is taken to be in the kitchen's state, as its
 * fee is priced rather than refused. `no-place`: a delivery into a state the shop has no place for,
 * so it does not deliver there. Place null: no place at all is set, or (pickup) none is the
 * kitchen's.
 */
export function taxPlaceFor(
  places: readonly TaxPlaceSetting[],
  order: { orderType: 'pickup'; where?: AddressWhere | null } | { orderType: 'delivery'; where: AddressWhere },
): TaxPlaceChoice {
  const kitchen = places.find((place) => place.isKitchen) ?? null;
  if (!order.where) return { kind: 'place', place: kitchen };
  const found = placeOf(places, order.where, kitchen);
  return order.orderType === 'pickup' && found.kind === 'no-place' ? { kind: 'place', place: kitchen } : found;
}

/** The place containing an address: its ZIP's, else its state's whole-state place. */
function placeOf(
  places: readonly TaxPlaceSetting[],
  where: AddressWhere,
  kitchen: TaxPlaceSetting | null,
): TaxPlaceChoice {
  const state = where.state ?? kitchen?.state ?? null;
  const inState = places.filter((place) => place.state === state);
  if (inState.length === 0) return places.length === 0 ? { kind: 'place', place: null } : { kind: 'no-place' };
  const { zip } = where;
  const byZip = zip === null ? undefined : inState.find((place) => place.zips.includes(zip));
  const wholeState = inState.find((place) => place.zips.length === 0);
  // A state whose only places are narrowed to ZIPs does not take the rest of the state.
  return (byZip ?? wholeState) ? { kind: 'place', place: byZip ?? wholeState ?? null } : { kind: 'no-place' };
}
