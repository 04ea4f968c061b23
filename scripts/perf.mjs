// Lighthouse on the production build, each page against a script-free copy of itself: `npm run perf`.
//
// Starts `node scripts/serve-production.mjs` (an in-memory Netlify Database plus `netlify serve
// --offline`, which builds the site and serves it as Netlify would) on PERF_PORT + 1, in its own
// process group, and a small proxy in front of it on PERF_PORT. The proxy passes every request
// through, except that /__noscript/<path> answers with <path>'s page (same status, same headers)
// with every <script> element removed (inline and external, the island loader too) and every
// <link rel="modulepreload">; styles, images and fonts stay, and their root-relative URLs resolve
// on the same origin. Astro server-renders its islands, so the copy paints the same content.
//
// Lighthouse (the npm package; mobile emulation, simulated throttling, nothing downloaded) then
// runs in one headless Chromium on each page and on its copy, alternating page, copy, page, copy…
// so that the machine's noise falls on both alike. Each figure is its median over PERF_RUNS runs
// (default 3). The LCP ratio is the page's median LCP over its copy's median LCP: what the page's
// own JavaScript costs its largest paint. The copy is measured for performance only.
//
// Printed: one row a page, marked against the budgets (BUDGETS below, LCP ratio included), what
// costs each missed budget, and a closing line counting the budgets met and missed. A missed budget
// does not fail the process (a measurement, not a test); a measurement that could not be made does.
//
// JS KB gzip: every Script request in Lighthouse's network-requests audit (what the page fetches
// when it opens, client:idle islands included), fetched again here and gzipped (level 9), bodies
// only. KB = 1,000 bytes. Inline scripts are part of the HTML document and are not counted.
//
// Environment: PERF_PORT (default 8899; the server takes the next port); PERF_RUNS (default 3);
// PERF_PAGES (comma-separated paths; default below: the home page, the six information pages and
// an unknown path, which Netlify answers with dist/404.html and status 404); CHROMIUM_PATH or
// CHROME_PATH (default /usr/bin/chromium); PERF_VERBOSE=1 streams the server's output;
// PERF_COMPRESS=1 makes the proxy gzip what it serves, as Netlify's CDN does and `netlify serve`
// does not. Full Lighthouse reports: $TMPDIR/kenyan-bites-perf/*.json.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants as zlibConstants, createGzip, gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-flags.mjs';
import { timeToMenu } from './lib/time-to-menu.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.PERF_PORT ?? 8899);
const SERVER_PORT = PORT + 1;
const ORIGIN = `http://localhost:${PORT}`;
const COMPRESS = process.env.PERF_COMPRESS === '1';
const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 3));
const PAGES = (process.env.PERF_PAGES ?? '/,/privacy,/terms,/about,/contact,/faq,/allergens,/no-such-page')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const VERBOSE = process.env.PERF_VERBOSE === '1';
const REPORT_DIR = join(tmpdir(), 'kenyan-bites-perf');
/** The proxy's prefix for a page's script-free copy. */
const NOSCRIPT = '/__noscript';
/** `netlify serve` builds the site before serving: allow for a cold build on a busy machine. */
const SERVER_START_TIMEOUT_MS = 8 * 60 * 1000;
/** The whole run must end within this, whatever happens (8 pages x 3 runs x 2 ~ 15-25 minutes). */
const HARD_LIMIT_MS = 50 * 60 * 1000;

const isHome = (path) => path === '/';
/** Loads of the home page and of its copy for time to menu (issue 27: median of 5). */
const MENU_RUNS = Math.max(1, Number(process.env.PERF_MENU_RUNS ?? 5));
/** Time to menu may be at most this times the script-free copy's. */
const MENU_RATIO_TARGET = 1.15;
/**
 * The budgets, in the table's order. `limit` and `ok` take the row, as some depend on the page:
 * the home page's LCP ratio and JavaScript are allowed more than the static pages' and the 404's.
 */
const BUDGETS = [
  { key: 'performance', label: 'performance', limit: () => '100', ok: (r) => r.performance >= 100 },
  { key: 'accessibility', label: 'accessibility', limit: () => '100', ok: (r) => r.accessibility >= 100 },
  { key: 'bestPractices', label: 'best practices', limit: () => '100', ok: (r) => r.bestPractices >= 100 },
  { key: 'seo', label: 'SEO', limit: () => '100', ok: (r) => r.seo >= 100 },
  { key: 'ratio', label: 'LCP ratio', limit: (r) => `<= ${r.ratioTarget}`, ok: (r) => r.ratio <= r.ratioTarget },
  { key: 'tbt', label: 'TBT', limit: () => '<= 50 ms', ok: (r) => r.tbt <= 50 },
  { key: 'cls', label: 'CLS', limit: () => '<= 0.02', ok: (r) => r.cls <= 0.02 },
  { key: 'js', label: 'JavaScript', limit: (r) => `<= ${r.jsBudget} KB gzip`, ok: (r) => r.js <= r.jsBudget },
];

const started = Date.now();
const log = (message) => console.log(`[perf ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

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
    try {
      await chrome?.kill();
    } catch {}
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
setTimeout(() => {
  console.error(`[perf] gave up after ${HARD_LIMIT_MS / 60000} minutes`);
  void finish(1);
}, HARD_LIMIT_MS).unref();

// ---------------------------------------------------------------------------------------------

async function main() {
  for (const port of [PORT, SERVER_PORT]) {
    if (await answers(`http://localhost:${port}/`)) {
      throw new Error(`something already answers on port ${port}; stop it or set PERF_PORT`);
    }
  }
  await startServer();
  await startProxy();

  // Warm up each page and its copy (the first request is not timed, as on a CDN edge), check that
  // the copy has no script left, and note each page's status: a 404 page is measured as it is.
  const status = new Map();
  for (const path of PAGES) {
    const page = await fetch(ORIGIN + path, { headers: { 'accept-encoding': 'gzip' } });
    const html = await page.text();
    const copy = await (await fetch(ORIGIN + NOSCRIPT + path)).text();
    const left = (copy.match(/<script\b/gi) ?? []).length;
    if (left) throw new Error(`${NOSCRIPT}${path} still has ${left} <script> element(s)`);
    status.set(path, page.status);
    log(
      `${path}: status ${page.status}, ${page.headers.get('content-encoding') ?? 'uncompressed'}, ` +
        `${(html.match(/<script\b/gi) ?? []).length} script element(s), none in its copy ${NOSCRIPT}${path}`,
    );
  }

  mkdirSync(REPORT_DIR, { recursive: true });
  log(`starting ${CHROMIUM_PATH} (load average over the last minute: ${loadavg()[0].toFixed(2)})`);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
    handleSIGINT: false,
  });

  const rows = [];
  const failed = [];
  for (const path of PAGES) {
    const ignoreStatusCode = status.get(path) >= 400;
    const pageRuns = [];
    const copyRuns = [];
    for (let i = 0; i < RUNS; i++) {
      const label = RUNS > 1 ? ` run ${i + 1}/${RUNS}` : '';
      const page = await lighthouseRun(path, label, { ignoreStatusCode });
      if (page) pageRuns.push(page);
      const copy = await lighthouseRun(NOSCRIPT + path, label, {
        ignoreStatusCode,
        onlyCategories: ['performance'],
      });
      if (copy) copyRuns.push(copy);
    }
    if (!pageRuns.length || !copyRuns.length) {
      failed.push(path);
      continue;
    }
    const name = isHome(path) ? 'home' : path.replace(/^\/|\/$/g, '').replace(/\//g, '_');
    const lhr = medianRun(pageRuns);
    const copyLhr = medianRun(copyRuns);
    writeFileSync(join(REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
    writeFileSync(join(REPORT_DIR, `${name}.noscript.json`), JSON.stringify(copyLhr));

    const all = await Promise.all(pageRuns.map(figures));
    const row = { path, status: status.get(path), lhr, copyLhr, runs: pageRuns.length, ...(await figures(lhr)) };
    for (const key of ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls', 'js']) {
      row[key] = median(all.map((f) => f[key]));
    }
    row.copyLcp = median(copyRuns.map(lcpOf));
    row.ratio = row.lcp / row.copyLcp;
    row.ratioTarget = isHome(path) ? 1.5 : 1.3;
    row.jsBudget = isHome(path) ? 80 : 30;
    const copyScripts = copyRuns.flatMap(scriptRequests).map((s) => s.url);
    if (copyScripts.length) log(`warning: ${NOSCRIPT}${path} loaded scripts: ${[...new Set(copyScripts)].join(', ')}`);
    rows.push(row);
  }
  await chrome.kill();
  chrome = undefined;

  // Time to menu: when the first price is on screen, the page against its script-free copy.
  const menu = PAGES.some(isHome)
    ? await timeToMenu({
        pageUrl: `${ORIGIN}/`,
        copyUrl: `${ORIGIN}${NOSCRIPT}/`,
        runs: MENU_RUNS,
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_FLAGS,
        log,
      })
    : null;

  if (rows.length) {
    printTable(rows);
    printCosts(rows);
  }
  console.log('');
  log(`Lighthouse reports: ${REPORT_DIR}/*.json`);
  // Simulated metrics still scale with how busy this 2-core machine is.
  const load = loadavg()[0];
  log(`load average over the last minute: ${load.toFixed(2)}${load > 2.5 ? ' (busy machine: timings vary more)' : ''}`);
  log(
    `done (Lighthouse ${rows[0]?.lhr.lighthouseVersion}, ${rows[0]?.lhr.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'})`,
  );
  if (failed.length) {
    console.log(`Not measured (Lighthouse failed on every run of the page or of its copy): ${failed.join(', ')}`);
    process.exitCode = 1;
  }
  if (menu) printTimeToMenu(menu);
  if (rows.length) printSummary(rows);
}

/** Time to menu's figures against its target; a price never painted is a failed measurement. */
function printTimeToMenu({ pageMs, copyMs, ratio }) {
  console.log('');
  if (ratio === null) {
    console.log(
      `Time to menu (home, slow 4G, 4x CPU, median of ${MENU_RUNS}): not measured, a price was never painted`,
    );
    process.exitCode = 1;
    return;
  }
  const met = ratio <= MENU_RATIO_TARGET ? 'met' : 'NOT met';
  console.log(
    `Time to menu (home, the first price on screen; 390 px, slow 4G, 4x CPU, median of ${MENU_RUNS}): ` +
      `${Math.round(pageMs)} ms; the script-free copy ${Math.round(copyMs)} ms; ratio ${ratio.toFixed(2)} ` +
      `(target <= ${MENU_RATIO_TARGET}: ${met})`,
  );
}

/**
 * One Lighthouse run; a run that Lighthouse itself reports as failed (e.g. NO_NAVSTART, a trace lost
 * on a busy machine) is tried again, up to 3 attempts. Undefined when all failed.
 */
async function lighthouseRun(path, label, { ignoreStatusCode = false, onlyCategories = undefined } = {}) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const t0 = Date.now();
    let lhr;
    let problem;
    try {
      lhr = (
        await lighthouse(ORIGIN + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: onlyCategories ?? ['performance', 'accessibility', 'best-practices', 'seo'],
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
          ignoreStatusCode,
        })
      )?.lhr;
      problem = !lhr ? 'no result' : lhr.runtimeError && `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    } catch (error) {
      problem = error?.message ?? String(error);
    }
    if (problem) {
      log(`${path}${label}: Lighthouse failed (attempt ${attempt}/3): ${problem}`);
      await sleep(3000);
      continue;
    }
    const warnings = (lhr.runWarnings ?? []).filter((w) => !(ignoreStatusCode && /status code/i.test(w)));
    for (const warning of warnings) log(`warning on ${path}: ${warning}`);
    log(
      `${path}${label}: performance ${Math.round(lhr.categories.performance.score * 100)}, ` +
        `LCP ${Math.round(lcpOf(lhr))} ms, TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms ` +
        `(${((Date.now() - t0) / 1000).toFixed(1)} s)`,
    );
    return lhr;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The server and the proxy
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
  let exit;
  server.on('exit', (code, signal) => {
    serverExited = true;
    exit = { code, signal };
  });

  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
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

/** Every <script> element, inline or external, and every module preload. */
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script\s*>|<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding'];

/**
 * The proxy on PORT (127.0.0.1 and ::1, as Chromium may take localhost for either): requests pass
 * through to the server, but /__noscript/<path> answers with <path> without its scripts (a redirect
 * stays under the prefix). With PERF_COMPRESS=1 it gzips compressible responses for clients that
 * accept gzip, as Netlify's CDN does (Chromium asks plain-HTTP origins for gzip, not br).
 */
async function startProxy() {
  const handler = (req, res) => {
    const url = req.url ?? '/';
    const copy = url === NOSCRIPT || url.startsWith(`${NOSCRIPT}/`) || url.startsWith(`${NOSCRIPT}?`);
    const headers = { ...req.headers };
    delete headers['accept-encoding'];
    if (copy) {
      // The copy is rewritten: always ask for the whole page.
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const path = copy ? url.slice(NOSCRIPT.length).replace(/^(?!\/)/, '/') : url;
    const upstream = httpRequest({ host: 'localhost', port: SERVER_PORT, method: req.method, path, headers }, (up) => {
      up.on('error', fail);
      const out = { ...up.headers };
      for (const h of HOP_BY_HOP) delete out[h];
      const gzip =
        COMPRESS &&
        /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') &&
        !up.headers['content-encoding'] &&
        COMPRESSIBLE.test(up.headers['content-type'] ?? '') &&
        req.method !== 'HEAD' &&
        up.statusCode !== 204 &&
        up.statusCode !== 304;
      if (gzip) {
        delete out['content-length'];
        out['content-encoding'] = 'gzip';
        out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding';
      }
      if (copy && out.location?.startsWith('/')) out.location = NOSCRIPT + out.location;
      if (!copy || req.method === 'HEAD' || !/^text\/html/.test(up.headers['content-type'] ?? '')) {
        res.writeHead(up.statusCode ?? 502, up.statusMessage, out);
        (gzip ? up.pipe(createGzip({ level: zlibConstants.Z_BEST_COMPRESSION })) : up).pipe(res);
        return;
      }
      const chunks = [];
      up.on('data', (chunk) => chunks.push(chunk));
      up.on('end', () => {
        const html = Buffer.from(Buffer.concat(chunks).toString('utf8').replace(SCRIPTS, ''));
        const body = gzip ? gzipSync(html, { level: zlibConstants.Z_BEST_COMPRESSION }) : html;
        delete out.etag;
        out['content-length'] = String(body.length);
        res.writeHead(up.statusCode ?? 502, up.statusMessage, out);
        res.end(body);
        if (VERBOSE) log(`proxy: ${req.method} ${url} -> ${up.statusCode}, ${body.length} bytes${gzip ? ' gzip' : ''}`);
      });
    });
    const fail = (error) => {
      log(`proxy: ${req.method} ${url}: ${error.message}`);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    };
    upstream.on('error', fail);
    req.pipe(upstream);
  };
  for (const host of ['127.0.0.1', '::1']) {
    const proxy = createServer(handler);
    await new Promise((ok, fail) => proxy.once('error', fail).listen(PORT, host, ok));
    proxies.push(proxy);
  }
  log(
    `proxy on ${ORIGIN} -> http://localhost:${SERVER_PORT}, script-free copies under ${NOSCRIPT}/` +
      `${COMPRESS ? ', gzip on (PERF_COMPRESS=1)' : ', uncompressed as netlify serve serves'}`,
  );
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

// ---------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------

const lcpOf = (lhr) => lhr.audits['largest-contentful-paint'].numericValue;

/** Script requests of a run, each with its request time (µs, trace clock) when known. */
function scriptRequests(lhr) {
  const details = lhr.audits['network-requests']?.details;
  const t0 = details?.debugData?.networkStartTimeTs;
  return (details?.items ?? [])
    .filter((r) => r.resourceType === 'Script')
    .map((r) => ({
      url: r.url,
      requestTs: t0 != null && r.networkRequestTime != null ? t0 + r.networkRequestTime * 1000 : undefined,
    }));
}

/** Each script's body, fetched again here and gzipped. */
const gzipCache = new Map();
function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    gzipCache.set(
      url,
      fetch(url, { signal: AbortSignal.timeout(10000) })
        .then(async (res) => gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length)
        .catch(() => 0),
    );
  }
  return gzipCache.get(url);
}

async function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scripts = await Promise.all(scriptRequests(lhr).map(async (s) => ({ ...s, gzip: await gzipBytes(s.url) })));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lcpOf(lhr),
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    js: scripts.reduce((sum, s) => sum + s.gzip, 0) / 1000,
    scripts,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The run with the median LCP: the one whose report is kept and whose findings are shown. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => lcpOf(a) - lcpOf(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const misses = (row) => BUDGETS.filter((b) => !b.ok(row));

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (v) => `${Math.round(v)} ms`;
/** A URL as the table shows it: without this origin, nor Netlify's deploy-id query (?dpl=). */
const shortUrl = (url) => url?.replace(ORIGIN, '').replace(/\?dpl=[^&]*$/, '');
const pageName = (row) => `${row.path}${row.status === 200 ? '' : ` (${row.status})`}`;

function cell(row, key, text) {
  return `${text} ${BUDGETS.find((b) => b.key === key).ok(row) ? '✓' : '✗'}`;
}

function printTable(rows) {
  const head = [
    'page',
    'perf',
    'a11y',
    'BP',
    'SEO',
    'LCP ms',
    'no-JS LCP',
    'LCP ratio',
    'TBT ms',
    'CLS',
    'JS KB gz',
    'budgets',
  ];
  const budgetRow = ['budget', '100', '100', '100', '100', '', '', '<=1.5 / 1.3', '<=50', '<=0.02', '<=80 / 30', ''];
  const body = rows.map((r) => [
    pageName(r),
    cell(r, 'performance', String(r.performance)),
    cell(r, 'accessibility', String(r.accessibility)),
    cell(r, 'bestPractices', String(r.bestPractices)),
    cell(r, 'seo', String(r.seo)),
    String(Math.round(r.lcp)),
    String(Math.round(r.copyLcp)),
    cell(r, 'ratio', `${r.ratio.toFixed(2)} /${r.ratioTarget}`),
    cell(r, 'tbt', String(Math.round(r.tbt))),
    cell(r, 'cls', r.cls.toFixed(3)),
    cell(r, 'js', `${r.js.toFixed(1)} /${r.jsBudget}`),
    `${BUDGETS.length - misses(r).length}/${BUDGETS.length} met`,
  ]);
  const table = [head, budgetRow, ...body];
  const widths = head.map((_, i) => Math.max(...table.map((line) => [...line[i]].length)));
  const format = (line) =>
    line.map((text, i) => (i === 0 ? text.padEnd(widths[i]) : text.padStart(widths[i]))).join('  ');
  console.log('');
  console.log(
    `Lighthouse ${rows[0].lhr.lighthouseVersion}, mobile, simulated throttling, median of ${RUNS} run(s) of each page and of ` +
      `its script-free copy, alternating; ${COMPRESS ? 'gzip proxy (PERF_COMPRESS=1)' : 'uncompressed (netlify serve)'}.`,
  );
  console.log(
    'LCP ratio = page LCP / no-JS LCP (home <= 1.5, others <= 1.3); JS = gzip KB of the scripts fetched (home <= 80 (issue 27), others <= 30). ✓ met, ✗ missed.',
  );
  console.log(format(head));
  console.log(format(budgetRow));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of body) console.log(format(line));
}

function value(row, key) {
  if (key === 'ratio') return `${row.ratio.toFixed(2)} (${ms(row.lcp)} / ${ms(row.copyLcp)})`;
  if (key === 'tbt') return ms(row.tbt);
  if (key === 'cls') return row.cls.toFixed(3);
  if (key === 'js') return `${row.js.toFixed(1)} KB`;
  return String(row[key]);
}

/** Each page's missed budgets, one line a page, then the closing count. */
function printSummary(rows) {
  const total = rows.length * BUDGETS.length;
  let missed = 0;
  console.log('');
  for (const row of rows) {
    const list = misses(row);
    missed += list.length;
    if (list.length) {
      console.log(
        `Missed on ${pageName(row)}: ${list.map((b) => `${b.label} ${value(row, b.key)} (${b.limit(row)})`).join(', ')}`,
      );
    }
  }
  console.log(
    `Budgets: ${total - missed} of ${total} met, ${missed} missed (${rows.length} pages x ${BUDGETS.length} budgets: ` +
      `${BUDGETS.map((b) => b.label).join(', ')}).`,
  );
}

/** The LCP element's selector and text, from Lighthouse's LCP breakdown. */
function lcpElement(lhr) {
  const node = (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []).find((i) => i.type === 'node');
  return node ? `<${node.selector ?? node.nodeLabel}> "${(node.nodeLabel ?? '').slice(0, 50)}"` : 'unknown';
}

/**
 * For every page with a missed budget: what Lighthouse says costs it, from the median run. A finding
 * that reads exactly as on an earlier page (the same scripts, the same audit) is not repeated.
 */
function printCosts(rows) {
  const seen = new Map();
  for (const row of rows) {
    const missed = misses(row).map((b) => b.key);
    if (!missed.length) continue;
    const { lhr, copyLhr } = row;
    const audits = lhr.audits;
    /** @type {string[][]} groups of lines: a finding and its indented details */
    const groups = [];
    if (missed.includes('ratio') || missed.includes('performance')) {
      const fcp = (r) => ms(r.audits['first-contentful-paint'].numericValue);
      const element = lcpElement(lhr);
      const copyElement = lcpElement(copyLhr);
      groups.push([
        `  LCP ${ms(lhr.audits['largest-contentful-paint'].numericValue)} (FCP ${fcp(lhr)}), element ${element}; ` +
          `copy: LCP ${ms(lcpOf(copyLhr))} (FCP ${fcp(copyLhr)})` +
          (copyElement === element ? ', same element' : `, element ${copyElement}`),
      ]);
      // Lighthouse's simulated LCP takes in whatever the page requested before its observed LCP.
      const observed = audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaintTs;
      const early = scriptRequests(lhr).filter(
        (s) => observed != null && s.requestTs != null && s.requestTs < observed,
      );
      if (early.length) {
        groups.push([
          `  scripts requested before the observed LCP (counted in the simulated LCP): ${early.map((s) => shortUrl(s.url)).join(', ')}`,
        ]);
      }
    }
    if (missed.some((k) => ['performance', 'ratio', 'tbt', 'cls'].includes(k))) {
      // Audits whose fix would save time on a metric (Lighthouse's own metricSavings), largest first.
      const candidates = Object.values(audits)
        .filter((a) => a.metricSavings && a.score !== null && a.score < 1)
        .map((a) => ({ a, savings: Object.entries(a.metricSavings).filter(([, v]) => v > 0) }))
        .filter((c) => c.savings.length)
        .sort((x, y) => Math.max(...y.savings.map((s) => s[1])) - Math.max(...x.savings.map((s) => s[1])));
      for (const { a, savings } of candidates.slice(0, 6)) {
        const saved = savings.map(([m, v]) => `${m} -${m === 'CLS' ? v.toFixed(3) : ms(v)}`).join(', ');
        groups.push([
          `  ${a.id}: ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''} (saves ${saved})`,
          ...auditItems(a)
            .slice(0, 4)
            .map((item) => `      ${item}`),
        ]);
      }
    }
    for (const [key, category] of [
      ['accessibility', 'accessibility'],
      ['bestPractices', 'best-practices'],
      ['seo', 'seo'],
    ]) {
      if (missed.includes(key)) failingAudits(lhr, category, groups);
    }
    if (missed.includes('js')) {
      const scripts = [...row.scripts].sort((a, b) => b.gzip - a.gzip);
      groups.push([
        `  JavaScript: ${scripts.length} scripts, ${row.js.toFixed(1)} KB gzip (budget ${row.jsBudget}):`,
        ...scripts.slice(0, 8).map((s) => `      ${shortUrl(s.url)} ${kb(s.gzip)}`),
        ...(scripts.length > 8
          ? [`      and ${scripts.length - 8} more, ${kb(scripts.slice(8).reduce((sum, s) => sum + s.gzip, 0))} in all`]
          : []),
      ]);
    }
    console.log(
      `\nWhat costs ${pageName(row)} (${misses(row)
        .map((b) => b.label)
        .join(', ')}):`,
    );
    for (const group of groups) {
      const key = group.join('\n');
      if (seen.has(key)) {
        console.log(`${group[0].slice(0, 100)}${group[0].length > 100 ? '…' : ''} — as on ${seen.get(key)}`);
      } else {
        seen.set(key, row.path);
        for (const line of group) console.log(line);
      }
    }
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
      const where = shortUrl(i.url ?? i.source?.url) ?? i.node?.snippet ?? i.groupLabel ?? i.label ?? i.subpart ?? '';
      const bits = [];
      if (i.totalBytes != null) bits.push(`total ${kb(i.totalBytes)}`);
      if (i.wastedBytes != null) bits.push(`wasted ${kb(i.wastedBytes)}`);
      if (i.wastedMs != null) bits.push(ms(i.wastedMs));
      if (i.total != null) bits.push(`${ms(i.total)} (scripting ${ms(i.scripting ?? 0)})`);
      if (i.duration != null) bits.push(ms(i.duration));
      return `${String(where).slice(0, 140)} ${bits.join(', ')}`.trim();
    })
    .filter(Boolean);
}

function failingAudits(lhr, category, groups) {
  const refs = lhr.categories[category].auditRefs;
  const totalWeight = refs.reduce((sum, r) => sum + r.weight, 0);
  for (const ref of refs.filter((r) => r.weight > 0)) {
    const audit = lhr.audits[ref.id];
    if (audit.score === null || audit.score >= 1) continue;
    const lost = ((1 - audit.score) * ref.weight * 100) / totalWeight;
    groups.push([
      `  ${category}: ${audit.id} — ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} (costs ${lost.toFixed(1)} pts)`,
      ...(audit.details?.items ?? []).slice(0, 4).map((item) => {
        const text = item.node?.snippet ?? item.source?.snippet ?? item.description ?? item.url ?? JSON.stringify(item);
        const where = item.sourceLocation?.url ?? item.source?.url;
        return `      ${String(text).slice(0, 200)}${where ? ` [${shortUrl(where)}]` : ''}`;
      }),
    ]);
  }
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
    console.error(`[perf] last lines from the server:\n${serverOutput.slice(-80).join('\n')}`);
  }
  await finish(1);
}
