import { reconciliationDue, reconciliationMail } from '@/domain/reconciliation/reconciliation';
import { alertEmails } from '../alerts/alert-settings-service';
import { serverConfig } from '../config';
import { database, withTransaction } from '../db';
import { loggableFailure } from '../http/loggable-failure';
import { enqueueMail } from '../outbox/outbox';
import { claimReconciliation, readReconciledFor } from '../repositories/reconciliation-repository';
import { moneyDifferencesIn } from './reconciliation-service';

/**
 * The scheduled sender's daily reconciliation (every minute; issue 45): from 6 AM shop time,
 * yesterday's orders' money is compared with the gateway's, once a day, and the owner's alert
 * addresses get an e-mail when any order differs. The gateway is asked before the claim's
 * transaction, with no row locked; the day is then claimed and the e-mails queued together, so two
 * senders at once send it once, and a gateway that fails leaves the day for the next minute.
 * Answers whether the day was checked.
 */
export async function queueDailyReconciliation(now = new Date()): Promise<boolean> {
  const date = reconciliationDue(now, await readReconciledFor(database()));
  if (!date) return false;
  try {
    const differences = await moneyDifferencesIn({ from: date, to: date });
    return await withTransaction(async (tx) => {
      if (!(await claimReconciliation(tx, date))) return false;
      if (differences.length === 0) return true;
      const mail = reconciliationMail(date, differences, `${serverConfig().siteUrl}/admin`);
      for (const address of await alertEmails(tx)) {
        await enqueueMail(tx, {
          kind: 'reconciliation',
          to: address,
          ...mail,
          dedupeKey: `reconciliation:${date}:${address}`,
        });
      }
      return true;
    });
  } catch (error) {
    console.error(`[reconciliation] Checking ${date} failed, tried again next minute: ${loggableFailure(error)}`);
    return false;
  }
}
