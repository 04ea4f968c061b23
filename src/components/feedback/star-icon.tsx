import { RATING_SCALE } from '@/domain/feedback-stats';

/** The stars of a shown rating by their number, 1 to RATING_SCALE: a star's number is its key. */
const STARS = Array.from({ length: RATING_SCALE }, (_, index) => index + 1);

/** One star of a rating; `filled` picks the brand colour, otherwise an outline on the same shape. */
export function StarIcon({ filled, className = 'size-5' }: { filled: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`${className} shrink-0 ${filled ? 'fill-amber-500 text-amber-600' : 'fill-transparent text-stone-400'}`}
      stroke="currentColor"
      strokeWidth={1.5}
    >
      <path strokeLinejoin="round" d="M10 1.8l2.5 5.1 5.6.8-4.1 4 1 5.6L10 14.6l-5 2.7 1-5.6-4.1-4 5.6-.8L10 1.8Z" />
    </svg>
  );
}

/** '1 star', '4 stars': the accessible name of a star choice and of a shown rating. */
export function starsLabel(count: number): string {
  return `${count} ${count === 1 ? 'star' : 'stars'}`;
}

/** A rating shown, not chosen: whole stars, read out as e.g. '4 out of 5 stars'. */
export function StarRow({ rating, className }: { rating: number; className?: string }) {
  const shown = Math.round(rating);
  return (
    <span role="img" aria-label={`${rating} out of ${RATING_SCALE} stars`} className="inline-flex items-center gap-0.5">
      {STARS.map((star) => (
        <StarIcon key={star} filled={star <= shown} {...(className ? { className } : {})} />
      ))}
    </span>
  );
}
