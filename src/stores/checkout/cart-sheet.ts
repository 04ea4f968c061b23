import { atom } from 'nanostores';

/** Whether the 'Your Order' sheet is open; the header's cart button and the home page share it. */
export const $cartSheetOpen = atom(false);

export function openCartSheet(): void {
  $cartSheetOpen.set(true);
}

export function closeCartSheet(): void {
  $cartSheetOpen.set(false);
}
