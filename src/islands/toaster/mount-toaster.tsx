import { createRoot } from 'react-dom/client';
import Toaster from './toaster';

/** Renders the page's one toaster at the end of the body. */
export function mountToaster(): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Toaster />);
}
