import * as v from 'valibot';
import { blankToNull, NOT_AN_OBJECT, objectOf } from './fields';

export const BANNER_MESSAGE_MAX = 280;

/**
 * The administrator's change to the business status. `message` absent keeps the current banner;
 * null or blank clears it, so the banner falls back to 'Open for Orders' / 'Currently Closed'.
 */
export const businessSettingsPatchSchema = objectOf(
  {
    isAcceptingOrders: v.boolean('Please say whether orders are being accepted'),
    message: v.optional(
      blankToNull(
        v.pipe(v.string(), v.maxLength(BANNER_MESSAGE_MAX, `Message must be at most ${BANNER_MESSAGE_MAX} characters`)),
        'Message must be text',
      ),
    ),
  },
  NOT_AN_OBJECT,
);

export type BusinessSettingsPatch = v.InferOutput<typeof businessSettingsPatchSchema>;
