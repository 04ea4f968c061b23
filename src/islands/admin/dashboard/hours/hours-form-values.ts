/*
 * The "Pickup & Delivery Hours" form as typed, and its check: the API's own schema
 * (src/domain/schemas/fulfilment-settings.ts), so the owner reads the server's words beside the
 * fields before anything is sent. Problems are keyed by the API's field paths ('hours.1.0.end',
 * 'dayCapacity'), so the server's `fields` land beside the same fields.
 */
import { SCHEDULE_LIMITS } from '@/domain/fulfilment/opening-hours';
import { isShopDate } from '@/domain/fulfilment/schedule';
import { type DayValues, daysOf, hoursOf, typedNumber } from '@/components/admin/weekly-hours/week-values';
import {
  BLOCKED_DATES_TOO_MANY,
  checkFulfilmentSettings,
  type FulfilmentSettings,
  type FulfilmentSettingsProblems,
  LEAD_HOURS_INVALID,
  type WeekdayKey,
} from '@/domain/schemas/fulfilment-settings';

export interface HoursFormValues {
  days: Record<WeekdayKey, DayValues>;
  blockedDates: string[];
  /** Hours, such as '3' or '1.5' (the API takes minutes). */
  leadHours: string;
  windowMinutes: string;
  windowCapacity: string;
  dayCapacity: string;
  horizonDays: string;
  /** Pieces of every dish together one window takes; empty: no limit. */
  windowPieces: string;
  pickupNote: string;
  /** 'HH:MM', or empty: no morning prep e-mail. */
  prepEmailTime: string;
  /** Days' notice a catering event needs. */
  cateringLeadDays: string;
}

export type HoursFormErrors = FulfilmentSettingsProblems;

/** Minutes as hours for the field: 180 → '3', 90 → '1.5', 20 → '0.33'. */
export const leadHoursText = (minutes: number) => String(Number((minutes / 60).toFixed(2)));

/**
 * The form for the schedule in force. Blocked dates already past are left out: they block
 * nothing, and the server drops them on save anyway.
 */
export function formValuesOf(settings: FulfilmentSettings, today: string): HoursFormValues {
  return {
    days: daysOf(settings.hours),
    blockedDates: settings.blockedDates.filter((date) => date >= today),
    leadHours: leadHoursText(settings.leadMinutes),
    windowMinutes: String(settings.windowMinutes),
    windowCapacity: String(settings.windowCapacity),
    dayCapacity: String(settings.dayCapacity),
    horizonDays: String(settings.horizonDays),
    windowPieces: settings.windowPieces === null ? '' : String(settings.windowPieces),
    pickupNote: settings.pickupNote,
    prepEmailTime: settings.prepEmailTime ?? '',
    cateringLeadDays: String(settings.cateringLeadDays),
  };
}

/** Lead time typed in hours, in whole minutes; null when it is not a number of hours. */
export function leadMinutesOf(hours: string): number | null {
  const value = typedNumber(hours);
  return Number.isNaN(value) ? null : Math.round(value * 60);
}

/**
 * The body PUT /api/fulfilment-settings takes, from the form as typed: a closed day sends no
 * hours, an empty pieces field no limit (null).
 */
export function payloadOf(values: HoursFormValues): FulfilmentSettings {
  return {
    hours: hoursOf(values.days),
    blockedDates: values.blockedDates,
    leadMinutes: leadMinutesOf(values.leadHours) ?? Number.NaN,
    windowMinutes: typedNumber(values.windowMinutes),
    windowCapacity: typedNumber(values.windowCapacity),
    dayCapacity: typedNumber(values.dayCapacity),
    horizonDays: typedNumber(values.horizonDays),
    windowPieces: values.windowPieces.trim() === '' ? null : typedNumber(values.windowPieces),
    pickupNote: values.pickupNote,
    prepEmailTime: values.prepEmailTime.trim() === '' ? null : values.prepEmailTime.trim(),
    cateringLeadDays: typedNumber(values.cateringLeadDays),
  };
}

/** The form checked as the server will check it; every problem by its field. */
export function checkHoursForm(
  values: HoursFormValues,
): { ok: true; payload: FulfilmentSettings } | { ok: false; errors: HoursFormErrors } {
  const payload = payloadOf(values);
  const checked = checkFulfilmentSettings(payload);
  const errors: HoursFormErrors = checked.ok ? {} : { ...checked.fields };
  // The field is in hours; the schema's words for a missing number speak of minutes.
  if (leadMinutesOf(values.leadHours) === null) errors['leadMinutes'] = LEAD_HOURS_INVALID;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload };
}

export const DATE_TO_BLOCK_MISSING = 'Choose a date to block';
export const DATE_ALREADY_BLOCKED = 'That date is already blocked';
export const DATE_PASSED = 'That date has passed';

/** Why a date cannot be added to the blocked dates, or null when it can. */
export function dateToBlockProblem(date: string, blocked: readonly string[], today: string): string | null {
  if (!isShopDate(date)) return DATE_TO_BLOCK_MISSING;
  if (date < today) return DATE_PASSED;
  if (blocked.includes(date)) return DATE_ALREADY_BLOCKED;
  if (blocked.length >= SCHEDULE_LIMITS.blockedDates) return BLOCKED_DATES_TOO_MANY;
  return null;
}

/** The blocked dates with one more, in date order. */
export const withBlockedDate = (blocked: readonly string[], date: string) => [...blocked, date].sort();
