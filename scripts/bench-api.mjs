// API benchmark (reads p95 <= 20 ms under 50 concurrent clients; docs/decisions.md): `npm run bench:api`.
//
// The real functions against a real in-memory Netlify Database, seeded with 5,000 orders, an
// administrator and a customer (scripts/bench/api-seed.mjs), each in its own process (see
// scripts/bench/harness.mjs); this process drives autocannon and prints the table. Everything
// listens on loopback only, every run is time-bounded, and the script stops the database and exits
// by itself.
//
// Settings (environment): BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 50), BENCH_ORDERS
// (default 5000), BENCH_NAGLE=1 to leave the dev database's sockets as they are (see
// scripts/bench/database-process.mjs).
import { fileURLToPath } from 'node:url';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, PASSWORD, TRACKING_TOKEN } from './bench/api-seed.mjs';
import { databaseKind, pathMatcher, percentile, printTable, runBench, signIn } from './bench/harness.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The whole run must end well within this, whatever happens. */
const HARD_LIMIT_MS = 10 * 60 * 1000;

/**
 * Loads one endpoint over CONNECTIONS connections, either for `seconds` or until `amount` requests
 * have all been answered, and collects the latency of every answer. Rates come from our own clock:
 * autocannon only notices the end of a run on its 1-second tick.
 */
async function load(autocannon, base, scenario, { seconds, amount }) {
  const latencies = [];
  let non2xx = 0;
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const instance = autocannon({
    url: `${base}${scenario.path}`,
    method: scenario.method ?? 'GET',
    headers: scenario.headers ?? {},
    body: scenario.body,
    connections: CONNECTIONS,
    ...(amount ? { amount } : { duration: seconds }),
    timeout: 60,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    lastAnswerAt = performance.now();
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) non2xx += 1;
  });
  const result = await instance;
  const elapsed = (lastAnswerAt - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    seconds: elapsed,
    requestsPerSecond: elapsed > 0 ? latencies.length / elapsed : 0,
    total: latencies.length,
    sent: result.requests.sent,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx,
    errors: result.errors,
    // Sent but unanswered when a timed run stopped: autocannon drops those.
    dropped: Math.max(0, result.requests.sent - latencies.length - result.errors),
    kbPerResponse: result.requests.total ? result.throughput.total / result.requests.total / 1024 : 0,
  };
}

/**
 * A one-second warm-up (not counted; the server then finishes what it was sent). An endpoint that
 * answered at least two rounds of connections in it is fast: it is loaded for SECONDS seconds, and
 * the few requests in flight at the end, which autocannon drops, are negligible. A slow endpoint
 * would answer few or none of its requests within a timed run, so it is instead sent whole rounds
 * of one request per connection, as many as its warm-up pace fits in about SECONDS seconds (at
 * least two), and every answer is awaited.
 */
async function measure(autocannon, base, scenario, drain) {
  const answeredBefore = await drain();
  const warmUpStart = performance.now();
  const warmUp = await load(autocannon, base, scenario, { seconds: 1 });
  const answeredInWarmUp = (await drain()) - answeredBefore;
  if (warmUp.total >= 2 * CONNECTIONS) {
    const result = await load(autocannon, base, scenario, { seconds: SECONDS });
    await drain();
    return result;
  }
  const pace = answeredInWarmUp / ((performance.now() - warmUpStart) / 1000);
  const rounds = Math.max(2, Math.round((pace * SECONDS) / CONNECTIONS));
  return load(autocannon, base, scenario, { amount: rounds * CONNECTIONS });
}

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
  },
  async ({ base, routes, drain, database: { orders }, started }) => {
    const [adminCookie, customerCookie] = [
      await signIn(base, ADMIN_EMAIL, PASSWORD),
      await signIn(base, CUSTOMER_EMAIL, PASSWORD),
    ];
    const check = await fetch(`${base}/api/orders`, { headers: { cookie: adminCookie } });
    const all = await check.json();
    if (check.status !== 200 || all.length !== orders)
      throw new Error(`GET /api/orders answered ${check.status} with ${all.length} orders`);
    console.log(
      `[bench] GET /api/orders as admin: ${all.length} orders, ${(JSON.stringify(all).length / 1024).toFixed(0)} KB`,
    );

    const { default: autocannon } = await import('autocannon');
    const admin = { cookie: adminCookie };
    const scenarios = [
      { label: 'GET /api/products', path: '/api/products' },
      { label: 'GET /api/auth/user (customer)', path: '/api/auth/user', headers: { cookie: customerCookie } },
      {
        label: 'POST /api/auth/login (customer)',
        path: '/api/auth/login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: CUSTOMER_EMAIL, password: PASSWORD }),
      },
      { label: `GET /api/orders (admin, all ${orders})`, path: '/api/orders', headers: admin },
      { label: 'GET /api/orders?limit=50 (admin)', path: '/api/orders?limit=50', headers: admin },
      { label: 'GET /api/orders/stats (admin)', path: '/api/orders/stats', headers: admin },
      // A guessed tracking token must cost what a real one costs (issue 16): the same length one
      // character off, a malformed one, and the real one, side by side.
      { label: 'GET /api/orders/track (real token)', path: `/api/orders/track?token=${TRACKING_TOKEN}` },
      {
        label: 'GET /api/orders/track (one character off)',
        path: `/api/orders/track?token=${TRACKING_TOKEN.slice(0, -1)}m`,
      },
      { label: 'GET /api/orders/track (malformed)', path: '/api/orders/track?token=%27%20OR%201%3D1--' },
    ];
    const rows = [];
    for (const scenario of scenarios) {
      if (!routes.some((route) => pathMatcher(route)(scenario.path.split('?')[0]))) {
        console.log(`[bench] skipping ${scenario.label}: no function serves it`);
        continue;
      }
      const result = await measure(autocannon, base, scenario, drain);
      console.log(`[bench] ${scenario.label}: ${result.total} responses in ${result.seconds.toFixed(1)} s`);
      rows.push({ label: scenario.label, result });
    }
    console.log(
      `\nAPI benchmark: ${CONNECTIONS} concurrent connections, ${SECONDS} s per endpoint after a 1 s warm-up (slow endpoints: whole rounds of ${CONNECTIONS} requests), loopback, ${databaseKind()}`,
    );
    printResults(rows);
    console.log(
      `(latency over every counted response, whatever its status; dropped = in flight when a timed run stopped; total run ${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  },
);
