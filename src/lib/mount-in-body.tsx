import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders a React tree at the end of the body: how the plain-script pages bring in a piece that
 * needs React (the toaster, the cart sheet, the rate-your-order popup) only once it is wanted.
 */
export function mountInBody(tree: ReactNode): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(tree);
}
