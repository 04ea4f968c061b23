/*
 * The order-ahead schedule most integration tests run under: open round the clock with room for
 * every checkout, so test files running side by side never compete for a window. Tests of the
 * windows themselves (the shop-state group, run alone) set the shop's real defaults and put this
 * back. Plain SQL without imports: the global setup runs it before any test file loads.
 */
const ALL_DAY = '[{"start": "00:00", "end": "23:59"}]';

export const ROOMY_SCHEDULE_SQL = `UPDATE fulfilment_settings SET
  hours = '{"0": ${ALL_DAY}, "1": ${ALL_DAY}, "2": ${ALL_DAY}, "3": ${ALL_DAY}, "4": ${ALL_DAY}, "5": ${ALL_DAY}, "6": ${ALL_DAY}}',
  blocked_dates = '{}', lead_minutes = 180, window_minutes = 30, window_capacity = 1000, day_capacity = 10000,
  horizon_days = 7`;
