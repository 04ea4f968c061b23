import type { SetupCheck } from '@/domain/setup/setup-check';
import { setupChecks } from '@/domain/setup/setup-checks';
import type { SetupTestView } from '@/domain/setup/test-send';
import { database } from '../db';
import { setupFacts } from './setup-facts';
import { newestTests } from './test-sends';

/** GET /api/admin/setup: every check, and the newest test of each channel (the page polls it while one waits). */
export async function setupOverview(): Promise<{ checks: SetupCheck[]; tests: SetupTestView[] }> {
  const db = database();
  const [facts, tests] = await Promise.all([setupFacts(db), newestTests(db)]);
  return { checks: setupChecks(facts), tests };
}
