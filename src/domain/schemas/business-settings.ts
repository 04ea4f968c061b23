import * as v from 'valibot';
import { ORDERING_MODES, type OrderingMode } from '../fulfilment/drops';
import { blankToNull, instantField, NOT_AN_OBJECT, objectOf } from './fields';

export const BANNER_MESSAGE_MAX = 280;
export const ACCEPTING_MISSING = 'Please say whether orders are being accepted';
export const PAUSE_ALONE = 'Send pausedUntil on its own';
export const PAUSE_TIME_INVALID = 'Choose when orders start again, as a time such as 2026-11-26T23:00:00Z';
export const ORDERING_MODE_INVALID = 'Choose how orders are taken: "always" or "drops"';
export const MODE_ALONE = 'Send orderingMode on its own';

/**
 * The administrator's change to the business status: either whether orders are accepted with,
 * optionally, the banner (`message` absent keeps it; null or blank clears it, so the banner falls
 * back to 'Open for Orders' / 'Currently Closed'), or a pause alone (`pausedUntil`, an ISO instant,
 * or null to resume now), which leaves every other setting as it is (issue 26), or how orders are
 * taken alone (`orderingMode`: always, or only inside the scheduled drops; issue 36).
 */
export const businessSettingsPatchSchema = v.pipe(
  objectOf(
    {
      isAcceptingOrders: v.optional(v.boolean(ACCEPTING_MISSING)),
      message: v.optional(
        blankToNull(
          v.pipe(
            v.string(),
            v.maxLength(BANNER_MESSAGE_MAX, `Message must be at most ${BANNER_MESSAGE_MAX} characters`),
          ),
          'Message must be text',
        ),
      ),
      orderingMode: v.optional(v.picklist(ORDERING_MODES, ORDERING_MODE_INVALID)),
      pausedUntil: v.optional(v.nullable(instantField(PAUSE_TIME_INVALID))),
    },
    NOT_AN_OBJECT,
  ),
  v.check(
    (patch) =>
      patch.pausedUntil === undefined || (patch.isAcceptingOrders === undefined && patch.message === undefined),
    PAUSE_ALONE,
  ),
  v.check(
    (patch) =>
      patch.orderingMode === undefined ||
      (patch.pausedUntil === undefined && patch.isAcceptingOrders === undefined && patch.message === undefined),
    MODE_ALONE,
  ),
  v.check(
    (patch) =>
      patch.pausedUntil !== undefined || patch.orderingMode !== undefined || patch.isAcceptingOrders !== undefined,
    ACCEPTING_MISSING,
  ),
  v.transform((patch): BusinessSettingsChange => {
    if (patch.orderingMode !== undefined) return { kind: 'mode', orderingMode: patch.orderingMode };
    if (patch.pausedUntil !== undefined) return { kind: 'pause', pausedUntil: patch.pausedUntil };
    return { kind: 'status', isAcceptingOrders: patch.isAcceptingOrders ?? false, message: patch.message };
  }),
);

/** A checked PATCH: the open/closed switch with the banner, a pause (null resumes), or the ordering mode. */
export type BusinessSettingsChange =
  | { kind: 'status'; isAcceptingOrders: boolean; message: string | null | undefined }
  | { kind: 'pause'; pausedUntil: Date | null }
  | { kind: 'mode'; orderingMode: OrderingMode };

export type BusinessSettingsPatch = BusinessSettingsChange;
