// API benchmark (DESIGN §10: reads p95 <= 20 ms under 50 concurrent clients): `npm run bench:api`.
//
// Three processes, so that load generation, the functions and the database never share one event
// loop (the in-memory database runs Postgres as WebAssembly, which would block whatever shares it):
//   1. this process bundles the functions, then drives autocannon and prints the table;
//   2. `db`: a real in-memory Netlify Database, migrated and seeded with 5,000 orders, an
//      administrator and a customer;
//   3. `server`: the project's real function handlers (netlify/functions/*.mts, each routed by its
//      own `config.path`) behind a small node:http server on 127.0.0.1.
//
// The functions are TypeScript with path aliases, which Node cannot import, and neither tsx nor
// vite-node is installed, so they are bundled first with esbuild (what Netlify itself bundles
// functions with; it comes with Astro and Vite), one bundle for all of them so they share the config and
// the connection pool as one function instance would; npm packages stay external and load from
// node_modules. Everything listens on loopback only, every run is time-bounded, and the script
// stops the database and exits by itself.
//
// Settings (environment): BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 50), BENCH_ORDERS
// (default 5000), BENCH_NAGLE=1 to leave the dev database's sockets as they are (see `runDatabase`).
import { fork } from 'node:child_process';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createInterface } from 'node:readline';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ORDER_COUNT = Number(process.env.BENCH_ORDERS ?? 5000);
const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@kenyanbites.local';
const CUSTOMER_EMAIL = 'bench-customer@example.com';
const PASSWORD = 'bench-password-42';
/** The whole run must end well within this, whatever happens. */
const HARD_LIMIT_MS = 10 * 60 * 1000;

const role = process.argv[2] ?? 'main';
if (role === 'db') await runDatabase();
else if (role === 'server') await runServer(process.argv[3]);
else await main();

// ---------------------------------------------------------------------------------------------
// Process 2: the database
// ---------------------------------------------------------------------------------------------

async function runDatabase() {
  const { NetlifyDB } = await import('@netlify/database-dev');
  const { default: bcrypt } = await import('bcryptjs');
  const db = new NetlifyDB({ logger: () => {} });
  const url = await db.start();
  // The dev database's socket server leaves Nagle's algorithm on, so its multi-part answers to a
  // parameterised query wait for the client's delayed ACK: ~44 ms per query instead of ~1 ms.
  // Real Postgres (and Netlify's) set TCP_NODELAY; do the same so the figures measure our code,
  // not a dev-server artefact. BENCH_NAGLE=1 measures the untouched dev server instead.
  if (process.env.BENCH_NAGLE !== '1') db['server']?.on('connection', (socket) => socket.setNoDelay(true));
  await db.applyMigrations(join(ROOT, 'netlify/database/migrations'));

  const hash = await bcrypt.hash(PASSWORD, 10);
  const { rows: users } = await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone)
     VALUES ($1, $3, 'Owner', 'Admin', NULL), ($2, $3, 'Amina', 'Odhiambo', '913-555-0142')
     RETURNING id`,
    [ADMIN_EMAIL, CUSTOMER_EMAIL, hash],
  );
  const customerId = users[1].id;
  // 5,000 plausible orders over the last 180 days: every status, both types, one to three lines,
  // one in five belonging to the customer account.
  await db.query(
    `WITH seed AS (
       SELECT n,
         (ARRAY['pending','confirmed','preparing','ready','delivered','cancelled'])[1 + n % 6] AS status,
         CASE WHEN n % 3 = 0 THEN 'pickup' ELSE 'delivery' END AS order_type,
         10 + (n % 5) * 10 AS pieces
       FROM generate_series(1, $1::int) AS n
     ), priced AS (
       SELECT *, pieces * 180 + CASE WHEN n % 2 = 0 THEN 2400 ELSE 0 END AS subtotal,
         CASE WHEN order_type = 'delivery' THEN 350 + (n % 4) * 200 ELSE 0 END AS fee
       FROM seed
     )
     INSERT INTO orders (user_id, status, order_type, customer_name, customer_email, customer_phone,
       subtotal_cents, delivery_fee_cents, tip_cents, total_cents, notes, delivery_address, items,
       payment_intent_id, created_at)
     SELECT CASE WHEN n % 5 = 0 THEN $2::bigint END, status, order_type,
       'Customer ' || n, 'customer' || n || '@example.com', '913-555-' || lpad((n % 10000)::text, 4, '0'),
       subtotal, fee, CASE WHEN order_type = 'delivery' THEN subtotal * 15 / 100 ELSE 0 END,
       subtotal + fee + CASE WHEN order_type = 'delivery' THEN subtotal * 15 / 100 ELSE 0 END,
       CASE WHEN n % 4 = 0 THEN 'Please call on arrival' END,
       CASE WHEN order_type = 'delivery' THEN jsonb_build_object(
         'fullAddress', n || ' Metcalf Ave, Overland Park, KS 66212', 'zone', 'Local 0-10',
         'fee', to_char(fee / 100.0, 'FM999990.00')) END,
       jsonb_build_array(jsonb_build_object('productId', 1, 'name', 'Beef Samosa', 'quantity', pieces, 'price', '1.80'))
         || CASE WHEN n % 2 = 0 THEN jsonb_build_array(jsonb_build_object(
              'productId', 6, 'name', 'Beef Pilau Tray', 'quantity', 1, 'price', '24.00')) ELSE '[]'::jsonb END,
       'pi_bench_' || n,
       now() - (n * interval '1 hour' * 180 * 24 / $1::int)
     FROM priced`,
    [ORDER_COUNT, customerId],
  );
  const { rows } = await db.query('SELECT count(*)::int AS n FROM orders');
  let stopping;
  const stop = () => {
    stopping ??= db.stop().finally(() => process.exit(0));
    return stopping;
  };
  process.on('message', (message) => {
    if (message?.type === 'stop') void stop();
  });
  // The parent went away without asking: stop anyway rather than linger.
  process.on('disconnect', () => void stop());
  process.send({ type: 'ready', url, orders: rows[0].n });
}

// ---------------------------------------------------------------------------------------------
// Process 3: the functions behind node:http
// ---------------------------------------------------------------------------------------------

/** '/api/orders/:id/status' as a matcher returning the parameters, or null. */
function pathMatcher(pattern) {
  const names = [];
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}/?$`);
  return (pathname) => {
    const match = regex.exec(pathname);
    if (!match) return null;
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])]));
  };
}

async function runServer(bundlePath) {
  const { functions, closeDatabaseConnection } = await import(pathToFileURL(bundlePath).href);
  const routes = functions
    .flatMap(({ module }) => [module.config?.path].flat().filter(Boolean).map((path) => ({ path, handler: module.default })))
    // Literal paths before parameterised ones, as Netlify routes them.
    .sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))
    .map((route) => ({ ...route, match: pathMatcher(route.path) }));

  let inFlight = 0;
  let answered = 0;
  let drainWaiters = [];
  const settle = () => {
    inFlight -= 1;
    answered += 1;
    if (inFlight === 0) {
      for (const notify of drainWaiters) notify();
      drainWaiters = [];
    }
  };
  process.on('message', async (message) => {
    if (message?.type === 'drain') {
      const notify = () => process.send({ type: 'drained', answered });
      if (inFlight === 0) notify();
      else drainWaiters.push(notify);
    } else if (message?.type === 'shutdown') {
      // Close the pool politely (Terminate, then FIN) before the database goes away.
      server.close();
      server.closeAllConnections();
      await closeDatabaseConnection();
      process.exit(0);
    }
  });

  const server = createServer(async (req, res) => {
    // Counted until the handler has finished, not until the socket closes: a client that gives
    // up (autocannon at the end of a timed run) leaves the function running all the same.
    inFlight += 1;
    try {
      const url = new URL(req.url, `http://${req.headers.host ?? '127.0.0.1'}`);
      let route;
      let params = null;
      for (const candidate of routes) {
        params = candidate.match(url.pathname);
        if (params) {
          route = candidate;
          break;
        }
      }
      if (!route) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"No function here"}');
        return;
      }
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        for (const item of [value].flat()) if (item !== undefined) headers.append(name, item);
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const request = new Request(url, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
      const response = await route.handler(request, { ip: req.socket.remoteAddress, params });
      const outgoing = {};
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') outgoing[name] = value;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) outgoing['set-cookie'] = cookies;
      const body = Buffer.from(await response.arrayBuffer());
      outgoing['content-length'] = String(body.length);
      res.writeHead(response.status, outgoing).end(body);
    } catch (error) {
      console.error('[bench server]', error);
      if (!res.headersSent) res.writeHead(500).end();
    } finally {
      settle();
    }
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => {
    process.send({ type: 'listening', port: server.address().port, routes: routes.map((route) => route.path) });
  });
  process.on('disconnect', () => process.exit(0));
}

// ---------------------------------------------------------------------------------------------
// Process 1: bundle, start, load, report
// ---------------------------------------------------------------------------------------------

/** Bundles every function into one ESM file under node_modules/.cache (so packages resolve). */
async function bundleFunctions() {
  const { build } = await import('esbuild');
  const functionsDir = join(ROOT, 'netlify/functions');
  const files = (await readdir(functionsDir)).filter((file) => /\.m?[jt]s$/.test(file)).sort();
  const outDir = join(ROOT, 'node_modules/.cache/bench-api');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const entry = [
    ...files.map((file, index) => `import * as f${index} from ${JSON.stringify(join(functionsDir, file))};`),
    // The same module instance the functions use, so the script can close their pool.
    `export { closeDatabaseConnection } from ${JSON.stringify(join(ROOT, 'src/server/db/connection.ts'))};`,
    `export const functions = [${files.map((file, index) => `{ name: ${JSON.stringify(file)}, module: f${index} }`).join(', ')}];`,
  ].join('\n');
  const outfile = join(outDir, 'functions.mjs');
  await build({
    stdin: { contents: entry, resolveDir: ROOT, sourcefile: 'bench-entry.mjs', loader: 'js' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    tsconfig: join(ROOT, 'tsconfig.json'),
    outfile,
    logLevel: 'warning',
  });
  return { outfile, files };
}

/** Forks this script in another role and waits for its first message of the given type. */
function start(roleName, args, env, readyType) {
  const child = fork(fileURLToPath(import.meta.url), [roleName, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // Whatever a child prints is shown, labelled with its role.
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => target.write(`[${roleName}] ${line}\n`));
  }
  const ready = new Promise((resolvePromise, reject) => {
    child.once('exit', (code) => reject(new Error(`${roleName} process exited early (code ${code})`)));
    child.on('message', (message) => {
      if (message?.type === readyType) resolvePromise(message);
    });
  });
  return { child, ready };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function signIn(base, email) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return cookie;
}

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

function printTable(rows) {
  const header = ['endpoint', 'requests', 'seconds', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors', 'dropped', 'KB/resp'];
  const body = rows.map((row) => [
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
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column].length)));
  const line = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of body) console.log(line(cells));
}

async function main() {
  const hardLimit = setTimeout(() => {
    console.error(`[bench] still running after ${HARD_LIMIT_MS / 60000} minutes; giving up`);
    process.exit(2);
  }, HARD_LIMIT_MS);
  hardLimit.unref();

  const started = Date.now();
  const { outfile, files } = await bundleFunctions();
  console.log(`[bench] bundled ${files.length} functions with esbuild`);

  const db = start('db', [], {}, 'ready');
  const children = [db.child];
  /** Asks a child to finish, and kills it if it has not within five seconds. */
  const finish = (child, message) =>
    new Promise((resolvePromise) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolvePromise();
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolvePromise();
      }, 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolvePromise();
      });
      if (child.connected) child.send(message);
      else child.kill('SIGTERM');
    });
  const stopAll = async () => {
    // The functions' pool first, then the database it talks to.
    for (const child of children.slice(1)) await finish(child, { type: 'shutdown' });
    await finish(db.child, { type: 'stop' });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await stopAll();
      process.exit(130);
    });
  }

  let exitCode = 0;
  try {
    const { url, orders } = await db.ready;
    console.log(`[bench] database ready: ${orders} orders (Nagle on its sockets: ${process.env.BENCH_NAGLE === '1' ? 'left on' : 'off'})`);
    const server = start(
      'server',
      [outfile],
      { NETLIFY_DB_URL: url, NETLIFY_DB_DRIVER: 'server', NODE_ENV: 'test', ADMIN_EMAIL },
      'listening',
    );
    children.push(server.child);
    const { port, routes } = await server.ready;
    const base = `http://127.0.0.1:${port}`;
    /** Resolves, with the server's count of answers so far, once it has answered every request. */
    const drain = () =>
      new Promise((resolvePromise) => {
        const onMessage = (message) => {
          if (message?.type !== 'drained') return;
          server.child.off('message', onMessage);
          resolvePromise(message.answered);
        };
        server.child.on('message', onMessage);
        server.child.send({ type: 'drain' });
      });
    console.log(`[bench] functions on ${base}: ${routes.join(' ')}`);

    const [adminCookie, customerCookie] = [await signIn(base, ADMIN_EMAIL), await signIn(base, CUSTOMER_EMAIL)];
    const check = await fetch(`${base}/api/orders`, { headers: { cookie: adminCookie } });
    const all = await check.json();
    if (check.status !== 200 || all.length !== orders) throw new Error(`GET /api/orders answered ${check.status} with ${all.length} orders`);
    console.log(`[bench] GET /api/orders as admin: ${all.length} orders, ${(JSON.stringify(all).length / 1024).toFixed(0)} KB`);

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
      `\nAPI benchmark: ${CONNECTIONS} concurrent connections, ${SECONDS} s per endpoint after a 1 s warm-up (slow endpoints: whole rounds of ${CONNECTIONS} requests), loopback, in-memory database`,
    );
    printTable(rows);
    console.log(
      `(latency over every counted response, whatever its status; dropped = in flight when a timed run stopped; total run ${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  } catch (error) {
    console.error('[bench] failed:', error);
    exitCode = 1;
  } finally {
    await stopAll();
  }
  process.exit(exitCode);
}
