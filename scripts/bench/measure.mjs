// How the API benchmarks load an endpoint and its bare baseline (`npm run bench:api`,
// `npm run bench:scale`): autocannon over CONNECTIONS connections, a warm-up, then SECONDS of load
// (or whole rounds for a slow endpoint), and the figures of each: latencies pooled, p50/p95/p99,
// and the queries per request from the server processes' drains (count-queries.mjs).
// Settings (environment): BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 50).
import { percentile } from './harness.mjs';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Turns an endpoint and its baseline take (measurePair). */
export const ROUNDS = 5;

/**
 * Loads one endpoint over CONNECTIONS connections, either for `seconds` or until `amount` requests
 * have all been answered, and collects the latency of every answer. Rates come from our own clock:
 * autocannon only notices the end of a run on its 1-second tick.
 */
export async function load(autocannon, base, scenario, { seconds, amount }) {
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
  return {
    seconds: (lastAnswerAt - startedAt) / 1000,
    latencies,
    sent: result.requests.sent,
    non2xx,
    errors: result.errors,
    bytes: result.throughput.total,
    responses: result.requests.total,
  };
}

/** The figures of one or more loads of the same endpoint, their latencies pooled. */
export function summarize(loads) {
  const sum = (key) => loads.reduce((total, part) => total + part[key], 0);
  const latencies = loads.flatMap((part) => part.latencies).sort((a, b) => a - b);
  const seconds = sum('seconds');
  return {
    seconds,
    requestsPerSecond: seconds > 0 ? latencies.length / seconds : 0,
    total: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    // Sent but unanswered when a timed run stopped: autocannon drops those.
    dropped: Math.max(0, sum('sent') - latencies.length - sum('errors')),
    kbPerResponse: sum('responses') ? sum('bytes') / sum('responses') / 1024 : 0,
  };
}

/** Queries per request between two drains' counts of a server process. */
export const queriesPerRequest = (before, after) =>
  (after.queries - before.queries) / (after.answered - before.answered);

/** Measures `runs` (a function that does the loading) between two drains: its figures and queries per request. */
async function counted(drain, runs) {
  const before = await drain();
  const loads = await runs();
  return { ...summarize(loads), queriesPerRequest: queriesPerRequest(before, await drain()) };
}

/**
 * A one-second warm-up (not counted; the server then finishes what it was sent), answering
 * whether the endpoint is fast: it answered at least two rounds of connections in it. Then a fast
 * endpoint is loaded for `seconds`, and the few requests in flight at the end, which autocannon
 * drops, are negligible. A slow endpoint would answer few or none of its requests within a timed
 * run, so it is instead sent whole rounds of one request per connection, as many as its warm-up
 * pace fits in about SECONDS seconds (at least two), and every answer is awaited.
 */
async function warmUp(autocannon, target, scenario) {
  const before = await target.drain();
  const startedAt = performance.now();
  const { latencies } = await load(autocannon, target.base, scenario, { seconds: 1 });
  const answered = (await target.drain()).answered - before.answered;
  const pace = answered / ((performance.now() - startedAt) / 1000);
  return {
    fast: latencies.length >= 2 * CONNECTIONS,
    rounds: Math.max(2, Math.round((pace * SECONDS) / CONNECTIONS)),
  };
}

/** One endpoint alone (no baseline): a warm-up, then SECONDS of load or whole rounds. */
export function measure(autocannon, target, scenario) {
  return counted(target.drain, async () => {
    const { fast, rounds } = await warmUp(autocannon, target, scenario);
    return [
      await load(autocannon, target.base, scenario, fast ? { seconds: SECONDS } : { amount: rounds * CONNECTIONS }),
    ];
  });
}

/**
 * An endpoint and its baseline, taking turns: after both warm-ups, ROUNDS turns of SECONDS / ROUNDS
 * each, so that whatever else the machine does in a given second falls on both alike (one block
 * after the other swung the ratio by a third between runs). A slow endpoint is measured alone,
 * then its baseline, as `measure` does.
 */
export async function measurePair(autocannon, target, scenario, baseline) {
  const endpointLoads = [];
  const baselineLoads = [];
  const before = [await target.drain(), await baseline.drain()];
  const warm = await warmUp(autocannon, target, scenario);
  await warmUp(autocannon, baseline, scenario.baseline);
  if (!warm.fast) {
    return [await measure(autocannon, target, scenario), await measure(autocannon, baseline, scenario.baseline)];
  }
  for (let turn = 0; turn < ROUNDS; turn += 1) {
    endpointLoads.push(await load(autocannon, target.base, scenario, { seconds: SECONDS / ROUNDS }));
    baselineLoads.push(await load(autocannon, baseline.base, scenario.baseline, { seconds: SECONDS / ROUNDS }));
  }
  const after = [await target.drain(), await baseline.drain()];
  return [
    { ...summarize(endpointLoads), queriesPerRequest: queriesPerRequest(before[0], after[0]) },
    { ...summarize(baselineLoads), queriesPerRequest: queriesPerRequest(before[1], after[1]) },
  ];
}

/** BENCH_LOG_QUERIES=1: one request alone between two drains, and the queries it sent. */
export async function logQueries(base, scenario, drain) {
  await drain();
  const response = await fetch(`${base}${scenario.path}`, {
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    body: scenario.body,
  });
  await response.arrayBuffer();
  const { queryTexts } = await drain();
  const count = `${queryTexts.length} ${queryTexts.length === 1 ? 'query' : 'queries'}`;
  console.log(`[bench] one ${scenario.label} (${response.status}) sent ${count}:`);
  for (const text of queryTexts) console.log(`[bench]   ${text}`);
}
