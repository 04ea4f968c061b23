/*
 * The reviews on the home page (issue 36): the shop's average and count over every rating, and the
 * newest reviews with text the owner has not hidden, each signed with a first name and an initial.
 * Pure, so the server, the page and the tests read the same words.
 */
import { TZDate } from '@date-fns/tz';
import { monthDayYear } from './fulfilment/clock-words';
import { SHOP_TIME_ZONE } from './fulfilment/schedule';
import { REMOVED_DETAIL } from './retention';

/** How many reviews the home page shows. */
export const STOREFRONT_REVIEW_COUNT = 3;

/** The longest review text the home page shows; a longer one is cut at a word and ends with '…'. */
export const STOREFRONT_REVIEW_MAX_CHARS = 280;

/** What a review is signed with when no name can be shown (its buyer's details were removed). */
export const NAMELESS_REVIEWER = 'A customer';

/** One review as the home page shows it. */
export interface StorefrontReview {
  id: number;
  /** 'Wanjiru K.': first name and initial, never the surname or an e-mail. */
  name: string;
  rating: number;
  /** The shop's calendar date it was given, 'YYYY-MM-DD'. */
  date: string;
  text: string;
}

/** The home page's 'What customers say': the figures over every rating (hidden ones too), and the reviews. */
export interface StorefrontReviews {
  /** One decimal; 0 when there are no ratings. */
  averageRating: number;
  totalReviews: number;
  reviews: StorefrontReview[];
}

/**
 * 'Wanjiru K.' from 'Wanjiru Kamau' (the first word, and the first letter of the last word);
 * 'Otieno' alone stays 'Otieno'. A name removed with its buyer's details, a blank one, or one that
 * looks like an e-mail address is 'A customer'.
 */
export function reviewerName(customerName: string | null): string {
  const words = (customerName ?? '').trim().split(/\s+/u).filter(Boolean);
  const [first] = words;
  if (!first || customerName?.trim() === REMOVED_DETAIL || words.some((word) => word.includes('@'))) {
    return NAMELESS_REVIEWER;
  }
  const initial = words.length > 1 ? /\p{L}/u.exec(words.at(-1) ?? '')?.[0] : undefined;
  return initial ? `${first} ${initial.toLocaleUpperCase('en-US')}.` : first;
}

/** The text as the home page shows it: trimmed, and cut at a word with '…' past `max` characters. */
export function reviewExcerpt(text: string, max = STOREFRONT_REVIEW_MAX_CHARS): string {
  const trimmed = text.trim();
  const chars = Array.from(trimmed);
  if (chars.length <= max) return trimmed;
  const cut = chars.slice(0, max).join('');
  const atWord = cut.replace(/\s+\S*$/u, '');
  return `${(atWord.length > max / 2 ? atWord : cut).trimEnd()}…`;
}

/** 'Nov 21, 2026' for a shop date 'YYYY-MM-DD'. */
export function reviewDateLabel(date: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return monthDayYear(new TZDate(y, m - 1, d, 12, 0, 0, SHOP_TIME_ZONE));
}

/** '4.8 out of 5 from 23 ratings' ('from 1 rating' for one). */
export function averageSentence(averageRating: number, totalReviews: number): string {
  const average = (Math.round(averageRating * 10) / 10).toFixed(1);
  return `${average} out of 5 from ${totalReviews} ${totalReviews === 1 ? 'rating' : 'ratings'}`;
}
