// The order-ahead schedule the tests run under (the template of the integration tests' databases,
// tests/integration/support/database-host.ts, and the end-to-end server when E2E_SCHEDULE=roomy):
// open round the clock with room for every checkout, so tests running side by side never compete
// for a window's last place and a run at any hour finds windows. The window rules and the capacity
// itself are tested under the shop's real defaults, in tests of their own
// (tests/integration/window-holds.test.ts, fulfilment-windows.test.ts, fulfilment-settings.test.ts).
const ALL_DAY = '[{"start": "00:00", "end": "23:59"}]';

/** How long ahead a window must start (the end-to-end tests choose their windows from it: cart-steps.ts). */
export const ROOMY_LEAD_MINUTES = 180;
/** How long each window lasts. */
export const ROOMY_WINDOW_MINUTES = 30;

export const ROOMY_SCHEDULE_SQL = `UPDATE fulfilment_settings SET
  hours = '{"0": ${ALL_DAY}, "1": ${ALL_DAY}, "2": ${ALL_DAY}, "3": ${ALL_DAY}, "4": ${ALL_DAY}, "5": ${ALL_DAY}, "6": ${ALL_DAY}}',
  blocked_dates = '{}', lead_minutes = ${ROOMY_LEAD_MINUTES}, window_minutes = ${ROOMY_WINDOW_MINUTES}, window_capacity = 1000, day_capacity = 10000,
  horizon_days = 7`;
