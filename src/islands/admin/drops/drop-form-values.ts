import * as v from 'valibot';
import { addDays, shopDate, UPCOMING_DAYS } from '@/domain/fulfilment/schedule';
import { instantOfShopDateTimeLocal, shopDateTimeLocal } from '@/domain/fulfilment/shop-datetime';
import {
  CLOSES_AT_INVALID,
  OPENS_AT_INVALID,
  orderingPeriodBodySchema,
  SUBJECT_MISSING,
} from '@/domain/schemas/ordering-period';
import type { Drop, DropPayload, DropProblems, PickupSpot } from '@/stores/admin/drops/drops';

/** A drop as its form holds it: the times as typed on the shop's clock, the announcement's words. */
export interface DropFormValues {
  /** datetime-local values, '2026-12-04T09:00', on the shop's clock. */
  opensAt: string;
  closesAt: string;
  sellsDates: string[];
  note: string;
  announce: boolean;
  subject: string;
  text: string;
  /** The pickup spots it sells at, of those not archived. */
  spotIds: number[];
}

export type DropField = 'opensAt' | 'closesAt' | 'sellsDates' | 'spotIds' | 'note' | 'subject' | 'text';
export type DropFormErrors = Partial<Record<DropField, string>>;

/** The fields in the form's order, to focus the first with a problem. */
export const DROP_FIELDS: readonly DropField[] = [
  'opensAt',
  'closesAt',
  'sellsDates',
  'spotIds',
  'note',
  'subject',
  'text',
];

export const OPENS_AT_MISSING = 'Choose the day and time ordering opens';
export const CLOSES_AT_MISSING = 'Choose the day and time ordering closes';

/** The spots a drop can be given: those not archived, in the owner's order. */
export const offeredSpots = (spots: readonly PickupSpot[]): PickupSpot[] => spots.filter((spot) => !spot.archived);

/** A new drop sells at every spot offered until the owner unticks some. */
export const emptyDropForm = (spots: readonly PickupSpot[]): DropFormValues => ({
  opensAt: '',
  closesAt: '',
  sellsDates: [],
  note: '',
  announce: false,
  subject: '',
  text: '',
  spotIds: offeredSpots(spots).map((spot) => spot.id),
});

/** A drop's form: its spots still offered stay ticked (an archived one can be chosen no more). */
export const formValuesOf = (drop: Drop, spots: readonly PickupSpot[]): DropFormValues => ({
  opensAt: shopDateTimeLocal(new Date(drop.opensAt)),
  closesAt: shopDateTimeLocal(new Date(drop.closesAt)),
  sellsDates: [...drop.sellsDates],
  note: drop.note ?? '',
  announce: drop.announce !== null,
  subject: drop.announce?.subject ?? '',
  text: drop.announce?.text ?? '',
  spotIds: offeredSpots(spots)
    .map((spot) => spot.id)
    .filter((id) => drop.spotIds.includes(id)),
});

/**
 * The days offered as 'days it sells': the eight from the opening's day (today's until an opening
 * is typed), as the cart sheet offers eight, with any already chosen outside them.
 */
export function dayChoices(values: Pick<DropFormValues, 'opensAt' | 'sellsDates'>, now: Date): string[] {
  const opening = instantOfShopDateTimeLocal(values.opensAt);
  const first = opening ? shopDate(new Date(opening)) : shopDate(now);
  const days = Array.from({ length: UPCOMING_DAYS }, (_, ahead) => addDays(first, ahead));
  return [...new Set([...days, ...values.sellsDates])].sort();
}

/** Every field, as the API takes them whole: the times as instants, the words only when announced. */
export const payloadOf = (values: DropFormValues): DropPayload => ({
  // A time that is not one is sent as typed, for the schema to name.
  opensAt: instantOfShopDateTimeLocal(values.opensAt) ?? values.opensAt,
  closesAt: instantOfShopDateTimeLocal(values.closesAt) ?? values.closesAt,
  sellsDates: values.sellsDates,
  note: values.note,
  announce: values.announce ? { subject: values.subject, text: values.text } : null,
  spotIds: values.spotIds,
});

/** The form's words for a time that is missing or not one: the API's name an ISO instant, which the owner never types. */
const TIME_WORDS: Readonly<Record<string, string>> = {
  [OPENS_AT_INVALID]: OPENS_AT_MISSING,
  [CLOSES_AT_INVALID]: CLOSES_AT_MISSING,
};

/** An announcement's problem (the API names the announcement) on its own field: the subject's, or the text's. */
const announceField = (problem: string): DropField =>
  problem === SUBJECT_MISSING || problem.startsWith('The subject') ? 'subject' : 'text';

/** The API's problems by field (its 400), on the form's fields. */
export function formErrorsOf(problems: DropProblems): DropFormErrors {
  const errors: DropFormErrors = {};
  for (const [field, problem] of Object.entries(problems) as Array<[keyof DropProblems, string]>) {
    if (field === 'announce') errors[announceField(problem)] ??= problem;
    else errors[field] ??= TIME_WORDS[problem] ?? problem;
  }
  return errors;
}

/**
 * The form checked by the API's own schema, so each problem shows beside its field in the server's
 * words before anything is sent; an announcement's by its subject or its text. Whether it overlaps
 * another drop, or has passed, only the server can say.
 */
export function checkDropForm(
  values: DropFormValues,
): { ok: true; payload: DropPayload } | { ok: false; errors: DropFormErrors } {
  const payload = payloadOf(values);
  const result = v.safeParse(orderingPeriodBodySchema, payload);
  if (result.success) return { ok: true, payload };
  const problems: DropProblems = {};
  const errors: DropFormErrors = {};
  for (const issue of result.issues) {
    const [first, second] = issue.path?.map((item) => item.key) ?? [];
    if (first === 'announce' && (second === 'subject' || second === 'text')) errors[second] ??= issue.message;
    else if (typeof first === 'string') problems[first as keyof DropProblems] ??= issue.message;
  }
  return { ok: false, errors: { ...formErrorsOf(problems), ...errors } };
}
