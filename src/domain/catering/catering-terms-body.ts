/*
 * The owner's defaults for a new catering quote (issue 48; GET/PUT /api/admin/catering/terms): the
 * deposit's percent, the days before the event the deposit is paid back in full, and the
 * cancellation terms (Markdown). A quote takes them when it leaves them out.
 */
import * as v from 'valibot';
import { checkBodyPaths } from '../schemas/checked-fields';
import { NOT_AN_OBJECT, objectOf } from '../schemas/fields';
import {
  PERCENT_INVALID,
  REFUND_DAYS_INVALID,
  REFUND_DAYS_MAX,
  TERMS_MAX,
  TERMS_TOO_LONG,
} from './catering-quote-body';

const whole = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.safeInteger(message), v.minValue(min, message), v.maxValue(max, message));

export const cateringTermsBodySchema = objectOf(
  {
    depositPercent: whole(0, 100, PERCENT_INVALID),
    fullRefundDays: whole(0, REFUND_DAYS_MAX, REFUND_DAYS_INVALID),
    terms: v.pipe(v.string(TERMS_TOO_LONG), v.maxLength(TERMS_MAX, TERMS_TOO_LONG)),
  },
  NOT_AN_OBJECT,
);

export type CateringTermsBody = v.InferOutput<typeof cateringTermsBodySchema>;
export const checkCateringTermsBody = (input: unknown) => checkBodyPaths(cateringTermsBodySchema, input);
