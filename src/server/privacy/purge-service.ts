import { loggableFailure } from '../http/loggable-failure';
import { purgeExpiredPersonalData, type PurgeCounts } from '../repositories/personal-data-repository';
import { withTransaction } from '../db';

/**
 * The daily purge: does what the privacy page promises (src/domain/retention.ts) and logs only
 * counts, never whose data went. A failure is logged without personal data and left for the next
 * day's run (the purge is one transaction: nothing half-done).
 */
export async function runDailyPurge(): Promise<PurgeCounts | null> {
  try {
    const counts = await withTransaction(purgeExpiredPersonalData);
    const parts = Object.entries(counts).map(([what, count]) => `${what} ${count}`);
    console.info(`[privacy] daily purge: ${parts.join(', ')}`);
    return counts;
  } catch (error) {
    console.error(`[privacy] daily purge failed: ${loggableFailure(error)}`);
    return null;
  }
}
