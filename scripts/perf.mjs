// Lighthouse on the production build (docs/decisions.md#performance-budgets, issue 4 item 10): `npm run perf`.
//
// Builds nothing itself: it starts `node scripts/serve-production.mjs` (a real in-memory database
// plus `netlify serve --offline`, which builds and serves the site as Netlify would) on PORT 8899 —
// not the end-to-end tests' 8888 — in its own process group, waits for it to answer, runs Lighthouse
// (the npm package, mobile emulation, default simulated throttling) in one headless Chromium on each
// page below, prints one table of scores and metrics marked against the budgets, says what costs
// every missed budget, then stops Chromium and the server's whole process group and exits by itself.
// A missed budget does not fail the process (this is a measurement, not a test); a measurement that
// could not be made (server or Lighthouse error) does.
//
// Offline: nothing here reaches outside this machine. Lighthouse is run with its default config and
// 'simulate' throttling (no preset, nothing it downloads), and Chromium starts with
// --disable-background-networking, --disable-component-update, --disable-sync and --disable-quic.
//
// JavaScript bytes: "wire" is the sum of the transferSize of every Script request in Lighthouse's
// network-requests audit: what the browser received, response headers included (~0.6 KB a script
// here), and uncompressed, since `netlify serve` does not compress (Netlify's CDN does).
// "gzip" is the same scripts fetched again and gzipped here (level 9), bodies only: the budget
// ("90 KB gzip") is judged on that. KB = 1,000 bytes. Inline scripts are part of the HTML document
// and count in neither.
//
// Settings (environment): PERF_PORT (default 8899); PERF_RUNS (Lighthouse runs per page, default 3,
// as single runs vary: each figure in the table is its median over the runs, and the findings under
// it come from the run with the median performance score); PERF_PAGES
// (comma-separated paths, default the seven below); CHROME_PATH (default /usr/bin/chromium);
// PERF_VERBOSE=1 to stream the server's output;
// PERF_COMPRESS=1 to put a small gzip proxy in front of the server, as Netlify's CDN compresses
// what it serves and `netlify serve` does not: the server then runs on PERF_PORT + 1 and Lighthouse
// measures the proxy on PERF_PORT. Without it, the figures are those of `netlify serve` as it is.
// Full Lighthouse JSON reports are written to $TMPDIR/kenyan-bites-perf/ for a closer look.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants as zlibConstants, createGzip, gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.PERF_PORT ?? 8899);
const ORIGIN = `http://localhost:${PORT}`;
const COMPRESS = process.env.PERF_COMPRESS === '1';
/** Where serve-production.mjs listens: PORT itself, or the port behind the gzip proxy. */
const SERVER_PORT = COMPRESS ? PORT + 1 : PORT;
const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 3));
const PAGES = (process.env.PERF_PAGES ?? '/,/about,/faq,/privacy,/terms,/contact,/allergens')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const VERBOSE = process.env.PERF_VERBOSE === '1';
const REPORT_DIR = join(tmpdir(), 'kenyan-bites-perf');
/** `netlify serve` builds the site before serving: allow for a cold build. */
const SERVER_START_TIMEOUT_MS = 8 * 60 * 1000;
/** The whole run must end well within this, whatever happens. */
const HARD_LIMIT_MS = 20 * 60 * 1000;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox', // this machine runs as root
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The budgets of docs/decisions.md#performance-budgets. `ok` says whether a figure meets its budget. */
const BUDGETS = {
  performance: { label: 'performance', text: '>= 98', ok: (v) => v >= 98 },
  accessibility: { label: 'accessibility', text: '= 100', ok: (v) => v >= 100 },
  'best-practices': { label: 'best practices', text: '= 100', ok: (v) => v >= 100 },
  seo: { label: 'SEO', text: '= 100', ok: (v) => v >= 100 },
  lcp: { label: 'LCP', text: '<= 1.5 s', ok: (v) => v <= 1.5 },
  tbt: { label: 'TBT', text: '<= 50 ms', ok: (v) => v <= 50 },
  cls: { label: 'CLS', text: '<= 0.02', ok: (v) => v <= 0.02 },
  js: { label: 'JavaScript', text: '<= 90 KB gzip', ok: (v) => v <= 90 },
};

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (message) => console.log(`[perf ${elapsed()}] ${message}`);

if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(`[perf] Lighthouse needs Node >= 22.19; this is ${process.version}. Run it as \`npm run perf\`.`);
  process.exit(1);
}

const { default: lighthouse } = await import('lighthouse');
// chrome-launcher is Lighthouse's own dependency: load the very copy Lighthouse uses.
const lighthouseRequire = createRequire(fileURLToPath(import.meta.resolve('lighthouse')));
const chromeLauncher = await import(pathToFileURL(lighthouseRequire.resolve('chrome-launcher')).href);

/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
let serverExited = false;
/** @type {{ kill(): unknown } | undefined} */
let chrome;
/** @type {import('node:http').Server[]} */
const proxies = [];
const serverOutput = [];

let cleaningUp;
function cleanup() {
  cleaningUp ??= (async () => {
    if (chrome) {
      try {
        await chrome.kill();
      } catch {}
    }
    for (const proxy of proxies) {
      proxy.closeAllConnections();
      proxy.close();
    }
    await stopServer();
  })();
  return cleaningUp;
}

async function finish(code) {
  await cleanup();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n[perf] ${signal}: stopping Chromium and the server`);
    void finish(130);
  });
}
const hardLimit = setTimeout(() => {
  console.error(`[perf] gave up after ${HARD_LIMIT_MS / 60000} minutes`);
  void finish(1);
}, HARD_LIMIT_MS);
hardLimit.unref();

// ---------------------------------------------------------------------------------------------

async function main() {
  for (const port of new Set([PORT, SERVER_PORT])) {
    if (await answers(`http://localhost:${port}/`)) {
      throw new Error(`something already answers on port ${port}; stop it or set PERF_PORT`);
    }
  }
  await startServer();
  if (COMPRESS) await startProxy();

  // Warm the server up the way a CDN edge would be: the first request of each page is not timed.
  for (const path of PAGES)
    await fetch(ORIGIN + path)
      .then((r) => r.arrayBuffer())
      .catch(() => {});
  const compression = await pageCompression();
  log(`${COMPRESS ? 'gzip proxy' : 'server'}'s Content-Encoding for pages (asked for gzip, br): ${compression}`);

  mkdirSync(REPORT_DIR, { recursive: true });
  log(`starting ${CHROME_PATH} (load average over the last minute: ${loadavg()[0].toFixed(2)})`);
  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false,
  });

  const rows = [];
  const failed = [];
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const lhr = await lighthouseRun(path, RUNS > 1 ? ` run ${i + 1}/${RUNS}` : '');
      if (lhr) runs.push(lhr);
    }
    if (!runs.length) {
      failed.push(path);
      continue;
    }
    const lhr = medianRun(runs);
    const file = join(REPORT_DIR, `${path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/\//g, '_')}.json`);
    writeFileSync(file, JSON.stringify(lhr));
    // Each figure is its median over the runs; the findings come from the median run.
    const all = [];
    for (const run of runs) all.push(await figures(run));
    const row = { path, lhr, runs: runs.length, ...(await figures(lhr)) };
    for (const key of [...Object.keys(BUDGETS), 'jsWire']) row[key] = median(all.map((f) => f[key]));
    rows.push(row);
  }
  await chrome.kill();
  chrome = undefined;

  if (rows.length) {
    printTable(rows);
    printCosts(rows);
  }
  if (failed.length) {
    console.log(`\nNot measured (Lighthouse failed on every attempt): ${failed.join(', ')}`);
    process.exitCode = 1;
  }
  log(`Lighthouse reports: ${REPORT_DIR}/*.json`);
  // Lighthouse's simulated metrics still scale with how busy this 2-core machine is.
  log(
    `load average over the last minute: ${loadavg()[0].toFixed(2)}${loadavg()[0] > 2.5 ? ' (busy machine: timings are less reliable)' : ''}`,
  );
  log(
    `done (Lighthouse ${rows[0]?.lhr.lighthouseVersion}, ${rows[0]?.lhr.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, ${RUNS} run(s) per page)`,
  );
}

/**
 * One Lighthouse run of one page; a run that Lighthouse itself reports as failed (e.g. NO_NAVSTART,
 * a trace lost on a busy machine) is tried again, up to 3 attempts. Undefined when all failed.
 */
async function lighthouseRun(path, label) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const t0 = Date.now();
    let lhr;
    let problem;
    try {
      const result = await lighthouse(ORIGIN + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
      });
      lhr = result?.lhr;
      problem = !lhr
        ? 'no result'
        : lhr.runtimeError
          ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
          : undefined;
    } catch (error) {
      problem = error?.message ?? String(error);
    }
    if (problem) {
      log(`${path}${label}: Lighthouse failed (attempt ${attempt}/3): ${problem}`);
      continue;
    }
    for (const warning of lhr.runWarnings ?? []) log(`warning on ${path}: ${warning}`);
    log(
      `${path}${label}: performance ${Math.round(lhr.categories.performance.score * 100)}, ` +
        `LCP ${(lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s, ` +
        `TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
    );
    return lhr;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

async function startServer() {
  log(`starting scripts/serve-production.mjs on port ${SERVER_PORT} (netlify serve builds the site first)`);
  server = spawn(process.execPath, [join(ROOT, 'scripts/serve-production.mjs')], {
    cwd: ROOT,
    // Its own process group, so that netlify, its build and its function servers all stop with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(SERVER_PORT),
      // The site's own absolute URLs (canonical links) name the origin Lighthouse measures.
      PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL ?? ORIGIN,
      BROWSER: 'none',
      PATH: [join(ROOT, 'node_modules/.bin'), process.env.PATH].join(delimiter),
    },
  });
  const keep = (chunk) => {
    const text = chunk.toString();
    if (VERBOSE) process.stdout.write(text);
    serverOutput.push(...text.split('\n').filter((line) => line.trim()));
    if (serverOutput.length > 400) serverOutput.splice(0, serverOutput.length - 400);
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const exited = new Promise((resolveExit) => {
    server.on('exit', (code, signal) => {
      serverExited = true;
      resolveExit({ code, signal });
    });
  });

  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  let exit;
  void exited.then((e) => (exit = e));
  while (Date.now() < deadline) {
    if (exit) throw new Error(`the server exited before answering (code ${exit.code}, signal ${exit.signal})`);
    if (await answers(`http://localhost:${SERVER_PORT}/`)) {
      log(`server answers on http://localhost:${SERVER_PORT}/`);
      return;
    }
    await sleep(1000);
  }
  throw new Error(`the server did not answer within ${SERVER_START_TIMEOUT_MS / 60000} minutes`);
}

/**
 * PERF_COMPRESS=1: a loopback proxy on PORT that gzips compressible responses for clients that
 * accept gzip (as Netlify's CDN does; Chromium asks plain-HTTP origins for gzip, not br).
 */
async function startProxy() {
  const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
  const hopByHop = ['connection', 'keep-alive', 'transfer-encoding'];
  const handler = (req, res) => {
    const headers = { ...req.headers };
    delete headers['accept-encoding'];
    const upstream = httpRequest(
      { host: 'localhost', port: SERVER_PORT, method: req.method, path: req.url, headers },
      (up) => {
        const gzip =
          /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') &&
          !up.headers['content-encoding'] &&
          compressible.test(up.headers['content-type'] ?? '') &&
          req.method !== 'HEAD' &&
          up.statusCode !== 204 &&
          up.statusCode !== 304;
        const out = { ...up.headers };
        for (const h of hopByHop) delete out[h];
        if (gzip) {
          delete out['content-length'];
          out['content-encoding'] = 'gzip';
          out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding';
        }
        res.writeHead(up.statusCode ?? 502, up.statusMessage, out);
        (gzip ? up.pipe(createGzip({ level: zlibConstants.Z_BEST_COMPRESSION })) : up).pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
  for (const host of ['127.0.0.1', '::1']) {
    const proxy = createServer(handler);
    await new Promise((ok, fail) => proxy.once('error', fail).listen(PORT, host, ok));
    proxies.push(proxy);
  }
  log(`gzip proxy on ${ORIGIN} -> http://localhost:${SERVER_PORT}`);
}

async function stopServer() {
  if (!server || serverExited) return signalGroup('SIGKILL'); // stragglers of an exited leader
  const exited = new Promise((r) => server.once('exit', r));
  signalGroup('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(15000).then(() => false)]);
  if (!stopped) log('server did not stop within 15 s: killing its process group');
  await sleep(500);
  signalGroup('SIGKILL'); // whatever is left of the group (no-op when it is empty)
}

function signalGroup(signal) {
  if (!server?.pid) return;
  try {
    process.kill(-server.pid, signal);
  } catch {}
}

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

async function pageCompression() {
  const seen = new Set();
  for (const path of PAGES) {
    const res = await fetch(ORIGIN + path, { headers: { 'accept-encoding': 'gzip, br' } });
    await res.arrayBuffer();
    seen.add(res.headers.get('content-encoding') ?? 'none');
  }
  return [...seen].join(', ');
}

// ---------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------

/** Each script's bytes, fetched again here: the encoding the server chose and the gzip size. */
const scriptCache = new Map();
async function scriptBytes(url) {
  if (!scriptCache.has(url)) {
    scriptCache.set(
      url,
      (async () => {
        try {
          const res = await fetch(url, {
            headers: { 'accept-encoding': 'gzip, br' },
            signal: AbortSignal.timeout(10000),
          });
          const body = Buffer.from(await res.arrayBuffer()); // fetch decodes any Content-Encoding
          return {
            encoding: res.headers.get('content-encoding') ?? 'none',
            raw: body.length,
            gzip: gzipSync(body, { level: zlibConstants.Z_BEST_COMPRESSION }).length,
          };
        } catch (error) {
          return { encoding: `unfetchable (${error.message})`, raw: 0, gzip: 0 };
        }
      })(),
    );
  }
  return scriptCache.get(url);
}

async function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = [];
  for (const item of requests.filter((r) => r.resourceType === 'Script')) {
    scripts.push({
      url: item.url,
      transfer: item.transferSize ?? 0,
      resource: item.resourceSize ?? 0,
      ...(await scriptBytes(item.url)),
    });
  }
  const jsWire = scripts.reduce((sum, s) => sum + s.transfer, 0) / 1000;
  const jsGzip = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1000;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint') / 1000,
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsWire,
    jsGzip,
    // The budget is on gzip bytes: the bodies gzipped here (the wire figure has headers in it).
    js: jsGzip,
    scripts,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The run with the median performance score (ties: the worse LCP first): the one whose findings are shown. */
function medianRun(runs) {
  const sorted = [...runs].sort(
    (a, b) =>
      a.categories.performance.score - b.categories.performance.score ||
      b.audits['largest-contentful-paint'].numericValue - a.audits['largest-contentful-paint'].numericValue,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function misses(row) {
  return Object.keys(BUDGETS).filter((key) => !BUDGETS[key].ok(row[key]));
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

function mark(row, key, text) {
  return `${text} ${BUDGETS[key].ok(row[key]) ? '✓' : '✗'}`;
}

function printTable(rows) {
  const head = [
    'page',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'LCP s',
    'TBT ms',
    'CLS',
    'JS wire KB',
    'JS gzip KB',
    'budgets',
  ];
  const budgetRow = ['budget', '>=98', '100', '100', '100', '<=1.5', '<=50', '<=0.02', '', '<=90', ''];
  const body = rows.map((r) => [
    r.path,
    mark(r, 'performance', String(r.performance)),
    mark(r, 'accessibility', String(r.accessibility)),
    mark(r, 'best-practices', String(r['best-practices'])),
    mark(r, 'seo', String(r.seo)),
    mark(r, 'lcp', r.lcp.toFixed(2)),
    mark(r, 'tbt', String(Math.round(r.tbt))),
    mark(r, 'cls', r.cls.toFixed(3)),
    r.jsWire.toFixed(1),
    mark(r, 'js', r.js.toFixed(1)),
    misses(r).length ? `${misses(r).length} missed` : 'all met',
  ]);
  const table = [head, budgetRow, ...body];
  const widths = head.map((_, i) => Math.max(...table.map((line) => [...line[i]].length)));
  const format = (line) =>
    line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log('');
  console.log(
    `Lighthouse, mobile emulation, simulated throttling, ${COMPRESS ? 'behind a gzip proxy (PERF_COMPRESS=1)' : 'netlify serve as it is'}, ` +
      `${RUNS > 1 ? `median of ${RUNS} runs a page` : 'one run a page'} (docs/decisions.md; ✓ met, ✗ missed)`,
  );
  console.log(format(head));
  console.log(format(budgetRow));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of body) console.log(format(line));
  const encodings = [...new Set(rows.flatMap((r) => r.scripts.map((s) => s.encoding)))];
  console.log(
    `JS wire = transferSize of Script requests (server's Content-Encoding for scripts: ${encodings.join(', ') || 'no scripts'}); ` +
      "headers included; JS gzip = the same scripts' bodies gzipped here (level 9), on which the JS budget is judged.",
  );
  const all = rows.flatMap((r) =>
    misses(r).map((key) => `${r.path} ${BUDGETS[key].label} ${value(r, key)} (budget ${BUDGETS[key].text})`),
  );
  console.log('');
  console.log(
    all.length ? `Budgets missed: ${all.length} — ${all.join('; ')}` : `All budgets met on ${rows.length} pages.`,
  );
}

function value(row, key) {
  if (key === 'lcp') return `${row.lcp.toFixed(2)} s`;
  if (key === 'tbt') return `${Math.round(row.tbt)} ms`;
  if (key === 'cls') return row.cls.toFixed(3);
  if (key === 'js') return `${row.js.toFixed(1)} KB`;
  return String(row[key]);
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (v) => `${Math.round(v)} ms`;
const shortUrl = (url) => (url?.startsWith(ORIGIN) ? url.slice(ORIGIN.length) : url);

/**
 * For every page with a missed budget: the Lighthouse audits that cost it. A finding that reads
 * exactly as on an earlier page (the same stylesheet, the same scripts) is not repeated.
 */
function printCosts(rows) {
  const seen = new Map();
  for (const row of rows) {
    const missed = misses(row);
    if (!missed.length) continue;
    const { lhr } = row;
    /** @type {string[][]} groups of lines, each a finding and its indented details */
    const groups = [];
    const perfKeys = ['performance', 'lcp', 'tbt', 'cls'].filter((k) => missed.includes(k));
    if (perfKeys.length) performanceCosts(lhr, perfKeys, groups);
    for (const category of ['accessibility', 'best-practices', 'seo'].filter((k) => missed.includes(k))) {
      failingAudits(lhr, category, groups);
    }
    if (missed.includes('js')) scriptCosts(row, groups);
    const which = row.runs > 1 ? `; findings from the median run of ${row.runs}` : '';
    console.log(`\nWhat costs ${row.path} (${missed.map((k) => BUDGETS[k].label).join(', ')}${which}):`);
    for (const group of groups) {
      const key = group.join('\n');
      if (seen.has(key)) {
        console.log(`${group[0].slice(0, 110)}${group[0].length > 110 ? '…' : ''} — same as on ${seen.get(key)}`);
      } else {
        seen.set(key, row.path);
        for (const line of group) console.log(line);
      }
    }
  }
}

function performanceCosts(lhr, keys, groups) {
  const audits = lhr.audits;
  if (keys.includes('performance')) {
    const parts = lhr.categories.performance.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => {
        const audit = audits[ref.id];
        const lost = (1 - (audit.score ?? 0)) * ref.weight;
        return `${audit.title} ${audit.displayValue ?? ''} (weight ${ref.weight}, costs ${lost.toFixed(1)} pts)`;
      });
    groups.push([`  performance ${Math.round(lhr.categories.performance.score * 100)}: ${parts.join('; ')}`]);
  }
  if (keys.includes('lcp') || keys.includes('performance')) {
    const details = audits['lcp-breakdown-insight']?.details?.items ?? [];
    const breakdown = details.find((i) => i.type === 'table')?.items ?? [];
    const element = details.find((i) => i.type === 'node');
    groups.push([
      `  LCP ${(audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s (simulated; FCP ${(audits['first-contentful-paint'].numericValue / 1000).toFixed(2)} s)` +
        `, element ${element ? `<${element.selector ?? element.nodeLabel}> "${(element.nodeLabel ?? '').slice(0, 60)}"` : 'unknown'}` +
        (breakdown.length
          ? `; unthrottled breakdown: ${breakdown.map((b) => `${b.label ?? b.subpart} ${ms(b.duration)}`).join(', ')}`
          : ''),
    ]);
  }
  // Audits whose fix would save time on a missed metric (Lighthouse's own metricSavings).
  const metrics = new Set();
  if (keys.includes('performance')) ['FCP', 'LCP', 'TBT', 'CLS'].forEach((m) => metrics.add(m));
  if (keys.includes('lcp')) metrics.add('LCP');
  if (keys.includes('tbt')) metrics.add('TBT');
  if (keys.includes('cls')) metrics.add('CLS');
  const candidates = Object.values(audits)
    .filter((a) => a.metricSavings && a.score !== null && a.score < 1)
    .map((a) => ({ a, savings: Object.entries(a.metricSavings).filter(([m, v]) => metrics.has(m) && v > 0) }))
    .filter((c) => c.savings.length)
    .sort((x, y) => Math.max(...y.savings.map((s) => s[1])) - Math.max(...x.savings.map((s) => s[1])));
  for (const { a, savings } of candidates.slice(0, 10)) {
    const saved = savings.map(([m, v]) => `${m} -${m === 'CLS' ? v.toFixed(3) : ms(v)}`).join(', ');
    groups.push([
      `  ${a.id}: ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''} (Lighthouse: saves ${saved})`,
      ...auditItems(a)
        .slice(0, 5)
        .map((item) => `      ${item}`),
    ]);
  }
  if (keys.includes('tbt')) {
    const bootup = audits['bootup-time']?.details?.items ?? [];
    const longTasks = audits['long-tasks']?.details?.items ?? [];
    groups.push([
      '  main thread:',
      ...bootup
        .slice(0, 5)
        .map(
          (i) =>
            `      JS ${shortUrl(i.url)}: total ${ms(i.total)}, scripting ${ms(i.scripting)}, parse/compile ${ms(i.scriptParseCompile)}`,
        ),
      ...longTasks
        .slice(0, 5)
        .map((i) => `      long task ${shortUrl(i.url)}: ${ms(i.duration)} at ${ms(i.startTime)}`),
    ]);
  }
  if (keys.includes('cls')) {
    const shifts = audits['layout-shifts']?.details?.items ?? [];
    groups.push([
      '  layout shifts:',
      ...shifts
        .slice(0, 5)
        .map((i) => `      ${i.score?.toFixed(3)}: ${(i.node?.snippet ?? i.node?.nodeLabel ?? '').slice(0, 200)}`),
    ]);
  }
}

/** A few readable lines from an audit's details table. */
function auditItems(audit) {
  const details = audit.details;
  const items = Array.isArray(details?.items) ? details.items : [];
  const table = details?.type === 'list' ? items.find((i) => i?.type === 'table')?.items : items;
  return (Array.isArray(table) ? table : [])
    .filter((i) => typeof i === 'object' && i && !i.type)
    .map((i) => {
      const where =
        shortUrl(i.url ?? i.source?.url) ?? i.node?.snippet ?? i.node?.nodeLabel ?? i.label ?? i.subpart ?? '';
      const bits = [];
      if (i.totalBytes != null) bits.push(`total ${kb(i.totalBytes)}`);
      if (i.wastedBytes != null) bits.push(`unused/wasted ${kb(i.wastedBytes)}`);
      if (i.transferSize != null) bits.push(`transfer ${kb(i.transferSize)}`);
      if (i.wastedMs != null) bits.push(`${ms(i.wastedMs)}`);
      if (i.duration != null) bits.push(`${ms(i.duration)}`);
      return `${String(where).slice(0, 160)} ${bits.join(', ')}`.trim();
    })
    .filter(Boolean);
}

function failingAudits(lhr, category, groups) {
  const refs = lhr.categories[category].auditRefs;
  const failing = refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ audit: lhr.audits[ref.id], weight: ref.weight }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1);
  if (!failing.length) {
    const errored = refs.filter((r) => lhr.audits[r.id].scoreDisplayMode === 'error').map((r) => r.id);
    groups.push([
      `  ${category}: no weighted audit failed${errored.length ? ` (errored: ${errored.join(', ')})` : ''}`,
    ]);
  }
  const totalWeight = refs.reduce((sum, r) => sum + r.weight, 0);
  for (const { audit, weight } of failing) {
    const lost = ((1 - audit.score) * weight * 100) / totalWeight;
    groups.push([
      `  ${category}: ${audit.id} — ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} (costs ${lost.toFixed(1)} pts)`,
      ...(audit.details?.items ?? []).slice(0, 5).map((item) => {
        const text =
          item.node?.snippet ??
          item.description ??
          item.issueType ??
          item.source?.url ??
          item.url ??
          JSON.stringify(item);
        const where = item.sourceLocation?.url ?? item.source?.url ?? '';
        const why = item.node?.explanation?.split('\n').slice(0, 2).join(' ') ?? '';
        return `      ${String(text).slice(0, 220)}${where ? ` [${shortUrl(where)}]` : ''}${why ? ` — ${why.slice(0, 200)}` : ''}`;
      }),
    ]);
  }
}

function scriptCosts(row, groups) {
  const unused = new Map(
    (row.lhr.audits['unused-javascript']?.details?.items ?? []).map((i) => [i.url, i.wastedBytes]),
  );
  const scripts = [...row.scripts].sort((a, b) => b.gzip - a.gzip);
  groups.push([
    `  JavaScript: ${scripts.length} scripts, ${row.jsGzip.toFixed(1)} KB gzip, ${row.jsWire.toFixed(1)} KB on the wire (budget ${BUDGETS.js.text}):`,
    ...scripts.map((s) => {
      const waste = unused.has(s.url) ? `, unused at load ~${kb(unused.get(s.url))} of it` : '';
      return `      ${shortUrl(s.url)}: gzip ${kb(s.gzip)}, raw ${kb(s.raw)}, wire ${kb(s.transfer)} [${s.encoding}]${waste}`;
    }),
  ]);
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

// ---------------------------------------------------------------------------------------------
// Run (last, so that every module-level constant above is initialised)
// ---------------------------------------------------------------------------------------------

try {
  await main();
  await finish(process.exitCode ?? 0);
} catch (error) {
  console.error(`[perf] failed: ${error?.stack ?? error}`);
  if (!VERBOSE && serverOutput.length) {
    console.error('[perf] last lines from the server:\n' + serverOutput.slice(-80).join('\n'));
  }
  await finish(1);
}
