import { describe, expect, it } from 'vitest';
import { $cartSheetOpen, closeCartSheet, openCartSheet } from '@/stores/checkout/cart-sheet';

describe('cart sheet open state', () => {
  it('starts closed, and the header and the launcher share one open state', () => {
    expect($cartSheetOpen.get()).toBe(false);
    openCartSheet();
    expect($cartSheetOpen.get()).toBe(true);
    closeCartSheet();
    expect($cartSheetOpen.get()).toBe(false);
  });
});
