import { atom, computed } from 'nanostores';
import * as ordersApi from '@/domain/api/orders';
import * as settingsApi from '@/domain/api/settings';
import { type Answer, type Body, urlOf } from '@/domain/api';
import type { OrderType } from '@/domain/order-type';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, revalidateKeys } from '@/lib/api/query';
import { refusedChange } from '@/stores/shell/refusal';
import { refusedFields } from '@/stores/shell/refused-fields';

/*
 * The owner's new order (/admin/orders/new, issue 37): the dishes (the menu editor's list, so the
 * sold-out ones too), the windows of the day she is looking at, the order's money as the server
 * will charge it (POST /api/admin/orders/quote), and entering it (POST /api/admin/orders).
 */
export { $adminProducts as $orderDishes, reloadAdminProducts as reloadOrderDishes } from '@/stores/admin/menu/menu';

export type EnteredOrderBody = Body<typeof ordersApi.enter>;
export type EnteredQuoteBody = Body<typeof ordersApi.quoteEntered>;
export type EnteredOrder = Answer<typeof ordersApi.enter>;
export type QuoteView = Answer<typeof ordersApi.quoteEntered>;
export type DayWindows = Answer<typeof settingsApi.windows>;

/** Problems by the body's dotted paths ('customerInfo.phone', 'items.0.quantity'). */
export type PathProblems = Partial<Record<string, string>>;

const WINDOWS_KEY = urlOf(settingsApi.windows);

/** The day (and order type) whose windows the form shows; null asks for none. */
export const $windowsDay = atom<{ type: OrderType; date: string } | null>(null);

const $windowsUrl = computed($windowsDay, (day) => (day === null ? null : urlOf(settingsApi.windows, undefined, day)));

/** Every window of the day, full ones marked: the owner may still take one (the server then asks her to confirm). */
export const $dayWindows = createFetcherStore<DayWindows>([$windowsUrl], {
  // Places fill up while the page is open: never from the browser's HTTP cache, asked on every look.
  ...fromRoute(settingsApi.windows, true),
  dedupeTime: 0,
});

/** Asks for the windows again (Try Again, or an order just took a place). */
export const refreshWindows = (): void => revalidateKeys((key) => key.startsWith(WINDOWS_KEY));

export const QUOTE_FAILED = "We couldn't work out the total. Change the order to try again.";
export const ENTER_FAILED = 'Something went wrong. Please try again.';

export type NewOrderQuote =
  | { status: 'none' }
  | { status: 'updating' }
  | { status: 'ready'; quote: QuoteView }
  /** `problems`: beside their fields; `message`: shown in the money's place when it names none. */
  | { status: 'refused'; message: string; problems: PathProblems };

export const $newOrderQuote = atom<NewOrderQuote>({ status: 'none' });

/** Quantities are typed digit by digit: one quote for '25', soon after its last key, not one for '2'. */
const QUOTE_DELAY_MS = 400;
let quoteTimer: ReturnType<typeof setTimeout> | undefined;
/** Counts the asks, so an answer that a later change overtook is never shown. */
let quoteAsks = 0;

/**
 * Asks for the money of `body` once the typing has paused; null when there is nothing to quote
 * yet. 'Updating…' from the change on: a figure from before it is never shown.
 */
export function quoteSoon(body: EnteredQuoteBody | null): void {
  clearTimeout(quoteTimer);
  const ask = ++quoteAsks;
  if (body === null) {
    $newOrderQuote.set({ status: 'none' });
    return;
  }
  $newOrderQuote.set({ status: 'updating' });
  quoteTimer = setTimeout(async () => {
    let next: NewOrderQuote;
    try {
      next = { status: 'ready', quote: await callApi(ordersApi.quoteEntered, { body }) };
    } catch (error) {
      const { message } = refusedChange(error, QUOTE_FAILED);
      next = { status: 'refused', message, problems: refusedFields(error) };
    }
    if (ask === quoteAsks) $newOrderQuote.set(next);
  }, QUOTE_DELAY_MS);
}

/** Forgets the quote and any ask still waiting (the page is left, or the form starts afresh). */
export function stopQuoting(): void {
  clearTimeout(quoteTimer);
  quoteAsks += 1;
  $newOrderQuote.set({ status: 'none' });
}

export type EnterResult =
  | { ok: true; entered: EnteredOrder }
  /**
   * `message`: the server's words (or ENTER_FAILED); `problems`: by field; `overridable`: a kitchen
   * limit refused it, and sending it again with `overrideLimits` takes it anyway.
   */
  | { ok: false; message: string; problems: PathProblems; overridable: boolean };

/** Enters the order: booked at once, its link sent when it has one; the refusal's words otherwise. */
export async function enterOrder(body: EnteredOrderBody): Promise<EnterResult> {
  let entered: EnteredOrder;
  try {
    entered = await callApi(ordersApi.enter, { body });
  } catch (error) {
    const overridable = error instanceof ApiError && error.status === 409 && error.details['overridable'] === true;
    return { ...refusedChange(error, ENTER_FAILED), problems: refusedFields(error), overridable };
  }
  // It took its place: the window may be full now.
  refreshWindows();
  return { ok: true, entered };
}
