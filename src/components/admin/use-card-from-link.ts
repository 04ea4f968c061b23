import { useEffect } from 'react';

/**
 * Brings the card an alert links to into view (/admin#order-12, /admin/catering#catering-3, from
 * an alert's e-mail, text or push): once the list has loaded, and again when a tapped push moves an
 * open tab to another card. The cards are drawn after the page loads, too late for the browser's
 * own jump. `pattern` is the hash the page's cards answer to.
 */
export function useCardFromLink(loaded: boolean, pattern: RegExp): void {
  useEffect(() => {
    if (!loaded) return;
    const show = () => {
      const card = pattern.test(window.location.hash) ? document.querySelector(window.location.hash) : null;
      if (!card) return;
      card.scrollIntoView({ block: 'start' });
      // The card's heading takes the focus, so a screen reader starts there.
      const heading = card.querySelector<HTMLElement>('h3');
      if (!heading) return;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    };
    show();
    window.addEventListener('hashchange', show);
    return () => window.removeEventListener('hashchange', show);
  }, [loaded, pattern]);
}
