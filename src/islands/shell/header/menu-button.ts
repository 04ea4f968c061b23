/**
 * The WAI-ARIA menu button pattern on server-rendered markup: a button (aria-haspopup="menu",
 * aria-controls) and a hidden role="menu" of role="menuitem" links and buttons. Opening moves focus
 * to the first item (ArrowUp: the last); ArrowUp/ArrowDown/Home/End move between the visible items;
 * Escape closes and returns focus to the button; Tab, a pick, or a press outside closes it.
 */
export function enhanceMenuButton(button: HTMLButtonElement, menu: HTMLElement): void {
  const items = () => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter((item) => !item.hidden);
  const isOpen = () => !menu.hidden;

  const open = (focus: 'first' | 'last') => {
    menu.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    const all = items();
    (focus === 'first' ? all[0] : all.at(-1))?.focus();
  };
  const close = (returnFocus: boolean) => {
    if (!isOpen()) return;
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (returnFocus) button.focus();
  };
  const moveFocus = (step: number | 'home' | 'end') => {
    const all = items();
    if (all.length === 0) return;
    const current = all.indexOf(document.activeElement as HTMLElement);
    const next = step === 'home' ? 0 : step === 'end' ? all.length - 1 : (current + step + all.length) % all.length;
    all[next]?.focus();
  };

  button.addEventListener('click', () => (isOpen() ? close(false) : open('first')));
  button.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open(event.key === 'ArrowDown' ? 'first' : 'last');
  });

  const stepFor: Record<string, number | 'home' | 'end'> = { ArrowDown: 1, ArrowUp: -1, Home: 'home', End: 'end' };
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') return close(false);
    if (event.key === 'Escape') {
      event.preventDefault();
      return close(true);
    }
    const step = stepFor[event.key];
    if (step === undefined) return;
    event.preventDefault();
    moveFocus(step);
  });
  // A pick closes the menu; a link then navigates, a button does its work.
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[role="menuitem"]')) close(false);
  });
  document.addEventListener('pointerdown', (event) => {
    const target = event.target as Node;
    if (isOpen() && !menu.contains(target) && !button.contains(target)) close(false);
  });
}
