import type { BusinessSettings } from '@/domain/api-shapes';
import type { BusinessSettingsPatch } from '@/domain/schemas';
import { badRequest } from '../http/http-error';
import { readBusinessSettings, saveBusinessSettings } from '../repositories/settings-repository';
import { database } from '../db';

export type { BusinessSettings };

export const INVALID_MESSAGE_CHARACTER = 'Message contains a character that is not allowed';

/** The migration's defaults, used if the settings row is ever missing: open, no banner. */
const DEFAULT_SETTINGS: BusinessSettings = { isAcceptingOrders: true, message: null };

export async function getBusinessSettings(): Promise<BusinessSettings> {
  const record = await readBusinessSettings(database());
  return record ? { isAcceptingOrders: record.isAcceptingOrders, message: record.message } : DEFAULT_SETTINGS;
}

/** The administrator's change; `updatedByEmail` records who made it. Answers the settings now in force. */
export async function updateBusinessSettings(
  patch: BusinessSettingsPatch,
  updatedByEmail: string,
): Promise<BusinessSettings> {
  // Postgres cannot store U+0000 in text; refused here so it is a 400, not a failed query.
  if (patch.message?.includes('\u0000')) throw badRequest(INVALID_MESSAGE_CHARACTER);
  const record = await saveBusinessSettings(database(), {
    isAcceptingOrders: patch.isAcceptingOrders,
    message: patch.message,
    updatedByEmail,
  });
  return { isAcceptingOrders: record.isAcceptingOrders, message: record.message };
}
