/*
 * The order's money as the server will charge it (POST /api/checkout/quote): the discount code's
 * share, the tax by rate and the total, asked again whenever the cart sheet changes what it would
 * send. The server prices everything; the browser only shows what it answered.
 */
import { atom, computed, onMount } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import * as paymentsApi from '@/domain/api/payments';
import { quotedMoney, type QuotedMoney } from '@/domain/order/order-view';
import { OUTSIDE_AREA } from '@/domain/service-area';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call';
import { $cart } from './cart';
import { $contactDetails, $deliveryCheck } from './checkout-details';
import { $pickupSpot } from './fulfilment-choice';

export type QuoteState =
  | { status: 'none' }
  | { status: 'loading'; key: string }
  | { status: 'ready'; key: string; money: QuotedMoney }
  | { status: 'refused'; key: string; message: string }
  | { status: 'failed'; key: string };

/** The code the customer applied (kept across reloads, as the rest of the sheet is); '' for none. */
export const $appliedCode = persistentAtom<string>('discountCode', '');
/** Why the code just tried was refused, in the server's words (it names the code); null otherwise. */
export const $codeRefusal = atom<string | null>(null);
export const $quote = atom<QuoteState>({ status: 'none' });

/** What the quote is asked for, or null while it cannot be: no order type, no dish, or an unchecked address. */
function quoteBody() {
  const cart = $cart.get();
  const contact = $contactDetails.get();
  const check = $deliveryCheck.get();
  if (cart.orderType === null || cart.items.length === 0) return null;
  const isDelivery = cart.orderType === 'delivery';
  // An address the check found outside the area has nothing to quote.
  if (isDelivery && (check === null || check.address !== contact.address || check.zone === OUTSIDE_AREA)) return null;
  const code = $appliedCode.get();
  const spot = isDelivery ? null : $pickupSpot.get();
  // Who is buying matters only to a code's limits per customer; the name never changes the money.
  const who = code === '' ? { phone: '', email: '' } : { phone: contact.phone, email: contact.email };
  return {
    orderData: {
      orderType: cart.orderType,
      items: cart.items.map(({ productId, quantity }) => ({ productId, quantity })),
      customerInfo: { name: '', ...who, address: isDelivery ? contact.address : null },
      tipPercent: isDelivery ? cart.tipPercent : 0,
      discountCode: code,
      // The spot's place taxes a pickup away from the kitchen (issue 50).
      ...(spot && { pickupSpotId: spot.id }),
    },
  };
}

/** The key of the quote the sheet needs now; null while none can be asked. */
const currentKey = () => {
  const body = quoteBody();
  return body === null ? null : JSON.stringify(body);
};

/**
 * What the sheet shows: the quoted money when the last answer is for the sheet exactly as it is;
 * 'updating' while a change waits for its answer (a figure from before the change is never shown);
 * 'none' when no quote can be asked yet, or the server refused or could not be reached.
 */
export const $shownQuote = computed(
  [$quote, $cart, $contactDetails, $deliveryCheck, $appliedCode, $pickupSpot],
  (quote): { status: 'none' } | { status: 'updating' } | { status: 'ready'; money: QuotedMoney } => {
    const key = currentKey();
    if (key === null) return { status: 'none' };
    if (quote.status === 'ready' && quote.key === key) return { status: 'ready', money: quote.money };
    if (quote.status === 'refused' || quote.status === 'failed')
      return quote.key === key ? { status: 'none' } : { status: 'updating' };
    return { status: 'updating' };
  },
);

/** Whether a refusal is the code's: every sentence about a code names it. */
const refusesCode = (message: string, code: string) => code !== '' && message.includes(code.toUpperCase());

/**
 * Asks for the quote of the sheet as it is now, unless the last answer was for exactly this. A
 * refusal naming the applied code takes the code off (its sentence stays beside the code field) and
 * asks again without it, so the customer still sees what they would pay.
 */
export async function refreshQuote(): Promise<QuoteState> {
  const body = quoteBody();
  if (body === null) {
    $quote.set({ status: 'none' });
    return $quote.get();
  }
  const key = JSON.stringify(body);
  const current = $quote.get();
  if (current.status !== 'none' && current.status !== 'loading' && current.key === key) return current;
  $quote.set({ status: 'loading', key });
  let next: QuoteState;
  try {
    next = { status: 'ready', key, money: quotedMoney(await callApi(paymentsApi.quote, { body })) };
  } catch (error) {
    const code = body.orderData.discountCode;
    if (error instanceof ApiError && refusesCode(error.message, code)) {
      $codeRefusal.set(error.message);
      $appliedCode.set('');
      return refreshQuote();
    }
    next = error instanceof ApiError ? { status: 'refused', key, message: error.message } : { status: 'failed', key };
  }
  // A later change asked again meanwhile: its answer is the one that counts.
  const latest = $quote.get();
  if (latest.status === 'loading' && latest.key === key) $quote.set(next);
  return next;
}

/** Applies a code: answers true when the server took it, false when refused (its sentence in $codeRefusal). */
export async function applyCode(typed: string): Promise<boolean> {
  $codeRefusal.set(null);
  $appliedCode.set(typed.trim());
  await refreshQuote();
  return $appliedCode.get() !== '';
}

export function removeCode(): void {
  $codeRefusal.set(null);
  $appliedCode.set('');
}

/** Steppers are pressed in runs: one quote for the run, soon after its last press. */
const DEBOUNCE_MS = 250;

onMount($shownQuote, () => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void refreshQuote(), DEBOUNCE_MS);
  };
  const stops = [$cart, $deliveryCheck, $appliedCode, $contactDetails, $pickupSpot].map((store) => store.listen(later));
  void refreshQuote();
  return () => {
    clearTimeout(timer);
    for (const stop of stops) stop();
  };
});
