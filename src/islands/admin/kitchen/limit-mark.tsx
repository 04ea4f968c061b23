/**
 * Said in words, not only in colour, when a dish or a window has reached its limit in pieces
 * ('Sold out', 'Full') or gone past it ('Full, 3 over': an owner may lower a limit after orders
 * came in). Nothing below the limit. `over` is overLimit's answer (src/domain/kitchen/kitchen-limits.ts).
 */
export function LimitMark({ over, word }: { over: number | null; word: 'Sold out' | 'Full' }) {
  if (over === null) return null;
  return (
    <span className="inline-flex items-center rounded-full border-2 border-kenya-red bg-white px-2 py-0.5 text-xs font-bold tracking-wide text-kenya-red uppercase">
      {over === 0 ? word : `${word}, ${over} over`}
    </span>
  );
}
