import { describe, expect, it } from 'vitest';
import { REMOVED_DETAIL } from '@/domain/retention';
import {
  averageSentence,
  NAMELESS_REVIEWER,
  reviewDateLabel,
  reviewerName,
  reviewExcerpt,
  STOREFRONT_REVIEW_MAX_CHARS,
} from '@/domain/reviews';

describe('reviewerName: a first name and an initial, never the surname or an e-mail', () => {
  it.each([
    ['Wanjiru Kamau', 'Wanjiru K.'],
    ['  Wanjiru   Kamau  ', 'Wanjiru K.'],
    ['Wanjiru Njeri Kamau', 'Wanjiru K.'],
    ['Mary-Jane O’Brien', 'Mary-Jane O.'],
    ['wanjiru kamau', 'wanjiru K.'],
    ['Ébène Ødegaard', 'Ébène Ø.'],
    ['Otieno', 'Otieno'],
    ['Amina (Mama) Odhiambo', 'Amina O.'],
    ['Baraka 2', 'Baraka'],
  ])('%s → %s', (name, shown) => {
    expect(reviewerName(name)).toBe(shown);
  });

  it.each([
    ['a name removed with its account', REMOVED_DETAIL],
    ['a blank name', '   '],
    ['no name', null],
    ['an e-mail address', 'wanjiru@example.com'],
    ['a name with an e-mail address', 'Wanjiru wk@example.com'],
  ])("is '%s' signed 'A customer'", (_what, name) => {
    expect(reviewerName(name)).toBe(NAMELESS_REVIEWER);
    expect(NAMELESS_REVIEWER).toBe('A customer');
  });
});

describe('reviewExcerpt', () => {
  it('keeps a short text, trimmed', () => {
    expect(reviewExcerpt('  Tamu sana!  ')).toBe('Tamu sana!');
  });

  it('cuts a long one at a word and ends it with an ellipsis', () => {
    const text = 'Crisp samosas and soft chapatis, '.repeat(20);
    const shown = reviewExcerpt(text);
    expect(Array.from(shown).length).toBeLessThanOrEqual(STOREFRONT_REVIEW_MAX_CHARS + 1);
    expect(shown.endsWith('…')).toBe(true);
    expect(text.startsWith(shown.slice(0, -1))).toBe(true);
    expect(shown.at(-2)).not.toBe(' ');
  });

  it('cuts one long word where it must', () => {
    expect(reviewExcerpt('a'.repeat(400), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});

describe('reviewDateLabel and averageSentence', () => {
  it("reads a shop date as 'Nov 21, 2026'", () => {
    expect(reviewDateLabel('2026-11-21')).toBe('Nov 21, 2026');
    expect(reviewDateLabel('2027-01-01')).toBe('Jan 1, 2027');
  });

  it('says the average with one decimal and the count', () => {
    expect(averageSentence(4.8, 23)).toBe('4.8 out of 5 from 23 ratings');
    expect(averageSentence(5, 1)).toBe('5.0 out of 5 from 1 rating');
  });
});
