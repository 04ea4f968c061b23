import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase } from '../../scripts/lib/embedded-database.mjs';
import { ROOMY_SCHEDULE_SQL } from '../../scripts/lib/roomy-schedule.mjs';
import { closeDatabaseConnection, withDefaultUser } from '@/server/db/connection';
import { MIGRATIONS_DIR } from '@/server/db/migrations-dir';
import { productId } from './support/checkout';
import { NO_TAX_SQL } from './support/database-host';
import { sql } from './support/db';
import { addCode, freshCode, payAtOnceWithCode } from './support/taxed-orders';

/*
 * The embedded default database, the one `npm run dev` and `npm run preview` run on without a
 * PostgreSQL server: Netlify's local database, one PGlite session for every connection, behind the
 * transaction gate (scripts/lib/transaction-gate.mjs). This file runs on one of its own whatever
 * TEST_DATABASE_URL says, reached as the hosts reach it: each concurrent transaction on a pooled
 * connection, a socket of its own, as separate function workers' connections are. Without the gate
 * the buyers' transactions ran inside one another there and booked a code past its uses.
 */

type Embedded = Awaited<ReturnType<typeof startEmbeddedDatabase>>;
let embedded: Embedded;
let beef: number;

beforeAll(async () => {
  embedded = await startEmbeddedDatabase();
  await embedded.db.applyMigrations(MIGRATIONS_DIR);
  await embedded.db.query(ROOMY_SCHEDULE_SQL);
  await embedded.db.query(NO_TAX_SQL);
  // The server code's pool is made on first use from NETLIFY_DB_URL: drop the one for this file's
  // own database (tests/integration/own-database.ts) and point it here.
  await closeDatabaseConnection();
  process.env['NETLIFY_DB_URL'] = embedded.url;
  beef = await productId('Beef Samosa');
  // Starting PGlite and applying every migration: about 3 s alone, past the default 10 s on an
  // overloaded machine (load 10 on two cores).
}, 60_000);

afterAll(async () => {
  await closeDatabaseConnection();
  await embedded.stop();
});

describe('six buyers paying at once for a code good for three uses, on the embedded database', () => {
  it('end with exactly three discounted orders, ten times in a row', async () => {
    const rounds = [];
    for (let round = 0; round < 10; round += 1) {
      const code = freshCode('EMBEDDED');
      const codeId = await addCode(code, { percent_off: 50, max_uses: 3 });
      const { booked, refused } = await payAtOnceWithCode(code, 6, beef);
      const [row] = await sql<{ orders: number }>(
        'SELECT count(*)::int AS orders FROM orders WHERE discount_code_id = $1',
        [codeId],
      );
      rounds.push({ booked, refused: refused.length, discounted: row?.orders });
    }
    expect(rounds).toEqual(Array(10).fill({ booked: 3, refused: 3, discounted: 3 }));
  });
});

describe('a connection that goes away inside a transaction, on the embedded database', () => {
  it('has its transaction rolled back, and the others go on', async () => {
    const connect = async () => {
      const client = new pg.Client({ connectionString: withDefaultUser(embedded.url) });
      await client.connect();
      return client;
    };
    const leaving = await connect();
    await leaving.query('BEGIN');
    await leaving.query("INSERT INTO discount_codes (code, percent_off) VALUES ('LEFTBEHIND', 10)");
    const staying = await connect();
    // Waits at the gate while the other's transaction is open, then finds nothing of it.
    const seen = staying.query("SELECT count(*)::int AS n FROM discount_codes WHERE code = 'LEFTBEHIND'");
    await leaving.end();
    expect((await seen).rows).toEqual([{ n: 0 }]);
    await staying.end();
  });
});
