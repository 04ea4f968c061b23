import * as insightsApi from '@/domain/api/insights';
import { atom, computed } from 'nanostores';
import { type Answer, urlOf } from '@/domain/api';
import type { InsightsSection } from '@/domain/insights/insights-csv';
import { type InsightsRange, type Preset, presetRange } from '@/domain/insights/insights-range';
import { createFetcherStore, fromRoute, revalidateKeys } from '@/lib/api/query';

/*
 * The owner's insights (/admin/insights, GET /api/admin/insights): the range chosen, this month at
 * first, and its figures against the range before. Each section's CSV is a plain link the browser
 * downloads, for the same range.
 */
export type InsightsView = Answer<typeof insightsApi.overview>;

/** A preset's chip, or 'dates' while the owner types two dates of her own. */
export type InsightsChoice = Preset | 'dates';

export const DEFAULT_PRESET: Preset = 'this-month';

export const insightsUrl = (range: InsightsRange): string =>
  urlOf(insightsApi.overview, undefined, { from: range.from, to: range.to });

/** A section's figures as a CSV file, for the range the page shows. */
export const insightsCsvUrl = (range: InsightsRange, section: InsightsSection): string =>
  urlOf(insightsApi.overview, undefined, { from: range.from, to: range.to, section, format: 'csv' });

export const $insightsChoice = atom<InsightsChoice>(DEFAULT_PRESET);

/** Null on the server, where no range is asked for: the presets need the visitor's clock. */
export const $insightsRange = atom<InsightsRange | null>(
  typeof window === 'undefined' ? null : presetRange(DEFAULT_PRESET, new Date()),
);

export const $insights = createFetcherStore<InsightsView>(
  [computed($insightsRange, (range) => (range ? insightsUrl(range) : null))],
  // Who may see it depends on the session: never from the browser's HTTP cache.
  { ...fromRoute(insightsApi.overview, true), dedupeTime: 0 },
);

/** A preset's range, on the shop's calendar as of now. */
export function choosePreset(preset: Preset): void {
  $insightsChoice.set(preset);
  $insightsRange.set(presetRange(preset, new Date()));
}

/** 'Two dates' chosen: the figures shown stay until two dates are sent. */
export const chooseOwnDates = (): void => $insightsChoice.set('dates');

/** Two dates the owner typed, already checked (checkInsightsQuery). */
export function showDates(range: InsightsRange): void {
  $insightsChoice.set('dates');
  $insightsRange.set({ from: range.from, to: range.to });
}

/** Asks for the range's figures again (Try Again). */
export function reloadInsights(): void {
  const range = $insightsRange.get();
  if (range) revalidateKeys(insightsUrl(range));
}
