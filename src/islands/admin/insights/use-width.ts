import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element in CSS pixels, followed as it changes: the charts draw at the size they
 * are shown, so their text keeps the page's font size at any width or zoom instead of shrinking
 * with a scaled drawing. `fallback` until the first measure (and where nothing is laid out).
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = element.clientWidth;
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
