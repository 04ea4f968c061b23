import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '@/domain/retention';
import { REQUEST_LINK_DAYS_AFTER_EVENT } from '@/server/catering-states/catering-request-link';
import { TRACKING_LINK_DAYS } from '@/server/tracking/tracking-links';

const privacyPage = readFileSync(new URL('../../../src/content/pages/privacy.md', import.meta.url), 'utf8');
const keepSection = privacyPage.slice(
  privacyPage.indexOf('## How long we keep it'),
  privacyPage.indexOf('## Your account'),
);

/** How the page words a number of days. */
const inWords = (days: number) => (days === 365 ? 'one year' : `${days} days`);

describe('the privacy page says what the daily purge does (RETENTION_DAYS)', () => {
  it('removes an order’s personal details after the period the page names', () => {
    expect(keepSection).toMatch(
      new RegExp(
        `\\*\\*Orders\\*\\*: your name, email, phone number, delivery address and notes are removed from an order \\*\\*${inWords(RETENTION_DAYS.orderDetails)}\\*\\*`,
      ),
    );
  });

  it('removes a catering request’s personal details the period the page names after its event', () => {
    expect(keepSection).toContain(
      `**Catering requests**: your name, email, phone number, address and note are removed from a catering request **${inWords(RETENTION_DAYS.cateringDetails)}** after its event`,
    );
    expect(keepSection).toContain(`deleted when it expires, ${REQUEST_LINK_DAYS_AFTER_EVENT} days after the event`);
  });

  it('deletes checkouts and sent mail and texts, and ended sessions and links, after the periods the page names', () => {
    expect(keepSection).toContain(
      `**Checkouts and the emails and texts we send you** (receipts, password resets, email confirmations, order updates) are deleted after **${inWords(RETENTION_DAYS.paymentRecordsAndMail)}**`,
    );
    expect(keepSection).toContain(
      `Sign-in sessions and one-time links are deleted **${inWords(RETENTION_DAYS.endedSessions)}** after they end`,
    );
  });

  it('deletes expired tracking links, and attempt counters after the period the page names', () => {
    expect(keepSection).toContain(
      `**Order tracking links** are deleted when they expire, ${TRACKING_LINK_DAYS} days after the order`,
    );
    expect(keepSection).toContain(
      `hold no email or IP address (only a scrambled key that can't be turned back into one) and are deleted **${RETENTION_DAYS.attemptCounters} day** after the last attempt`,
    );
  });

  it('deletes notify list e-mails never confirmed, and ended subscriptions, after the periods the page names', () => {
    expect(keepSection).toContain(
      `An email address that is never confirmed is deleted **${inWords(RETENTION_DAYS.unconfirmedSubscribers)}** after its link expires`,
    );
    expect(keepSection).toContain(
      `a mobile number that never replied YES **${inWords(RETENTION_DAYS.unconfirmedNumbers)}** after it was given`,
    );
    // Four years: 365 days each and one leap day.
    expect(RETENTION_DAYS.endedSubscriptions).toBe(4 * 365 + 1);
    expect(keepSection).toContain('and when you left for **four years**');
  });

  it('promises in its summary what the order rule keeps', () => {
    expect(privacyPage).toContain(
      `Your name and contact details are removed from your orders after **${inWords(RETENTION_DAYS.orderDetails)}**`,
    );
  });
});
