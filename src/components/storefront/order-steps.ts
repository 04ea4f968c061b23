import type { Cart } from '@/domain/cart';

export const ORDER_STEPS = ['Order Type', 'Select Items', 'Add to Cart', 'Review Order', 'Payment'] as const;

/** The current step: 1 with no order type, 2 once chosen, 4 once the cart has items. */
export function currentStep(cart: Pick<Cart, 'orderType' | 'items'>): number {
  if (cart.orderType === null) return 1;
  return cart.items.length > 0 ? 4 : 2;
}

export type StepState = 'done' | 'current' | 'next';

/** How a step (1-based) shows while `current` is the current one. */
export function stepState(step: number, current: number): StepState {
  if (step < current) return 'done';
  return step === current ? 'current' : 'next';
}
