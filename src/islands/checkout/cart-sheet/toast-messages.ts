import type { DishProblem } from '@/domain/fulfilment/piece-limits';
import { chooseWindowPrompt } from '@/domain/fulfilment/window-label';
import type { OrderType } from '@/domain/order-type';
import type { ToastInput } from '@/stores/shell/toasts';

/** The toasts the sheet shows itself (the validation texts live in the checkout-contact schema). */
export const CLOSED_TOAST: ToastInput = {
  title: 'Currently Closed',
  description: 'We are not accepting orders right now. Please check back soon.',
  variant: 'destructive',
};

export const OUTSIDE_AREA_TOAST: ToastInput = {
  title: 'Outside Delivery Area',
  description: "Sorry, we don't deliver to this location yet.",
  variant: 'destructive',
};

export const ZONE_ERROR_TOAST: ToastInput = {
  title: 'Error',
  description: 'Could not determine delivery zone. Please try again.',
  variant: 'destructive',
};

/** Distances are rounded to one decimal by the domain; always show that decimal ('10.0 miles'). */
export const formatMiles = (miles: number): string => miles.toFixed(1);

/**
 * A validation text as a toast. The schema writes most as 'Title - Description'; the two that have
 * no title (phone, email) belong with the name check, so they share its title.
 */
export function validationToast(message: string): ToastInput {
  const at = message.indexOf(' - ');
  if (at === -1) return { title: 'Missing Information', description: message, variant: 'destructive' };
  return { title: message.slice(0, at), description: message.slice(at + 3), variant: 'destructive' };
}

/** Proceed to Payment without a pickup or delivery time. */
export const chooseWindowToast = (orderType: OrderType): ToastInput => ({
  title: chooseWindowPrompt(orderType),
  description: 'Pick a day and a time in your order.',
  variant: 'destructive',
});

/** Proceed to Payment with a dish over its most per order, or over what the chosen day has left: the checkout's words. */
export const dishProblemToast = (problem: DishProblem): ToastInput => ({
  title: problem.kind === 'per-order' ? 'Too many in one order' : 'Not enough left',
  description: problem.message,
  variant: 'destructive',
});

/**
 * Proceed to Payment when the server would not quote the order: its refusal (outside the delivery
 * area, a dish gone, the shop closed) in its own words, or, with no answer at all, a retry.
 */
export function quoteProblemToast(message: string | null): ToastInput {
  if (message === null) {
    return {
      title: 'Error',
      description: 'Could not reach the shop to price your order. Please try again.',
      variant: 'destructive',
    };
  }
  return message.includes(' - ')
    ? validationToast(message)
    : { title: 'Cannot place this order', description: message, variant: 'destructive' };
}
