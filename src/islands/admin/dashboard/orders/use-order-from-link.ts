import { useEffect } from 'react';

/**
 * Brings the card an alert links to into view (/admin#order-12, from a new-order e-mail, text or
 * push): once its order has loaded, and again when a tapped push moves an open tab to another
 * order. The cards are drawn after the page loads, too late for the browser's own jump.
 */
export function useOrderFromLink(loaded: boolean): void {
  useEffect(() => {
    if (!loaded) return;
    const show = () => {
      const card = /^#order-\d+$/.test(window.location.hash) ? document.querySelector(window.location.hash) : null;
      if (!card) return;
      card.scrollIntoView({ block: 'start' });
      // The order's heading takes the focus, so a screen reader starts there.
      const heading = card.querySelector<HTMLElement>('h3');
      if (!heading) return;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    };
    show();
    window.addEventListener('hashchange', show);
    return () => window.removeEventListener('hashchange', show);
  }, [loaded]);
}
