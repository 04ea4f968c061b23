import { checkTaxPlace, type TaxPlaceProblems } from '@/domain/schemas/tax-place';
import type { TaxPlace, TaxPlacePayload } from '@/stores/admin/tax/tax';

/** A tax place as its form holds it: what the owner types, ZIP codes as one text. */
export interface PlaceFormValues {
  name: string;
  state: string;
  /** '66204, 66207 66210': commas, spaces or new lines between them; empty for the whole state. */
  zips: string;
  preparedRate: string;
  foodRate: string;
  taxesDeliveryFee: boolean;
  isKitchen: boolean;
}

export type PlaceTextField = 'name' | 'state' | 'zips' | 'preparedRate' | 'foodRate';
/** Problems by field, from the form's check or the server's refusal. */
export type PlaceFormErrors = TaxPlaceProblems;

/** The fields in the form's order, to focus the first with a problem. */
export const PLACE_FIELDS: readonly PlaceTextField[] = ['name', 'state', 'zips', 'preparedRate', 'foodRate'];

export const emptyPlaceForm = (): PlaceFormValues => ({
  name: '',
  state: 'KS',
  zips: '',
  preparedRate: '',
  foodRate: '',
  taxesDeliveryFee: false,
  isKitchen: false,
});

export const formValuesOf = (place: TaxPlace): PlaceFormValues => ({
  name: place.name,
  state: place.state,
  zips: place.zips.join(', '),
  preparedRate: place.preparedRate,
  foodRate: place.foodRate,
  taxesDeliveryFee: place.taxesDeliveryFee,
  isKitchen: place.isKitchen,
});

/** The ZIP codes typed in one field. */
export const typedZips = (typed: string): string[] => typed.split(/[\s,;]+/).filter(Boolean);

/** A rate as typed, without the '%' some people add although the field shows it. */
const typedRate = (typed: string): string => typed.trim().replace(/\s*%$/, '');

/**
 * The form checked by the API's own schema, so each problem shows beside its field in the server's
 * words before anything is sent; the payload keeps the rates as typed ('9.35').
 */
export function checkPlaceForm(
  values: PlaceFormValues,
): { ok: true; payload: TaxPlacePayload } | { ok: false; errors: PlaceFormErrors } {
  const payload: TaxPlacePayload = {
    ...values,
    zips: typedZips(values.zips),
    preparedRate: typedRate(values.preparedRate),
    foodRate: typedRate(values.foodRate),
  };
  const checked = checkTaxPlace(payload);
  return checked.ok ? { ok: true, payload } : { ok: false, errors: checked.fields };
}
