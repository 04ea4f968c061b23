import * as v from 'valibot';
import * as settingsApi from '@/domain/api/settings';
import { urlOf } from '@/domain/api';
import { alertSettingsSchema } from '@/domain/schemas/alert-settings';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, mutateCache } from '@/lib/api/query';
import { showToast } from '@/stores/shell/toasts';

/** Where the owner's new-order e-mails go (GET /api/admin/alert-settings). */
export const ALERT_SETTINGS_KEY = urlOf(settingsApi.alerts);
export const $alertSettings = createFetcherStore<{ emails: string[]; weeklySummary: boolean }>(
  ALERT_SETTINGS_KEY,
  fromRoute(settingsApi.alerts, true),
);

/** The addresses as typed, one field: separated by commas, spaces or new lines. */
export const typedEmails = (typed: string): string[] => typed.split(/[\s,;]+/).filter(Boolean);

/** Saves the addresses (checked first with the API's own schema); answers the problem, or null once saved. */
export async function saveAlertEmails(typed: string): Promise<string | null> {
  const checked = v.safeParse(alertSettingsSchema, { emails: typedEmails(typed) });
  if (!checked.success) return checked.issues[0].message;
  try {
    const saved = await callApi(settingsApi.saveAlerts, { body: { emails: checked.output.emails } });
    mutateCache(ALERT_SETTINGS_KEY, saved);
    showToast({
      title: 'Alert Addresses Saved',
      description: `New orders are e-mailed to ${saved.emails.join(', ')}.`,
    });
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.message : 'The addresses could not be saved. Please try again.';
  }
}

/**
 * Turns the weekly summary e-mail (Monday 7 AM) on or off, the addresses as saved; answers the
 * problem, or null once saved.
 */
export async function saveWeeklySummary(on: boolean): Promise<string | null> {
  const emails = $alertSettings.get().data?.emails;
  if (!emails) return 'The settings are still loading. Please try again.';
  try {
    const saved = await callApi(settingsApi.saveAlerts, { body: { emails, weeklySummary: on } });
    mutateCache(ALERT_SETTINGS_KEY, saved);
    showToast({
      title: on ? 'Weekly Summary On' : 'Weekly Summary Off',
      description: on ? "Last week's figures are e-mailed on Monday mornings." : 'No weekly summary is sent.',
    });
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.message : 'The setting could not be saved. Please try again.';
  }
}
