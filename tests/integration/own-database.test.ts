import { describe, expect, it } from 'vitest';
import { sql } from './support/db';

/*
 * Every test file runs on a copy of the migrated template of its own (own-database.ts). Whatever
 * other files did before or alongside this one, none of it is here.
 */
describe("a test file's own database", () => {
  it('starts as the migrations and the roomy schedule leave it: no accounts, orders, mail or ratings', async () => {
    const [rows] = await sql(
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM sessions)::int AS sessions,
         (SELECT count(*) FROM checkouts)::int AS checkouts, (SELECT count(*) FROM orders)::int AS orders,
         (SELECT count(*) FROM outbox WHERE channel IN ('email', 'sms', 'push'))::int AS mail, (SELECT count(*) FROM feedback)::int AS feedback,
         (SELECT count(*) FROM rate_limits)::int AS "rateLimits"`,
    );
    expect(rows).toEqual({ users: 0, sessions: 0, checkouts: 0, orders: 0, mail: 0, feedback: 0, rateLimits: 0 });
    expect(await sql('SELECT window_capacity, day_capacity FROM fulfilment_settings')).toEqual([
      { window_capacity: 1000, day_capacity: 10000 },
    ]);
  });
});
