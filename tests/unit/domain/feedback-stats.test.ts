import { describe, expect, it } from 'vitest';
import { averageRatingLabel, RATING_SCALE, recommendationRate, recommendsAt } from '@/domain/feedback-stats';

describe('feedback figures', () => {
  it('rates out of 5', () => {
    expect(RATING_SCALE).toBe(5);
  });

  it('counts a quick rating of 4 or 5 stars as a recommendation, 1 to 3 not', () => {
    expect([1, 2, 3, 4, 5].map(recommendsAt)).toEqual([false, false, false, true, true]);
  });

  it('shows the average with one decimal', () => {
    expect(averageRatingLabel(4.25, 4)).toBe('4.3');
    expect(averageRatingLabel(4.24, 5)).toBe('4.2');
    expect(averageRatingLabel(5, 1)).toBe('5.0');
    expect(averageRatingLabel(0, 0)).toBe('0.0');
  });

  it('gives the recommendation rate as a whole percent of all reviews', () => {
    expect(recommendationRate(2, 3)).toBe(67);
    expect(recommendationRate(1, 3)).toBe(33);
    expect(recommendationRate(1, 8)).toBe(13);
    expect(recommendationRate(5, 5)).toBe(100);
    expect(recommendationRate(0, 0)).toBe(0);
  });
});
