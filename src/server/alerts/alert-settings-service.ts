import type { AlertSettings, AlertSettingsBody } from '@/domain/schemas/alert-settings';
import { serverConfig } from '../config';
import { type Db, database } from '../db';
import {
  readAlertEmails,
  readWeeklySummary,
  saveAlertEmails,
  saveWeeklySummary,
} from '../repositories/settings-repository';

/** Where new-order e-mails go: the addresses set in /admin, else ADMIN_EMAIL. */
export async function alertEmails(db: Db = database()): Promise<string[]> {
  const emails = await readAlertEmails(db);
  return emails.length > 0 ? emails : [serverConfig().adminEmail];
}

/** GET /api/admin/alert-settings. */
export const alertSettings = async (): Promise<AlertSettings> => ({
  emails: await alertEmails(),
  weeklySummary: await readWeeklySummary(database()),
});

/**
 * PUT /api/admin/alert-settings: the owner sets the addresses, and turns the weekly summary on or
 * off (left out: as it was); answers them as saved.
 */
export async function saveAlertSettings(settings: AlertSettingsBody, changedBy: string): Promise<AlertSettings> {
  await saveAlertEmails(database(), settings.emails, changedBy);
  if (settings.weeklySummary !== undefined) await saveWeeklySummary(database(), settings.weeklySummary, changedBy);
  return alertSettings();
}
