import * as v from 'valibot';
import { checkPickupSpot, type PickupSpotBody } from '@/domain/schemas/pickup-spot';
import { refuseFields } from '../http/http-error';
import { parsePathId } from '../http/path-id';
import { readJson } from '../http/read-json';

export const SPOT_NOT_FOUND = 'Pickup spot not found';

export const parseSpotId = (value: string | undefined): number => parsePathId(value, SPOT_NOT_FOUND);

/**
 * The body of POST or PUT /api/admin/pickup-spots checked as a whole: a refusal is a 400 with the
 * first problem as `message` and each field's first in `fields`, by its path ('hours.1.0.end'), so
 * the page shows each beside its field.
 */
export async function spotBodyOf(request: Request): Promise<PickupSpotBody> {
  // readJson refuses what is not JSON, too large or not an object.
  const checked = checkPickupSpot(await readJson(request, v.unknown()));
  if (!checked.ok) refuseFields(checked.fields, checked.message);
  return checked.value;
}
