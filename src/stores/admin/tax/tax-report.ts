import * as taxApi from '@/domain/api/tax';
import { atom, computed } from 'nanostores';
import { type Answer, urlOf } from '@/domain/api';
import { shopDate } from '@/domain/fulfilment/schedule';
import { createFetcherStore, fromRoute } from '@/lib/api/query';

/*
 * The monthly sales-tax report on /admin/tax (GET /api/admin/tax-report): the month chosen, this
 * shop month at first, and its report. The CSV is a plain link the browser downloads.
 */
export type TaxReportView = Answer<typeof taxApi.report>;

export const taxReportUrl = (month: string, format?: 'csv'): string =>
  urlOf(taxApi.report, undefined, { month, format });

/** Empty on the server, where no month is asked for. */
export const $reportMonth = atom<string>(typeof window === 'undefined' ? '' : shopDate(new Date()).slice(0, 7));

export const $taxReport = createFetcherStore<TaxReportView>(
  [computed($reportMonth, (month) => (month ? taxReportUrl(month) : null))],
  // Who may see it depends on the session: never from the browser's HTTP cache.
  { ...fromRoute(taxApi.report, true), dedupeTime: 0 },
);
