import { dishField, type FormErrors, formErrorsOf } from '@/components/forms/dish-errors';
import { type DishLine, dishLinesOf, itemsOf } from '@/components/standing-orders/dish-lines';
import { preferredWindowOf } from '@/components/standing-orders/standing-words';
import { windowOf, type WindowValues } from '@/components/standing-orders/window-fields';
import type { MenuItem } from '@/domain/menu';
import type { OrderType } from '@/domain/order-type';
import { checkBodyPaths } from '@/domain/schemas/checked-fields';
import type { SessionUser } from '@/domain/session-user';
import { standingOrderBodySchema } from '@/domain/standing/standing-order-body';
import type { StandingPrefill } from '@/stores/account/standing-order-prefill';
import type { NewStandingOrderBody } from '@/stores/account/standing-orders';

/** The new standing order as its form holds it: what she typed and chose, an empty field meaning none. */
export interface StandingFormValues extends WindowValues {
  lines: DishLine[];
  orderType: OrderType;
  address: string;
  endsOn: string;
  name: string;
  phone: string;
  channel: 'email' | 'sms';
  agreed: boolean;
}

/** The form's start: the past order's or the cart's, with her name and phone from her profile. */
export function startValues(prefill: StandingPrefill | null, menu: readonly MenuItem[], user: SessionUser) {
  const window = prefill?.window ? preferredWindowOf(prefill.window.start) : null;
  return {
    lines: dishLinesOf(prefill?.items ?? [], menu),
    orderType: prefill?.orderType ?? 'pickup',
    address: prefill?.address ?? '',
    weekday: window ? String(window.weekday) : '',
    time: window?.time ?? '',
    endsOn: '',
    name: `${user.firstName} ${user.lastName}`.trim(),
    phone: user.phone ?? prefill?.phone ?? '',
    channel: 'email',
    agreed: false,
  } satisfies StandingFormValues;
}

/** The fields in the form's order, to focus the first with a problem. */
export const fieldOrder = (lines: readonly DishLine[]): string[] => [
  ...lines.map((line) => dishField(line.productId)),
  'items',
  'orderType',
  'address',
  'window.weekday',
  'window.time',
  'window',
  'endsOn',
  'name',
  'phone',
  'channel',
  'agreed',
];

/**
 * The body POST /api/standing-orders takes, as typed (the server trims and checks it): the dishes
 * on the menu now (one that is not is left out, never an error), the address only for a delivery.
 */
export const bodyOf = (values: StandingFormValues) => ({
  items: itemsOf(values.lines, 'left-out'),
  orderType: values.orderType,
  address: values.orderType === 'delivery' ? values.address : '',
  window: windowOf(values),
  endsOn: values.endsOn === '' ? null : values.endsOn,
  name: values.name,
  phone: values.phone,
  channel: values.channel,
  agreed: values.agreed,
});

/** The form checked with the server's own schema: the body to send, or the problems on its fields. */
export function checkStandingForm(
  values: StandingFormValues,
): { ok: true; body: NewStandingOrderBody } | { ok: false; errors: FormErrors; message: string } {
  const body = bodyOf(values);
  const checked = checkBodyPaths(standingOrderBodySchema, body);
  if (checked.ok) return { ok: true, body: body as NewStandingOrderBody };
  return { ok: false, errors: formErrorsOf(checked.fields, body.items), message: checked.message };
}
