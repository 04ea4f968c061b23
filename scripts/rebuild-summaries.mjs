// `npm run summaries:rebuild`: counts the insights' summaries by shop day (issue 46) again from the
// orders, their lines and their refunds, in one transaction, with the rules the triggers keep them
// by (netlify/database/migrations/0040_daily_summaries.sql), and prints how many rows they are. For
// the database at NETLIFY_DB_URL: the local one `npm run dev` prints, or a deployed one
// (`netlify env:get NETLIFY_DB_URL`). Bookings meanwhile wait for it and then add their own.
import pg from 'pg';

const url = process.env.NETLIFY_DB_URL;
if (!url) {
  console.error('[summaries:rebuild] NETLIFY_DB_URL is unset: which database should be rebuilt?');
  process.exit(1);
}
const withUser = new URL(url);
if (!withUser.username) withUser.username = 'postgres';
const client = new pg.Client({ connectionString: withUser.toString() });
try {
  await client.connect();
  // The function locks the summaries, empties them and counts them again; one statement, one transaction.
  const { rows } = await client.query('SELECT rebuild_daily_summaries() AS rows');
  // Every row was written again: mark the pages all-visible now, so the insights' index-only scans
  // read the index alone (autovacuum would, later). VACUUM runs outside the function's transaction.
  await client.query('VACUUM ANALYZE daily_summaries, customer_totals');
  console.log(`[summaries:rebuild] ${rows[0].rows} rows of summaries by shop day, counted from the orders`);
} catch (error) {
  console.error(`[summaries:rebuild] failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await client.end();
}
