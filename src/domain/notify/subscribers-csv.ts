/*
 * GET /api/admin/subscribers/export: the notify list as the owner's spreadsheet reads it, every row
 * with the evidence of its consent (docs/behaviour/api.md#notify-list). Times are ISO instants, as
 * evidence is quoted, not the shop's wall clock of the kitchen's exports.
 */
import { csvText, guardFormula } from '../csv';
import type { SubscriberRecord } from './subscriber-record';

const HEADER = [
  'channel',
  'address',
  'status',
  'consented_at',
  'consent_source',
  'consent_words',
  'confirmed_at',
  'unsubscribed_at',
  'confirmation_words',
  'confirm_reply_sid',
] as const;

const iso = (instant: Date | null) => instant?.toISOString() ?? '';

export function subscribersCsv(rows: readonly SubscriberRecord[]): string {
  return csvText([
    HEADER,
    ...rows.map((row) => [
      row.channel,
      // The address is what someone typed: an e-mail may start with '=' or '-'.
      guardFormula(row.address),
      row.status,
      iso(row.consentedAt),
      row.consentSource,
      row.consentWords,
      iso(row.confirmedAt),
      iso(row.unsubscribedAt),
      row.confirmationWords ?? '',
      row.confirmReplySid ?? '',
    ]),
  ]);
}

/** The download's name, dated on the shop's day. */
export const subscribersFileName = (shopDay: string): string => `notify-list-${shopDay}.csv`;
