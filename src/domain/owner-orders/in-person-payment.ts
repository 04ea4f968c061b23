/*
 * A payment the owner took in person, cash or by a card reader (issue 37): POST
 * /api/admin/orders/{id}/paid's body. More than 0 and at most what the order still owes.
 */
import * as v from 'valibot';
import { apiAmountSchema } from '../order/api-money';
import { formatUsd } from '../money';
import { IN_PERSON_METHODS } from '../order/payment-method';
import { checkBody } from '../schemas/checked-fields';
import { NOT_AN_OBJECT, objectOf } from '../schemas/fields';

export const PAID_AMOUNT_INVALID = 'Enter the amount taken, more than $0.00';
export const PAID_HOW_INVALID = 'Choose cash or card reader';
export const paidTooMuch = (owedCents: number) => `The order is ${formatUsd(owedCents)}: enter at most that`;

export const inPersonEntries = {
  amount: v.pipe(apiAmountSchema(PAID_AMOUNT_INVALID), v.minValue(1, PAID_AMOUNT_INVALID)),
  how: v.picklist(IN_PERSON_METHODS, PAID_HOW_INVALID),
};

export const inPersonPaymentSchema = objectOf(inPersonEntries, NOT_AN_OBJECT);
export type InPersonPayment = v.InferOutput<typeof inPersonPaymentSchema>;

export const checkInPersonPayment = (input: unknown) => checkBody(inPersonPaymentSchema, inPersonEntries, input);
