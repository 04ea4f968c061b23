import type { BusinessSettings } from '@/domain/api-shapes';
import type { BusinessSettingsChange } from '@/domain/schemas/business-settings';
import { pauseProblem } from '@/domain/shop-pause';
import { DEFAULT_SHOP_STATUS, shopStatusAt } from '@/domain/shop-status';
import { badRequest } from '../http/http-error';
import type { StoredPeriod } from '../repositories/ordering-periods-repository';
import { readShopState, saveBusinessSettings, saveOrderingMode, savePause } from '../repositories/settings-repository';
import { queueStorefrontPurge } from '../cdn/storefront-cache';
import { database, type Db, withTransaction } from '../db';

export type { BusinessSettings };

export const INVALID_MESSAGE_CHARACTER = 'Message contains a character that is not allowed';

/**
 * The settings as the API answers them at `now` (src/domain/shop-status.ts: the switch, a pause,
 * the drops), with the drop open then, whose days the checkout and the cart sheet keep to, and
 * whether the shop collects tax (the price's reads need it). One statement reads the row and the
 * periods, whatever the mode.
 */
export async function shopStatus(
  now = new Date(),
): Promise<{ settings: BusinessSettings; open: StoredPeriod | null; collectsTax: boolean }> {
  const { saved, periods, collectsTax } = await readShopState(database(), now);
  return { ...shopStatusAt(saved ?? DEFAULT_SHOP_STATUS, periods, now), collectsTax };
}

export async function getBusinessSettings(now = new Date()): Promise<BusinessSettings> {
  return (await shopStatus(now)).settings;
}

/**
 * Saves the administrator's change in one transaction with the purge of the storefront's CDN copy,
 * since the banner and whether orders are taken show on the home page.
 */
async function saveWithPurge(save: (tx: Db) => Promise<unknown>): Promise<void> {
  await withTransaction(async (tx) => {
    await save(tx);
    await queueStorefrontPurge(tx);
  });
}

/** The administrator's change; `updatedByEmail` records who made it. Answers the settings now in force. */
export async function updateBusinessSettings(
  change: BusinessSettingsChange,
  updatedByEmail: string,
): Promise<BusinessSettings> {
  const now = new Date();
  switch (change.kind) {
    case 'pause': {
      const problem = change.pausedUntil && pauseProblem(change.pausedUntil, now);
      if (problem) throw badRequest(problem);
      await saveWithPurge((tx) => savePause(tx, change.pausedUntil, updatedByEmail));
      break;
    }
    case 'mode':
      await saveWithPurge((tx) => saveOrderingMode(tx, change.orderingMode, updatedByEmail));
      break;
    case 'status':
      // Postgres cannot store U+0000 in text; refused here so it is a 400, not a failed query.
      if (change.message?.includes('\u0000')) throw badRequest(INVALID_MESSAGE_CHARACTER);
      await saveWithPurge((tx) =>
        saveBusinessSettings(tx, {
          isAcceptingOrders: change.isAcceptingOrders,
          message: change.message,
          updatedByEmail,
        }),
      );
      break;
  }
  return getBusinessSettings(now);
}
