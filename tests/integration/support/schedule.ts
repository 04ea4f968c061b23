import { sql } from './db';

const LUNCH_TO_EVENING = '[{"start": "11:00", "end": "19:00"}]';

/**
 * The shop's own defaults (migration 0012): 11:00 to 19:00 every day, 3 hours' lead, half-hour
 * windows of 4 orders, 40 a day, 7 days ahead. For tests of the windows, in their file's own database.
 */
export async function useShopDefaultSchedule(): Promise<void> {
  const days = [0, 1, 2, 3, 4, 5, 6].map((day) => `"${day}": ${LUNCH_TO_EVENING}`).join(', ');
  await sql(
    `UPDATE fulfilment_settings SET hours = '{${days}}', blocked_dates = '{}', lead_minutes = 180,
       window_minutes = 30, window_capacity = 4, day_capacity = 40, horizon_days = 7`,
  );
}
