import { type FulfilmentSchedule, shopDate } from '@/domain/fulfilment/schedule';
import {
  type CheckedUpdate,
  checkFulfilmentSettings,
  type FulfilmentSettings,
  settingsOfSchedule,
} from '@/domain/schemas/fulfilment-settings';
import { queueStorefrontPurge } from '../cdn/storefront-cache';
import { HttpError } from '../http/http-error';
import { getSchedule, getScheduleNotes, saveSchedule } from '../repositories/fulfilment-repository';
import { database, withTransaction } from '../db';

export type { FulfilmentSettings };

/** GET /api/fulfilment-settings: the schedule in force, as the owner's form reads it. */
export async function getFulfilmentSettings(): Promise<FulfilmentSettings> {
  const notes = await getScheduleNotes(database());
  return settingsOfSchedule(
    await getSchedule(database()),
    notes.pickupNote,
    notes.prepEmailTime,
    notes.cateringLeadDays,
  );
}

/** The weekday opening hours alone: the home page's structured data names them (issue 36). */
export async function getOpeningHours(): Promise<FulfilmentSchedule['hours']> {
  return (await getSchedule(database())).hours;
}

/**
 * The body of PUT /api/fulfilment-settings checked as a whole: a refusal is a 400 with the first
 * problem as `message` and every field's first problem in `fields` ('hours.1.0.end', 'dayCapacity'),
 * so the form can show each beside its field.
 */
export function parseFulfilmentSettings(body: unknown): CheckedUpdate {
  const checked = checkFulfilmentSettings(body);
  if (!checked.ok) throw new HttpError(400, checked.message, {}, { fields: checked.fields });
  const { schedule, pickupNote, prepEmailTime, cateringLeadDays } = checked;
  return { schedule, pickupNote, prepEmailTime, cateringLeadDays };
}

/**
 * Saves the owner's schedule and answers it as stored. Blocked dates already past are dropped
 * (they can no longer block anything, and the list stays short); a date is past when the shop's
 * today is after it, so today itself stays blocked.
 */
export async function updateFulfilmentSettings(
  { schedule, ...notes }: CheckedUpdate,
  now = new Date(),
): Promise<FulfilmentSettings> {
  const today = shopDate(now);
  const kept = { ...schedule, blockedDates: schedule.blockedDates.filter((date) => date >= today) };
  // The hours show in the home page's structured data, kept at the CDN: purged with the change.
  const saved = await withTransaction(async (tx) => {
    const stored = await saveSchedule(tx, kept, notes);
    await queueStorefrontPurge(tx);
    return stored;
  });
  return settingsOfSchedule(saved.schedule, saved.pickupNote, saved.prepEmailTime, saved.cateringLeadDays);
}
