/** The rating scale of every star control and sub-score. */
export const RATING_SCALE = 5;

/** A quick one-tap rating counts as a recommendation from 4 stars up (docs/behaviour/rules.md#feedback-rules). */
export function recommendsAt(rating: number): boolean {
  return rating >= 4;
}

/** The average shown on /feedback: one decimal, 0 when there are no reviews. */
export function averageRatingLabel(average: number, totalReviews: number): string {
  return totalReviews === 0 ? '0.0' : (Math.round(average * 10) / 10).toFixed(1);
}

/**
 * Whole percent of reviews marked recommended, of all reviews (docs/behaviour/rules.md#feedback-rules); reviews
 * that did not answer count against the rate, as they are not 'marked recommended'.
 */
export function recommendationRate(recommended: number, totalReviews: number): number {
  return totalReviews === 0 ? 0 : Math.round((recommended / totalReviews) * 100);
}
