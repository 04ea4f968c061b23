// API benchmark (reads p95 <= 20 ms under 50 concurrent clients; docs/decisions.md): `npm run bench:api`.
//
// The real functions against a real in-memory Netlify Database, seeded with 5,000 orders, an
// administrator and a customer (scripts/bench/api-seed.mjs), each in its own process (see
// scripts/bench/harness.mjs); this process drives autocannon and prints the table. Everything
// listens on loopback only, every run is time-bounded, and the script stops the database and exits
// by itself.
//
// A p95 in milliseconds says little on its own: much of it is the database's. So each endpoint
// is measured right beside a bare baseline (scripts/bench/baseline-process.mjs): a plain node:http
// server in its own process with its own pool of 10, like the functions', on the same database,
// that calls the same repository function and answers JSON.stringify of its result, nothing else.
// 'p95 ratio' is the endpoint's p95 over its baseline's: what validation, cookies, the endpoint
// wrapper and any further queries cost. The target: at most 1.5x for GET /api/products,
// GET /api/auth/user and GET /api/admin/insights (issue 38), checked after the table.
// POST /api/auth/login has no baseline (its cost is bcrypt, on purpose), hence '–'.
//
// 'queries/req' counts round trips to the database, BEGIN and COMMIT included: both server
// processes wrap node-postgres's Client.prototype.query before loading anything that queries
// (scripts/bench/count-queries.mjs) and report the count with each drain; it is the queries sent
// over the requests answered across an endpoint's whole measurement, warm-up included (the same
// requests). A baseline sends 1.
//
// Settings (environment): BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 50), BENCH_ORDERS
// (default 5000), BENCH_NAGLE=1 to leave the dev database's sockets as they are (see
// scripts/bench/database-process.mjs), BENCH_LOG_QUERIES=1 to send one request of each endpoint and
// baseline alone before measuring it and print the first 80 characters of each query it sent,
// BENCH_ONLY=<regular expression> to measure only the endpoints whose label it matches.
import { fileURLToPath } from 'node:url';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, PASSWORD, TRACKING_TOKEN } from './bench/api-seed.mjs';
import { databaseKind, pathMatcher, printTable, runBench, signIn } from './bench/harness.mjs';
import { CONNECTIONS, logQueries, measure, measurePair, ROUNDS, SECONDS } from './bench/measure.mjs';

/** The whole run must end well within this, whatever happens. */
const HARD_LIMIT_MS = 10 * 60 * 1000;
/** The most an endpoint's p95 may be, as a multiple of its bare baseline's (for `target` scenarios). */
const P95_TARGET = 1.5;
/** The insights' range: the seeded orders' last 180 days, up to the shop's today (issue 38). */
const INSIGHTS_DAYS = 180;
const shopToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
const daysBefore = (date, days) =>
  new Date(Date.parse(`${date}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const INSIGHTS_RANGE = `from=${daysBefore(shopToday, INSIGHTS_DAYS - 1)}&to=${shopToday}`;

function printResults(rows) {
  const header = [
    'endpoint',
    'requests',
    'seconds',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'dropped',
    'KB/resp',
    'queries/req',
    'p95 ratio',
  ];
  printTable(
    header,
    rows.map((row) => [
      row.label,
      String(row.result.total),
      row.result.seconds.toFixed(1),
      row.result.requestsPerSecond.toFixed(1),
      row.result.p50.toFixed(1),
      row.result.p95.toFixed(1),
      row.result.p99.toFixed(1),
      String(row.result.non2xx),
      String(row.result.errors),
      String(row.result.dropped),
      row.result.kbPerResponse.toFixed(1),
      row.result.queriesPerRequest.toFixed(2),
      row.ratio === undefined ? '' : row.ratio === null ? '–' : `${row.ratio.toFixed(2)}x`,
    ]),
  );
}

await runBench(
  {
    cacheName: 'bench-api',
    seedModule: fileURLToPath(new URL('./bench/api-seed.mjs', import.meta.url)),
    serverEnv: { NETLIFY_DB_DRIVER: 'server', NODE_ENV: 'test', ADMIN_EMAIL },
    describeDatabase: ({ orders }) =>
      `[bench] database ready: ${orders} orders (Nagle on its sockets: ${process.env.BENCH_NAGLE === '1' ? 'left on' : 'off'})`,
    hardLimitMs: HARD_LIMIT_MS,
    baseline: fileURLToPath(new URL('./bench/baseline-routes.mjs', import.meta.url)),
  },
  async ({ base, routes, drain, baseline, query, database: { orders }, started }) => {
    const [adminCookie, customerCookie] = [
      await signIn(base, ADMIN_EMAIL, PASSWORD),
      await signIn(base, CUSTOMER_EMAIL, PASSWORD),
    ];
    // The customer's session just opened, which the cookie names, for the baseline's findSessionUser.
    const [session] = await query(
      `SELECT s.id, s.user_id FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE lower(u.email) = lower($1) ORDER BY s.created_at DESC LIMIT 1`,
      [CUSTOMER_EMAIL],
    );
    const check = await fetch(`${base}/api/orders`, { headers: { cookie: adminCookie } });
    const all = await check.json();
    if (check.status !== 200 || all.length !== orders)
      throw new Error(`GET /api/orders answered ${check.status} with ${all.length} orders`);
    console.log(
      `[bench] GET /api/orders as admin: ${all.length} orders, ${(JSON.stringify(all).length / 1024).toFixed(0)} KB`,
    );

    const { default: autocannon } = await import('autocannon');
    const admin = { cookie: adminCookie };
    /** A baseline route: the repository function `name` (baseline-routes.mjs) with `query`. */
    const bare = (name, query = '', note = '') => ({ label: `baseline: ${name}${note}`, path: `/${name}${query}` });
    const tracking = (token) => bare('orderIdForTrackingToken', `?token=${token}`);
    // `target`: the name under which its p95 ratio is checked against P95_TARGET after the table.
    const scenarios = [
      {
        label: 'GET /api/products',
        path: '/api/products',
        baseline: bare('listMenuProducts'),
        target: 'GET /api/products',
      },
      {
        label: 'GET /api/auth/user (customer)',
        path: '/api/auth/user',
        headers: { cookie: customerCookie },
        baseline: bare('findSessionUser', `?session=${session.id}&user=${session.user_id}`),
        target: 'GET /api/auth/user',
      },
      {
        label: 'POST /api/auth/login (customer)',
        path: '/api/auth/login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: CUSTOMER_EMAIL, password: PASSWORD }),
      },
      {
        label: `GET /api/orders (admin, all ${orders})`,
        path: '/api/orders',
        headers: admin,
        baseline: bare('listOrders'),
      },
      {
        label: 'GET /api/orders?limit=50 (admin)',
        path: '/api/orders?limit=50',
        headers: admin,
        baseline: bare('listOrders', '?limit=50', ' (limit 50)'),
      },
      {
        label: `GET /api/admin/insights (admin, ${INSIGHTS_DAYS} days of ${orders} orders)`,
        path: `/api/admin/insights?${INSIGHTS_RANGE}`,
        headers: admin,
        baseline: bare('insightsOf', `?${INSIGHTS_RANGE}`),
        target: 'GET /api/admin/insights',
      },
      {
        label: 'GET /api/orders/stats (admin)',
        path: '/api/orders/stats',
        headers: admin,
        baseline: bare('orderStats'),
      },
      // A guessed tracking token must cost what a real one costs (issue 16): the same length one
      // character off, a malformed one, and the real one, side by side. Each baseline is the token's
      // lookup alone, all an unknown token costs (a real one then reads the order, its timeline and
      // whether it was rated).
      {
        label: 'GET /api/orders/track (real token)',
        path: `/api/orders/track?token=${TRACKING_TOKEN}`,
        baseline: tracking(TRACKING_TOKEN),
      },
      {
        label: 'GET /api/orders/track (one character off)',
        path: `/api/orders/track?token=${TRACKING_TOKEN.slice(0, -1)}m`,
        baseline: tracking(`${TRACKING_TOKEN.slice(0, -1)}m`),
      },
      {
        label: 'GET /api/orders/track (malformed)',
        path: '/api/orders/track?token=%27%20OR%201%3D1--',
        baseline: tracking('%27%20OR%201%3D1--'),
      },
    ];
    const logging = process.env.BENCH_LOG_QUERIES === '1';
    const served = { base, drain };
    const rows = [];
    const targets = [];
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
    for (const scenario of scenarios.filter(({ label }) => !only || only.test(label))) {
      if (!routes.some((route) => pathMatcher(route)(scenario.path.split('?')[0]))) {
        console.log(`[bench] skipping ${scenario.label}: no function serves it`);
        continue;
      }
      if (logging) await logQueries(base, scenario, drain);
      if (!scenario.baseline) {
        const result = await measure(autocannon, served, scenario);
        console.log(`[bench] ${scenario.label}: ${result.total} responses in ${result.seconds.toFixed(1)} s`);
        rows.push({ label: scenario.label, result, ratio: null });
        continue;
      }
      if (logging) await logQueries(baseline.base, scenario.baseline, baseline.drain);
      const [result, bareResult] = await measurePair(autocannon, served, scenario, baseline);
      const ratio = result.p95 / bareResult.p95;
      console.log(`[bench] ${scenario.label}: ${result.total} responses, p95 ${ratio.toFixed(2)}x its baseline's`);
      rows.push({ label: scenario.label, result, ratio }, { label: scenario.baseline.label, result: bareResult });
      if (scenario.target) targets.push({ name: scenario.target, ratio });
    }
    console.log(
      `\nAPI benchmark: ${CONNECTIONS} concurrent connections, ${SECONDS} s per endpoint after a 1 s warm-up, in ${ROUNDS} turns with its baseline (slow endpoints: whole rounds of ${CONNECTIONS} requests, then the baseline's), loopback, ${databaseKind()}`,
    );
    printResults(rows);
    console.log(
      `(latency over every counted response, whatever its status; dropped = in flight when a timed run stopped; queries/req over the warm-up and the run; p95 ratio = the endpoint's p95 / the baseline's below it; total run ${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
    for (const { name, ratio } of targets) {
      console.log(
        `${name} p95 ${ratio.toFixed(2)}x the baseline (target ≤ ${P95_TARGET}x): ${ratio <= P95_TARGET ? 'met' : 'missed'}`,
      );
    }
  },
);
