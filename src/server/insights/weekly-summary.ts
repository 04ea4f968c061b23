import { weekBefore, weeklySummaryDue, weeklySummaryMail } from '@/domain/insights/weekly-summary';
import { alertEmails } from '../alerts/alert-settings-service';
import { serverConfig } from '../config';
import { database, withTransaction } from '../db';
import { enqueueMail } from '../outbox/outbox';
import { claimWeeklySummary, readWeeklySummaryState } from '../repositories/settings-repository';
import { insightsFor } from './insights-service';

/**
 * The scheduled sender's weekly summary (every minute; issue 38): once Monday 7 AM shop time has
 * come, last week's figures go to the owner's alert addresses, once a week, unless she turned it off.
 * The week is claimed and the e-mails queued in one transaction, so two senders at once queue it
 * once; the figures are counted just before. Answers whether it was queued.
 */
export async function queueWeeklySummary(now = new Date()): Promise<boolean> {
  const state = await readWeeklySummaryState(database());
  const monday = state.on ? weeklySummaryDue(now, state.sentFor) : null;
  if (!monday) return false;
  // Counted before the claim's transaction: last week's figures do not change meanwhile.
  const mail = weeklySummaryMail(await insightsFor(weekBefore(monday)), `${serverConfig().siteUrl}/admin/insights`);
  return withTransaction(async (tx) => {
    if (!(await claimWeeklySummary(tx, monday))) return false;
    for (const address of await alertEmails(tx)) {
      await enqueueMail(tx, {
        kind: 'weekly-summary',
        to: address,
        ...mail,
        dedupeKey: `weekly-summary:${monday}:${address}`,
      });
    }
    return true;
  });
}
