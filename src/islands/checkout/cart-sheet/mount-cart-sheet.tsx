import { useStore } from '@nanostores/react';
import { mountInBody } from '@/lib/mount-in-body';
import { $cartSheetOpen, closeCartSheet, openCartSheet } from '@/stores/checkout/cart-sheet';
import CartSheet from './cart-sheet';

/** The 'Your Order' sheet while $cartSheetOpen says so. */
export function CartSheetHost() {
  const open = useStore($cartSheetOpen);
  return open ? <CartSheet open onOpenChange={(next) => (next ? openCartSheet() : closeCartSheet())} /> : null;
}

/** Renders the page's one cart sheet (src/islands/checkout/cart-sheet/cart-launcher.ts). */
export const mountCartSheet = (): void => mountInBody(<CartSheetHost />);
