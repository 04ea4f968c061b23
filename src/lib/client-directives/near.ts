import type { ClientDirective } from 'astro';

/** What a visitor does first when they mean to use the page: a key, a tap, a click, a wheel. */
const GESTURES = ['keydown', 'pointerdown', 'touchstart', 'wheel'] as const;

/**
 * `client:near="200px"`: hydrates an island when it comes within that margin of the viewport, or at
 * the visitor's first gesture anywhere on the page, whichever comes first. For the home page's menu,
 * below the fold on a phone: a visit that only looks at the top of the page never loads React, and
 * one that starts using the page has it on the way before reaching the menu, whether by scrolling,
 * tapping the order type, or tabbing with the keyboard past controls still marked not ready
 * (docs/architecture.md#the-home-page).
 */
const near: ClientDirective = (load, options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    observer.disconnect();
    for (const gesture of GESTURES) window.removeEventListener(gesture, start, true);
    const hydrate = await load();
    await hydrate();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void start();
    },
    { rootMargin: options.value || '0px' },
  );
  for (const child of el.children) observer.observe(child);
  for (const gesture of GESTURES) window.addEventListener(gesture, start, { capture: true, passive: true });
};

export default near;
