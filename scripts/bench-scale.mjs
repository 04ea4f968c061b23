// Scale benchmark (issue 46, point 2: cost grows with the days, not the orders): `npm run bench:scale`.
//
// A busy year must answer as fast as a quiet month. The same requests are measured twice in one
// run, on the same database and servers (scripts/bench/harness.mjs): first on 5,000 orders, the
// last 55 days of a shop taking about 91 orders a day (a quiet stretch at the same daily density),
// then after 95,000 older orders are added (100,000 over three years; scripts/bench/scale-seed.mjs,
// bulk INSERT ... SELECT). The requests ask for the same recent days both times, so what changes is
// only how much history lies behind them. Each is measured beside its bare baseline
// (baseline-process.mjs: the repository function in a plain node:http server), as bench:api does.
// The table shows each request's p95 on 5,000 and on 100,000 orders and their ratio (target ≤ 1.5x),
// its baseline's the same way, and the queries per request.
//
// The CSV export is streamed: its time to the first byte and to the whole file are measured apart,
// over EXPORT_CONNECTIONS connections (a month's file is large; 50 owners do not export at once).
//
// PostgreSQL only: run it with BENCH_DATABASE_URL on a throwaway cluster (docs/development.md);
// the in-memory database would take minutes over 100,000 orders and measure its WebAssembly.
// Settings (environment): BENCH_SECONDS, BENCH_CONNECTIONS (default 10; scripts/bench/measure.mjs),
// BENCH_ONLY=<regular expression> to measure only the requests whose label it matches,
// BENCH_LOG_QUERIES=1 as in bench:api.
import { fileURLToPath } from 'node:url';
import { databaseKind, percentile, printTable, runBench, signIn } from './bench/harness.mjs';
import {
  ADMIN_EMAIL,
  olderOrdersStatement,
  PASSWORD,
  RECENT_DAYS,
  RECENT_ORDERS,
  REGULAR_EMAIL,
  TOTAL_DAYS,
  TOTAL_ORDERS,
} from './bench/scale-seed.mjs';

// Ten clients at once by default, not bench:api's 50: these are the owner's screens, and a year of
// insights under 50 would take minutes a round. Set before measure.mjs reads it.
process.env.BENCH_CONNECTIONS ??= '10';
const { CONNECTIONS, logQueries, measurePair, SECONDS } = await import('./bench/measure.mjs');

if (!process.env.BENCH_DATABASE_URL) {
  console.error('[bench] bench:scale runs on PostgreSQL only: set BENCH_DATABASE_URL (docs/development.md)');
  process.exit(1);
}

/** The whole run must end well within this, whatever happens. */
const HARD_LIMIT_MS = 30 * 60 * 1000;
/** The most a request's p95 on 100,000 orders may be, as a multiple of its p95 on 5,000. */
const GROWTH_TARGET = 1.5;
/** Concurrent downloads of the CSV export. */
const EXPORT_CONNECTIONS = Math.min(CONNECTIONS, 5);

const shopDate = (instant) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(instant);
const daysBefore = (date, days) =>
  new Date(Date.parse(`${date}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const today = shopDate(new Date());
/** The last day orders were placed on (the seed ends yesterday); its windows are today. */
const lastDay = daysBefore(today, 1);
/** The month before this one: its tax report, its export. */
const lastMonth = (() => {
  const [year, month] = today.split('-').map(Number);
  const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  const lastOfIt = daysBefore(`${today.slice(0, 8)}01`, 1);
  return { month: previous, from: `${previous}-01`, to: lastOfIt };
})();
const insightsRange = (days) => `from=${daysBefore(lastDay, days - 1)}&to=${lastDay}`;

/** A baseline route: the repository function `name` (baseline-routes.mjs) with `query`. */
const bare = (name, query = '') => ({ label: `baseline: ${name}`, path: `/${name}${query}` });

/** The requests, the same in both phases. */
function scenarios({ admin, regular, regularId, page50After }) {
  const insights = (label, days) => ({
    label: `GET /api/admin/insights (${label})`,
    path: `/api/admin/insights?${insightsRange(days)}`,
    headers: admin,
    baseline: bare('insightsOf', `?${insightsRange(days)}`),
  });
  const kitchenDate = daysBefore(today, 7);
  return [
    insights('a week', 7),
    insights('a month', 30),
    insights('a year', 365),
    // The insights take at most 400 days (src/domain/insights/insights-range.ts): their "all time".
    insights('400 days, the longest', 400),
    {
      label: 'GET /api/orders?limit=50 (admin, page 1)',
      path: '/api/orders?limit=50',
      headers: admin,
      baseline: bare('listOrders', '?limit=50'),
    },
    {
      label: 'GET /api/orders?limit=50&offset=2450 (page 50)',
      path: '/api/orders?limit=50&offset=2450',
      headers: admin,
      baseline: bare('listOrders', '?limit=50&offset=2450'),
    },
    {
      label: 'GET /api/orders?limit=50&after= (page 50 by its cursor)',
      path: `/api/orders?limit=50&after=${page50After}`,
      headers: admin,
      baseline: bare('listOrders', `?limit=50&after=${page50After}`),
    },
    {
      label: 'GET /api/orders/history?limit=20 (the regular, page 1)',
      path: '/api/orders/history?limit=20',
      headers: regular,
      baseline: bare('listOrdersOfUser', `?user=${regularId}&limit=20`),
    },
    {
      label: 'GET /api/orders/history (the regular, all)',
      path: '/api/orders/history',
      headers: regular,
      baseline: bare('listOrdersOfUser', `?user=${regularId}`),
    },
    {
      label: `GET /api/admin/kitchen (${kitchenDate})`,
      path: `/api/admin/kitchen?date=${kitchenDate}`,
      headers: admin,
      baseline: bare('listOrdersInWindows', `?from=${kitchenDate}&to=${kitchenDate}`),
    },
    {
      label: `GET /api/admin/tax-report (${lastMonth.month}, JSON)`,
      path: `/api/admin/tax-report?month=${lastMonth.month}&format=json`,
      headers: admin,
      baseline: bare('taxReport', `?month=${lastMonth.month}`),
    },
    {
      label: `GET /api/orders/export (${lastMonth.month})`,
      path: `/api/orders/export?from=${lastMonth.from}&to=${lastMonth.to}`,
      headers: admin,
      baseline: bare('listOrdersInWindows', `?from=${lastMonth.from}&to=${lastMonth.to}`),
      stream: true,
    },
    {
      label: `GET /api/orders/export?view=pieces (${lastMonth.month})`,
      path: `/api/orders/export?from=${lastMonth.from}&to=${lastMonth.to}&view=pieces`,
      headers: admin,
      baseline: bare('listOrdersInWindows', `?from=${lastMonth.from}&to=${lastMonth.to}`),
      stream: true,
    },
  ];
}

/** One download: the time to its first byte of body and to its last, in milliseconds. */
async function download(url, headers) {
  const startedAt = performance.now();
  const response = await fetch(url, { headers });
  const reader = response.body.getReader();
  let read = await reader.read();
  const firstByte = performance.now() - startedAt;
  let bytes = 0;
  while (!read.done) {
    bytes += read.value.byteLength;
    read = await reader.read();
  }
  return { status: response.status, firstByte, whole: performance.now() - startedAt, bytes };
}

/**
 * A streamed download loaded by EXPORT_CONNECTIONS clients for SECONDS (each at least twice),
 * after one warm-up: p95 of the first byte and of the whole, and the queries per request.
 */
async function measureDownload(target, path, headers) {
  await download(`${target.base}${path}`, headers);
  const before = await target.drain();
  const answers = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: EXPORT_CONNECTIONS }, async () => {
      for (let round = 0; round < 2 || performance.now() < until; round += 1) {
        answers.push(await download(`${target.base}${path}`, headers));
      }
    }),
  );
  const after = await target.drain();
  const sorted = (key) => answers.map((answer) => answer[key]).sort((a, b) => a - b);
  return {
    total: answers.length,
    firstByteP95: percentile(sorted('firstByte'), 95),
    p95: percentile(sorted('whole'), 95),
    non2xx: answers.filter(({ status }) => status < 200 || status >= 300).length,
    kb: answers[0].bytes / 1024,
    queriesPerRequest: (after.queries - before.queries) / (after.answered - before.answered),
  };
}

/** Every request of a phase, each beside its baseline: { label: { result, bare } }. */
async function measurePhase(autocannon, served, baseline, list) {
  const figures = {};
  const logging = process.env.BENCH_LOG_QUERIES === '1';
  for (const scenario of list) {
    if (logging) await logQueries(served.base, scenario, served.drain);
    if (scenario.stream) {
      figures[scenario.label] = {
        result: await measureDownload(served, scenario.path, scenario.headers),
        bare: await measureDownload(baseline, scenario.baseline.path, {}),
      };
    } else {
      const [result, bareResult] = await measurePair(autocannon, served, scenario, baseline);
      figures[scenario.label] = { result, bare: bareResult };
    }
    const { result } = figures[scenario.label];
    console.log(
      `[bench] ${scenario.label}: ${result.total} answers, p95 ${result.p95.toFixed(1)} ms, ${result.non2xx} not 2xx`,
    );
  }
  return figures;
}

/**
 * The summaries by shop day that the insights read are kept by the orders' statement triggers,
 * the seed's bulk statements included; they are counted again from the orders here, by the
 * function `npm run summaries:rebuild` calls, so both phases start from a rebuild's figures
 * whatever a cached seed held; then vacuumed, as that script does, so that their index-only
 * scans read the index alone, as on a live shop's table that autovacuum keeps.
 */
async function rebuildSummaries(query) {
  await query('SELECT rebuild_daily_summaries()');
  await query('VACUUM ANALYZE daily_summaries, customer_totals');
}

const ratio = (a, b) => `${(a / b).toFixed(2)}x`;

function printResults(list, small, large) {
  const rows = [];
  const misses = [];
  for (const { label, stream } of list) {
    const [s, l] = [small[label], large[label]];
    const growth = l.result.p95 / s.result.p95;
    if (growth > GROWTH_TARGET) misses.push(label);
    const cells = (name, pick) => [
      name,
      pick(s).queriesPerRequest.toFixed(2),
      pick(s).p95.toFixed(1),
      pick(l).p95.toFixed(1),
      ratio(pick(l).p95, pick(s).p95),
      String(pick(s).non2xx + pick(l).non2xx),
    ];
    rows.push(cells(label, (phase) => phase.result));
    if (stream) {
      rows.push([
        `  first byte of it`,
        '',
        s.result.firstByteP95.toFixed(1),
        l.result.firstByteP95.toFixed(1),
        ratio(l.result.firstByteP95, s.result.firstByteP95),
        '',
      ]);
    }
    rows.push(cells(`  ${list.find((item) => item.label === label).baseline.label}`, (phase) => phase.bare));
  }
  printTable(['request', 'queries/req', `p95 ${RECENT_ORDERS}`, `p95 ${TOTAL_ORDERS}`, 'ratio', 'non-2xx'], rows);
  return misses;
}

await runBench(
  {
    cacheName: 'bench-scale',
    seedModule: fileURLToPath(new URL('./bench/scale-seed.mjs', import.meta.url)),
    serverEnv: { NETLIFY_DB_DRIVER: 'server', NODE_ENV: 'test', ADMIN_EMAIL },
    describeDatabase: ({ orders }) => `[bench] database ready: ${orders} orders over the last ${RECENT_DAYS} days`,
    hardLimitMs: HARD_LIMIT_MS,
    baseline: fileURLToPath(new URL('./bench/baseline-routes.mjs', import.meta.url)),
  },
  async ({ base, drain, baseline, query, database: { accounts }, started }) => {
    const admin = { cookie: await signIn(base, ADMIN_EMAIL, PASSWORD) };
    const regular = { cookie: await signIn(base, REGULAR_EMAIL, PASSWORD) };
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
    // The cursor of page 50: the last order of page 49, among the newest 5,000 (the same in both phases).
    const [{ id: page50After }] = await query(
      'SELECT id::int AS id FROM orders ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET 2449',
    );
    const list = scenarios({ admin, regular, regularId: accounts.regular, page50After }).filter(
      ({ label }) => !only || only.test(label),
    );
    const { default: autocannon } = await import('autocannon');
    const served = { base, drain };

    await rebuildSummaries(query);
    console.log(`[bench] measuring on ${RECENT_ORDERS} orders`);
    const small = await measurePhase(autocannon, served, baseline, list);

    const seedStarted = Date.now();
    const older = olderOrdersStatement(accounts);
    await query(older.text, older.params);
    await query('ANALYZE');
    await rebuildSummaries(query);
    const [{ orders }] = await query('SELECT count(*)::int AS orders FROM orders');
    console.log(`[bench] seeded to ${orders} orders in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
    const large = await measurePhase(autocannon, served, baseline, list);

    console.log(
      `\nScale benchmark: the same requests on ${RECENT_ORDERS} orders (${RECENT_DAYS} days) and on ${orders} (${TOTAL_DAYS} days), ${CONNECTIONS} connections (the export ${EXPORT_CONNECTIONS}), ${SECONDS} s each, loopback, ${databaseKind()}`,
    );
    const misses = printResults(list, small, large);
    console.log(
      `(p95 in ms over every answer; ratio = p95 on ${orders} / p95 on ${RECENT_ORDERS} orders, target ≤ ${GROWTH_TARGET}x; queries/req on ${RECENT_ORDERS}; total run ${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
    console.log(misses.length === 0 ? 'Every request met the target.' : `Missed the target: ${misses.join('; ')}`);
  },
);
