import type { AdminMenuProduct, AdminOrderView } from '@/domain/api-shapes';
import { shopDate } from '@/domain/fulfilment/schedule';
import { fewestPieces, enteredLineProblems } from '@/domain/owner-orders/entered-order';
import { checkOrderPatch } from '@/domain/owner-orders/order-change';
import type { OrderPatchBody, PathProblems } from '@/stores/admin/dashboard/order-change';

/*
 * The change dialog's values and what they send: only what differs from the order, checked as the
 * server checks it (the body's schema and the menu's fewest pieces), so the same words show before
 * anything is sent.
 */

type Window = { start: string; end: string };

/** One line of the order as typed: its dish and its pieces ('0' or empty: the line is removed). */
export interface ChangeLine {
  productId: number;
  name: string;
  pieces: string;
}

export interface ChangeValues {
  lines: ChangeLine[];
  /** The window chosen: the order's own until another is. */
  window: Window | null;
  notes: string;
}

/** The form's problems by its fields' names: a line's input is `line-{productId}`, the rest are the body's paths. */
export type ChangeErrors = Record<string, string>;

export const lineField = (productId: number) => `line-${productId}`;

/** The fields in the dialog's order, to focus the first with a problem. */
export const changeFieldOrder = (values: ChangeValues): string[] => [
  ...values.lines.map((line) => lineField(line.productId)),
  'items',
  'fulfilmentWindow',
  'notes',
];

/** The dialog as it opens: the order as it is. */
export const initialChange = (order: AdminOrderView): ChangeValues => ({
  lines: order.items.map((item) => ({ productId: item.productId, name: item.name, pieces: String(item.quantity) })),
  window: order.fulfilmentWindow,
  notes: order.notes ?? '',
});

/** The shop date a window falls on. */
export const windowDate = (window: Window): string => shopDate(new Date(window.start));

/** A dish added to the order, at its fewest pieces (10 for one sold in packs). */
export const addedLine = (dish: AdminMenuProduct): ChangeLine => ({
  productId: dish.id,
  name: dish.name,
  pieces: String(fewestPieces(dish)),
});

type Line = NonNullable<OrderPatchBody['items']>[number];

/** The lines that stay, in the dialog's order; a count that is no number stays NaN for the check to name. */
const keptLines = (values: ChangeValues): Line[] =>
  values.lines.flatMap((line) => {
    const typed = line.pieces.trim();
    const quantity = typed === '' ? 0 : Number(typed);
    return quantity === 0 ? [] : [{ productId: line.productId, quantity }];
  });

const sameLines = (a: readonly Line[], b: readonly Line[]) =>
  a.length === b.length &&
  a.every((line, index) => line.productId === b[index]?.productId && line.quantity === b[index]?.quantity);

/** Notes as the server keeps them: trimmed, none when blank. */
const keptNotes = (notes: string | null) => notes?.trim() || null;

/** The body PATCH /api/admin/orders/{id} takes: only the parts the owner changed. */
export function patchOf(values: ChangeValues, order: AdminOrderView): OrderPatchBody {
  const items = keptLines(values);
  const window = values.window;
  const moved =
    window !== null &&
    (order.fulfilmentWindow === null ||
      new Date(window.start).getTime() !== new Date(order.fulfilmentWindow.start).getTime());
  return {
    ...(!sameLines(items, order.items) && { items }),
    ...(moved && { fulfilmentWindow: window.start }),
    ...(keptNotes(values.notes) !== keptNotes(order.notes) && { notes: values.notes }),
  };
}

/** The body's problems on the dialog's fields: a line's ('items.1.quantity') on its dish's input. */
export function changeErrorsOf(problems: PathProblems, items: readonly Line[] = []): ChangeErrors {
  const errors: ChangeErrors = {};
  for (const [path, message] of Object.entries(problems)) {
    if (message === undefined) continue;
    const line = /^items\.(\d+)(\.|$)/.exec(path);
    const item = line ? items[Number(line[1])] : undefined;
    const field = item ? lineField(item.productId) : line ? 'items' : path;
    errors[field] ??= message;
  }
  return errors;
}

export type CheckedChange =
  | { ok: true; body: OrderPatchBody }
  /** `message`: the first problem, shown above the button when it names no field (nothing was changed). */
  | { ok: false; errors: ChangeErrors; message: string };

/**
 * The change checked as the server checks it: the body to send, or the problems by field. The
 * dishes' fewest pieces are checked once the menu has loaded (the server checks them either way).
 */
export function checkChange(
  values: ChangeValues,
  order: AdminOrderView,
  dishes: readonly AdminMenuProduct[] | undefined,
): CheckedChange {
  const body = patchOf(values, order);
  const checked = checkOrderPatch(body);
  const lines = body.items && dishes ? enteredLineProblems(body.items, dishes) : {};
  const problems = { ...lines, ...(checked.ok ? {} : checked.fields) };
  if (checked.ok && Object.keys(problems).length === 0) return { ok: true, body };
  const message = checked.ok ? (Object.values(problems)[0] ?? '') : checked.message;
  return { ok: false, errors: changeErrorsOf(problems, body.items), message };
}
