import { checkOrderingPeriod, type OrderingPeriodBody } from '@/domain/schemas/ordering-period';
import { HttpError } from '../http/http-error';
import { parsePathId } from '../http/path-id';

export const DROP_NOT_FOUND = 'Drop not found';

export const parseDropId = (value: string | undefined): number => parsePathId(value, DROP_NOT_FOUND);

/**
 * The body of POST or PATCH /api/admin/drops checked as a whole: a refusal is a 400 with the first
 * problem as `message` and each field's first in `fields`, so the page shows each beside its field.
 */
export function parseDropBody(body: unknown): OrderingPeriodBody {
  const checked = checkOrderingPeriod(body);
  if (!checked.ok) throw new HttpError(400, checked.message, {}, { fields: checked.fields });
  return checked.value;
}
