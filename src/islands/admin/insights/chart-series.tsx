import { useId } from 'react';

/*
 * The two looks a chart's series take, told apart by more than colour: money is solid brand orange,
 * counts (orders, pieces, customers) are green stripes with a green outline. Both keep at least 3:1
 * against the white card (brand-700 5.2:1, kenya-green 6.9:1), and every bar has its figure beside
 * it in words.
 */
export type SeriesLook = 'money' | 'count';

/** An id usable inside `url(#…)`: React's ids carry characters a URL reference does not take. */
export const useSvgId = (): string => `chart-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

/** The stripes of the counts' look, defined once per drawing under `id`. */
export function CountStripes({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={id} patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">
        <rect width="6" height="6" className="fill-white" />
        <rect width="3" height="6" className="fill-kenya-green" />
      </pattern>
    </defs>
  );
}

/** The fill and outline of a look's shapes; `stripes`: the id its drawing gave CountStripes. */
export function seriesPaint(look: SeriesLook, stripes: string) {
  return look === 'money'
    ? { className: 'fill-brand-700' }
    : { fill: `url(#${stripes})`, className: 'stroke-kenya-green', strokeWidth: 1.5 };
}

/**
 * What each look stands for in a chart, in words beside its swatch; `stripes`: the id of the
 * drawing's CountStripes.
 */
export function Legend({
  items,
  stripes,
}: {
  items: ReadonlyArray<{ look: SeriesLook; label: string }>;
  stripes: string;
}) {
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
      {items.map((item) => (
        <span key={item.label} className="inline-flex items-center gap-1.5">
          <svg aria-hidden="true" width="16" height="16" className="shrink-0">
            <rect x="1" y="1" width="14" height="14" {...seriesPaint(item.look, stripes)} />
          </svg>
          {item.label}
        </span>
      ))}
    </div>
  );
}
