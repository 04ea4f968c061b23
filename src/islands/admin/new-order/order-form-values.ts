import type { AdminMenuProduct } from '@/domain/menu';
import type { OrderType } from '@/domain/order-type';
import {
  checkEnteredOrder,
  DEFAULT_HOLD_HOURS,
  enteredLineProblems,
  type EnteredPayment,
  type HOLD_HOURS,
  type LinkChannel,
} from '@/domain/owner-orders/entered-order';
import { dishField, type FormErrors, formErrorsOf } from '@/components/forms/dish-errors';
import type { EnteredOrderBody, EnteredQuoteBody, PathProblems } from '@/stores/admin/new-order/new-order';

export type HoldHours = (typeof HOLD_HOURS)[number];

/** The new order as its form holds it: what the owner types, an empty field meaning none. */
export interface NewOrderValues {
  orderType: OrderType;
  /** Pieces of each dish as typed, by the dish's id; blank or missing: none of it. */
  pieces: Record<number, string>;
  /** The shop date whose windows are shown. */
  date: string;
  /** The window chosen, on that day or another one looked at before. */
  window: { start: string; end: string } | null;
  name: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
  discountCode: string;
  payment: EnteredPayment;
  sendLinkBy: LinkChannel[];
  holdHours: HoldHours;
}

export { dishField, type FormErrors, formErrorsOf };

/**
 * The fields in the form's order, to focus the first with a problem: the dishes, then the rest as
 * they come down the page.
 */
export const fieldOrder = (dishes: readonly Pick<AdminMenuProduct, 'id'>[]): string[] => [
  ...dishes.map((dish) => dishField(dish.id)),
  'items',
  'orderType',
  'fulfilmentWindow',
  'customerInfo.name',
  'customerInfo.phone',
  'customerInfo.email',
  'customerInfo.address',
  'notes',
  'discountCode',
  'payment',
  'sendLinkBy',
  'holdHours',
];

/** A form with nothing typed yet: pickup, today, paid by a link texted to the customer and held 2 hours. */
export const emptyNewOrder = (today: string): NewOrderValues => ({
  orderType: 'pickup',
  pieces: {},
  date: today,
  window: null,
  name: '',
  phone: '',
  email: '',
  address: '',
  notes: '',
  discountCode: '',
  payment: 'link',
  sendLinkBy: ['text'],
  holdHours: DEFAULT_HOLD_HOURS,
});

type Line = EnteredOrderBody['items'][number];

/** The dishes with pieces typed, in the menu's order; a count that is no number stays NaN for the check to name. */
export const linesOf = (values: NewOrderValues, dishes: readonly AdminMenuProduct[]): Line[] =>
  dishes.flatMap((dish) => {
    const typed = (values.pieces[dish.id] ?? '').trim();
    return typed === '' ? [] : [{ productId: dish.id, quantity: Number(typed) }];
  });

/** The body POST /api/admin/orders takes, every field as typed (the server trims and checks them). */
export function bodyOf(values: NewOrderValues, dishes: readonly AdminMenuProduct[]): EnteredOrderBody {
  return {
    orderType: values.orderType,
    items: linesOf(values, dishes),
    customerInfo: {
      name: values.name,
      phone: values.phone,
      email: values.email,
      // A pickup goes nowhere: an address typed before switching to pickup is kept in the form only.
      address: values.orderType === 'delivery' ? values.address : '',
    },
    fulfilmentWindow: values.window?.start ?? '',
    notes: values.notes,
    discountCode: values.discountCode,
    payment: values.payment,
    ...(values.payment === 'link' ? { sendLinkBy: values.sendLinkBy, holdHours: values.holdHours } : {}),
  };
}

/**
 * The problems of the body under the API's own check and the menu's (a dish's fewest pieces), by
 * the body's paths, so each shows beside its field in the server's words before anything is sent.
 */
function problemsOf(body: EnteredOrderBody, dishes: readonly AdminMenuProduct[]): PathProblems {
  const checked = checkEnteredOrder(body);
  return { ...enteredLineProblems(body.items, dishes), ...(checked.ok ? {} : checked.fields) };
}

/** The form checked as the server checks it: the body to send, or the problems by field. */
export function checkNewOrder(
  values: NewOrderValues,
  dishes: readonly AdminMenuProduct[],
): { ok: true; body: EnteredOrderBody } | { ok: false; errors: FormErrors } {
  const body = bodyOf(values, dishes);
  const problems = problemsOf(body, dishes);
  return Object.keys(problems).length === 0
    ? { ok: true, body }
    : { ok: false, errors: formErrorsOf(problems, body.items) };
}

/**
 * What to ask the quote for, or null while it cannot be priced: no dish, a line the form finds at
 * fault (it would only be refused), or a delivery without its address.
 */
export function quoteBodyOf(values: NewOrderValues, dishes: readonly AdminMenuProduct[]): EnteredQuoteBody | null {
  const body = bodyOf(values, dishes);
  if (body.items.length === 0) return null;
  const isDelivery = values.orderType === 'delivery';
  if (isDelivery && values.address.trim() === '') return null;
  const problems = problemsOf(body, dishes);
  if (Object.keys(problems).some((path) => path.startsWith('items'))) return null;
  // The quote takes the name, phone and time as far as they are typed (none changes the money; a
  // code's limits per customer are checked once the phone or e-mail is there).
  return {
    orderType: body.orderType,
    items: body.items,
    customerInfo: { name: values.name, phone: values.phone, email: values.email, address: body.customerInfo.address },
    ...(values.window && { fulfilmentWindow: values.window.start }),
    discountCode: values.discountCode.trim(),
  };
}
