/*
 * The /catering page's plain form (no script needed): its fields read as the API's body, and a
 * refusal's way back to the page. The way back names the fields at fault by name only and carries
 * what was chosen that is not personal (the date, time, type, headcount and pieces), never the
 * name, e-mail, phone, address or note (a URL stays in logs and history), nor free text (a crafted
 * link could make the page say anything): the page words each problem itself.
 */
import { instantOfShopDateTimeLocal } from '../fulfilment/shop-datetime';
import type { FulfilmentSchedule } from '../fulfilment/schedule';
import type { EnteredDish } from '../owner-orders/entered-order';
import { eventDateRefusal } from './event-date';
import {
  CATERING_MAX_PIECES,
  cateringLineProblems,
  EVENT_AT_INVALID,
  PIECES_INVALID,
  CONTACT_PROBLEMS,
  type CateringRequestField,
  CATERING_ADDRESS_MISSING,
  CATERING_NOTE_TOO_LONG,
  HEADCOUNT_INVALID,
  NO_DISHES,
  ORDER_TYPE_MISSING,
} from './catering-request';
import { OUTSIDE_DELIVERY_AREA } from '../schemas/checkout-contact';

/** A dish's pieces field: `pieces-12`. */
export const piecesField = (productId: number): string => `pieces-${productId}`;
const PIECES = /^pieces-(\d{1,9})$/;

/** The form's own fields for the event's date and time (shop time), read as one instant. */
export const FORM_KEPT = ['date', 'time', 'orderType', 'headcount'] as const;

/** A whole number as typed, or what was typed (the schema refuses it in its words). */
const typedWhole = (text: string | undefined): number | string => {
  const trimmed = (text ?? '').trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/** The body POST /api/catering-requests takes, from the form's fields; a blank pieces field asks for none. */
export function bodyOfForm(fields: Readonly<Record<string, string>>): Record<string, unknown> {
  const items = Object.entries(fields).flatMap(([name, value]) => {
    const id = PIECES.exec(name)?.[1];
    return id && value.trim() !== '' ? [{ productId: Number(id), pieces: typedWhole(value) }] : [];
  });
  return {
    eventAt: instantOfShopDateTimeLocal(`${fields['date'] ?? ''}T${fields['time'] ?? ''}`) ?? '',
    orderType: fields['orderType'] ?? '',
    address: fields['address'] ?? '',
    headcount: typedWhole(fields['headcount']),
    items,
    note: fields['note'] ?? '',
    name: fields['name'] ?? '',
    email: fields['email'] ?? '',
    phone: fields['phone'] ?? '',
  };
}

/** The problems a way back can name; `outside` is an address beyond the delivery area. */
export const RETURN_PROBLEMS = [
  'eventAt',
  'orderType',
  'address',
  'outside',
  'headcount',
  'items',
  'pieces',
  'note',
  'name',
  'email',
  'phone',
] as const;
export type ReturnProblem = (typeof RETURN_PROBLEMS)[number];
export const PROBLEM_PARAM = 'problem';

/** The problem a refused body's field path is named by on the way back ('items.0.pieces' → 'pieces'). */
export function returnProblemOf(path: string, message: string): ReturnProblem {
  if (path === 'address' && message === OUTSIDE_DELIVERY_AREA) return 'outside';
  if (/^items\.\d+\./.test(path)) return 'pieces';
  const field = path.split('.')[0] as CateringRequestField;
  return (RETURN_PROBLEMS as readonly string[]).includes(field) ? field : 'items';
}

/** The page's address after a refused post: the problems' names and what was chosen that is not personal. */
export function returnQuery(
  fields: Readonly<Record<string, string>>,
  problems: Partial<Record<string, string>>,
): string {
  const query = new URLSearchParams();
  for (const name of new Set(Object.entries(problems).map(([path, message]) => returnProblemOf(path, message ?? '')))) {
    query.append(PROBLEM_PARAM, name);
  }
  for (const [name, value] of Object.entries(fields)) {
    const kept = (FORM_KEPT as readonly string[]).includes(name) || PIECES.test(name);
    if (kept && value.trim() !== '' && value.length <= 20) query.set(name, value.trim());
  }
  return `/catering?${query}`;
}

/** The static words of the problems the page cannot work out again from the kept values. */
export const STATIC_PROBLEM_WORDS: Record<Exclude<ReturnProblem, 'eventAt' | 'pieces'>, string> = {
  orderType: ORDER_TYPE_MISSING,
  address: CATERING_ADDRESS_MISSING,
  outside: OUTSIDE_DELIVERY_AREA,
  headcount: HEADCOUNT_INVALID,
  items: NO_DISHES,
  note: CATERING_NOTE_TOO_LONG,
  ...CONTACT_PROBLEMS,
};

export const isReturnProblem = (name: string): name is ReturnProblem =>
  (RETURN_PROBLEMS as readonly string[]).includes(name);

/** What the page knows to word the problems again: the dishes, the owner's notice, the kitchen's days. */
export interface ProblemContext {
  dishes: readonly EnteredDish[];
  leadDays: number;
  schedule: Pick<FulfilmentSchedule, 'hours' | 'blockedDates'>;
  now: Date;
}

/** Each pieces field's problem with the kept pieces, worked out again from the menu. */
function piecesWords(query: URLSearchParams, dishes: readonly EnteredDish[]): Record<string, string> {
  const words: Record<string, string> = {};
  for (const [name, value] of query) {
    const id = PIECES.exec(name)?.[1];
    if (!id) continue;
    const pieces = typedWhole(value);
    if (typeof pieces !== 'number' || pieces < 1 || pieces > CATERING_MAX_PIECES) words[name] = PIECES_INVALID;
    else {
      const [problem] = Object.values(cateringLineProblems([{ productId: Number(id), pieces }], dishes));
      if (problem) words[name] = problem;
    }
  }
  return words;
}

/**
 * The words beside each form field ('date', 'pieces-12', 'email', ...) for the problems a way back
 * names; the date's and the pieces' worked out again from the kept values, the rest fixed.
 */
export function problemWords(query: URLSearchParams, context: ProblemContext): Record<string, string> {
  const named = new Set(query.getAll(PROBLEM_PARAM).filter(isReturnProblem));
  const words: Record<string, string> = {};
  for (const problem of named) {
    if (problem === 'eventAt' || problem === 'pieces') continue;
    words[problem === 'outside' ? 'address' : problem] = STATIC_PROBLEM_WORDS[problem];
  }
  if (named.has('eventAt')) {
    const at = instantOfShopDateTimeLocal(`${query.get('date') ?? ''}T${query.get('time') ?? ''}`);
    words['date'] = at ? (eventDateRefusal(new Date(at), context, context.now) ?? EVENT_AT_INVALID) : EVENT_AT_INVALID;
  }
  if (named.has('pieces')) Object.assign(words, piecesWords(query, context.dishes));
  return words;
}
