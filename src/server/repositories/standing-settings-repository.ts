import * as v from 'valibot';
import type { StandingSettings } from '@/domain/standing/standing-order-body';
import type { Weekday } from '@/domain/fulfilment/schedule';
import { camelRow, type Db, readRow } from '../db';

/* The owner's standing-order settings, on the fulfilment settings' row (migration 0051). */

const settingsRow = camelRow({
  standing_place_weekday: v.pipe(
    v.number(),
    v.transform((day) => day as Weekday),
  ),
  standing_place_time: v.string(),
  standing_pay_hours: v.number(),
});

const DEFAULTS: StandingSettings = { placeWeekday: 0, placeTime: '18:00', payHours: 12 };

export async function readStandingSettings(db: Db): Promise<StandingSettings> {
  const row = await readRow(
    db,
    'fulfilment_settings',
    settingsRow,
    'SELECT standing_place_weekday, standing_place_time, standing_pay_hours FROM fulfilment_settings WHERE id = 1',
    [],
  );
  return row
    ? { placeWeekday: row.standingPlaceWeekday, placeTime: row.standingPlaceTime, payHours: row.standingPayHours }
    : DEFAULTS;
}

export async function saveStandingSettings(db: Db, settings: StandingSettings): Promise<void> {
  await db.query(
    `UPDATE fulfilment_settings SET standing_place_weekday = $1, standing_place_time = $2, standing_pay_hours = $3
     WHERE id = 1`,
    [settings.placeWeekday, settings.placeTime, settings.payHours],
  );
}
