/*
 * A pickup spot's form as typed, and its check: the API's own schema
 * (src/domain/schemas/pickup-spot.ts), so the owner reads the server's words beside the fields
 * before anything is sent. Problems are keyed by the API's paths ('name', 'hours.1.0.end'), so the
 * server's `fields` land beside the same fields.
 */
import { closedWeek, type DayValues, daysOf, hoursOf, typedNumber } from '@/components/admin/weekly-hours/week-values';
import type { WeekdayKey } from '@/domain/schemas/fulfilment-settings';
import { checkPickupSpot } from '@/domain/schemas/pickup-spot';
import type { AdminSpot, SpotPayload } from '@/stores/admin/pickup-spots/pickup-spots';

export interface SpotFormValues {
  name: string;
  address: string;
  notes: string;
  private: boolean;
  /** False: the shop's hours, windows and limits. */
  ownHours: boolean;
  /** Kept while the shop's hours are chosen, so choosing its own again brings them back. */
  days: Record<WeekdayKey, DayValues>;
  windowMinutes: string;
  /** Empty: no limit. */
  windowPieces: string;
}

export type SpotFormErrors = Record<string, string>;
export type SpotTextField = 'name' | 'address' | 'notes' | 'windowPieces';

/** A new spot's window length until the owner chooses one. */
const FIRST_WINDOW = '30';

export const emptySpotForm = (): SpotFormValues => ({
  name: '',
  address: '',
  notes: '',
  private: false,
  ownHours: false,
  days: daysOf(closedWeek()),
  windowMinutes: FIRST_WINDOW,
  windowPieces: '',
});

export const formValuesOf = (spot: AdminSpot): SpotFormValues => ({
  name: spot.name,
  address: spot.address,
  notes: spot.notes,
  private: spot.private,
  ownHours: spot.hours !== null,
  days: daysOf(spot.hours ?? closedWeek()),
  windowMinutes: spot.windowMinutes === null ? FIRST_WINDOW : String(spot.windowMinutes),
  windowPieces: spot.windowPieces === null ? '' : String(spot.windowPieces),
});

/** The body the API takes, from the form as typed: the shop's hours send no hours, window or pieces. */
export function payloadOf(values: SpotFormValues): SpotPayload {
  const own = values.ownHours;
  return {
    name: values.name,
    address: values.address,
    notes: values.notes,
    private: values.private,
    hours: own ? hoursOf(values.days) : null,
    // Offered only from the lengths the schema allows; checked again before and after sending.
    windowMinutes: own ? (typedNumber(values.windowMinutes) as SpotPayload['windowMinutes']) : null,
    windowPieces: own && values.windowPieces.trim() !== '' ? typedNumber(values.windowPieces) : null,
  };
}

/** The form checked as the server will check it; every problem by its path. */
export function checkSpotForm(
  values: SpotFormValues,
): { ok: true; payload: SpotPayload } | { ok: false; errors: SpotFormErrors } {
  const payload = payloadOf(values);
  const checked = checkPickupSpot(payload);
  return checked.ok ? { ok: true, payload } : { ok: false, errors: checked.fields as SpotFormErrors };
}
