import * as v from 'valibot';
import { ORDER_STATUSES } from '../order-status';
import { NOT_AN_OBJECT, objectOf } from './fields';

export const INVALID_ORDER_STATUS = `Status must be one of: ${ORDER_STATUSES.join(', ')}`;

/** PATCH /api/orders/{id}/status body; any status may follow any other (docs/behaviour/rules.md#order-statuses). */
export const orderStatusPatchSchema = objectOf(
  {
    status: v.picklist(ORDER_STATUSES, INVALID_ORDER_STATUS),
  },
  NOT_AN_OBJECT,
);

export type OrderStatusPatch = v.InferOutput<typeof orderStatusPatchSchema>;
