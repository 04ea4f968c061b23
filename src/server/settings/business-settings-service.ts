import type { BusinessSettings } from '@/domain/api-shapes';
import type { BusinessSettingsChange } from '@/domain/schemas';
import { isPaused, pauseProblem } from '@/domain/shop-pause';
import { badRequest } from '../http/http-error';
import {
  type BusinessSettingsRecord,
  readBusinessSettings,
  saveBusinessSettings,
  savePause,
} from '../repositories/settings-repository';
import { queueStorefrontPurge } from '../cdn/storefront-cache';
import { database, withTransaction } from '../db';

export type { BusinessSettings };

export const INVALID_MESSAGE_CHARACTER = 'Message contains a character that is not allowed';

/** The migration's defaults, used if the settings row is ever missing: open, no banner, no pause. */
const DEFAULT_SETTINGS: BusinessSettings = { isAcceptingOrders: true, message: null, pausedUntil: null };

/**
 * The settings as the API answers them at `now`: a pause that still holds closes ordering and says
 * until when; one that has passed is as if it never was, so ordering reopens by itself at that time.
 * Switched off by hand, the shop is closed whatever the pause says, and no pause is shown.
 */
function settingsAt(record: BusinessSettingsRecord | null, now: Date): BusinessSettings {
  if (!record) return DEFAULT_SETTINGS;
  const paused = record.isAcceptingOrders && isPaused(record.pausedUntil, now);
  return {
    isAcceptingOrders: record.isAcceptingOrders && !paused,
    message: record.message,
    pausedUntil: paused && record.pausedUntil ? record.pausedUntil.toISOString() : null,
  };
}

export async function getBusinessSettings(now = new Date()): Promise<BusinessSettings> {
  return settingsAt(await readBusinessSettings(database()), now);
}

/** The administrator's change; `updatedByEmail` records who made it. Answers the settings now in force. */
export async function updateBusinessSettings(
  change: BusinessSettingsChange,
  updatedByEmail: string,
): Promise<BusinessSettings> {
  const now = new Date();
  if (change.kind === 'pause') {
    const problem = change.pausedUntil && pauseProblem(change.pausedUntil, now);
    if (problem) throw badRequest(problem);
    await withTransaction(async (tx) => {
      await savePause(tx, change.pausedUntil, updatedByEmail);
      await queueStorefrontPurge(tx);
    });
    return getBusinessSettings(now);
  }
  // Postgres cannot store U+0000 in text; refused here so it is a 400, not a failed query.
  if (change.message?.includes('\u0000')) throw badRequest(INVALID_MESSAGE_CHARACTER);
  // The banner and whether orders are taken show on the home page, kept at the CDN.
  const record = await withTransaction(async (tx) => {
    const saved = await saveBusinessSettings(tx, {
      isAcceptingOrders: change.isAcceptingOrders,
      message: change.message,
      updatedByEmail,
    });
    await queueStorefrontPurge(tx);
    return saved;
  });
  return settingsAt(record, now);
}
