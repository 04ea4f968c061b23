/*
 * The facts that define where the kitchen delivers. Kept free of runtime imports on purpose:
 * scripts/generate-zip-table.mjs imports this file directly (Node strips the types), so the
 * generated ZIP table and the runtime lookup can never disagree about the base point, the radius
 * or the city list.
 */
import type { LatLon } from './geo';

/** The kitchen's base point: the centre of Overland Park, KS (docs/behaviour/rules.md#delivery-zones). */
export const DELIVERY_ORIGIN: LatLon = { lat: 38.9822, lon: -94.6708 };

/**
 * A recognised location farther than this is outside the area (docs/decisions.md#delivery-bands). It is also the
 * distance assumed for an address that matches no ZIP and no city, so such an address is priced
 * as Long Distance rather than refused.
 */
export const OUTSIDE_AREA_MILES = 100;

/** The zone name of a recognised location beyond OUTSIDE_AREA_MILES. */
export const OUTSIDE_AREA = 'Outside Area';

/** US states a service city can be in; the metro straddles the Kansas-Missouri line. */
export type MetroState = 'KS' | 'MO';

export interface ServiceCity {
  readonly name: string;
  /** The first state is assumed when the address names no state (Kansas City: MO, the larger). */
  readonly states: readonly [MetroState, ...MetroState[]];
}

/**
 * Cities recognised by name when an address has no ZIP. 'Shawnee Mission' is not a town
 * but the postal name of much of Johnson County; it is listed so that an address using it resolves
 * to one place instead of being read as Shawnee or as Mission.
 */
export const SERVICE_CITIES: readonly ServiceCity[] = [
  { name: 'Overland Park', states: ['KS'] },
  { name: 'Olathe', states: ['KS'] },
  { name: 'Leawood', states: ['KS'] },
  { name: 'Shawnee', states: ['KS'] },
  { name: 'Kansas City', states: ['MO', 'KS'] },
  { name: 'Lenexa', states: ['KS'] },
  { name: 'Prairie Village', states: ['KS'] },
  { name: 'Mission', states: ['KS'] },
  { name: 'Merriam', states: ['KS'] },
  { name: 'Shawnee Mission', states: ['KS'] },
];
