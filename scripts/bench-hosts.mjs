// Server CPU per request on the end-to-end tests' two hosts of one build (`npm run bench:hosts`):
// `netlify serve`, which starts a worker and imports the function afresh for every call, and the
// warm host (scripts/warm-host.mjs), which keeps each function loaded. Starts both with
// scripts/serve-e2e.mjs (a fresh build, an in-memory database unless SERVE_POSTGRES_URL names a
// PostgreSQL server), then sends each request BENCH_CALLS times (default 20) one after another to
// each host, after one call that loads it, and prints the CPU the host's processes spent per call
// (user + system, from /proc, worker threads included), with a static file as the floor both share.
// Loopback only; the run stops the servers and exits by itself, within 10 minutes.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { e2ePorts } from './lib/e2e-ports.mjs';
import { answersAt } from './lib/host-processes.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 20);
const HARD_LIMIT_MS = 10 * 60 * 1000;
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;
const REQUESTS = [
  { label: 'static page (/terms)', path: '/terms' },
  { label: 'GET /api/products', path: '/api/products' },
  { label: 'GET /api/auth/user (401)', path: '/api/auth/user' },
  { label: 'home page (SSR function)', path: '/' },
];

const ports = e2ePorts({ E2E_PORT: process.env.BENCH_PORT ?? '8898' });
setTimeout(() => {
  console.error('[bench] gave up after 10 minutes');
  process.exit(1);
}, HARD_LIMIT_MS).unref();

/** Every process's parent and CPU ticks so far (user + system, its reaped children's included). */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
      table.set(Number(entry), { parent: Number(fields[1]), ticks, cmdline });
    } catch {
      // the process ended while being read
    }
  }
  return table;
}

/** CPU milliseconds of `pid` and all its descendants. */
function treeCpuMs(pid) {
  const table = processTable();
  let total = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop();
    total += table.get(current)?.ticks ?? 0;
    for (const [child, info] of table) if (info.parent === current) pending.push(child);
  }
  return (total * 1000) / TICKS_PER_SECOND;
}

/** The descendant of `root` whose command line contains `marker`. */
function descendant(root, marker) {
  const table = processTable();
  for (const [pid, info] of table) {
    if (!info.cmdline.includes(marker)) continue;
    for (let up = info.parent; up > 1; up = table.get(up)?.parent ?? 0) if (up === root) return pid;
  }
  throw new Error(`no process '${marker}' under ${root}`);
}

async function call(url) {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}

const servers = spawn(process.execPath, [fileURLToPath(new URL('./serve-e2e.mjs', import.meta.url))], {
  env: { ...process.env, PORT: String(ports.warm), E2E_NETLIFY_PORT: String(ports.netlify) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await answersAt(`${ports.warmURL}/`);
  const hosts = [
    { name: 'netlify serve', url: ports.netlifyURL, pid: descendant(servers.pid, 'netlify serve') },
    { name: 'warm host', url: ports.warmURL, pid: descendant(servers.pid, 'warm-host.mjs') },
  ];
  const rows = [];
  for (const request of REQUESTS) {
    const row = { request: request.label };
    for (const host of hosts) {
      const before = treeCpuMs(host.pid);
      const status = await call(`${host.url}${request.path}`);
      const first = treeCpuMs(host.pid) - before;
      const start = treeCpuMs(host.pid);
      for (let i = 0; i < CALLS; i++) await call(`${host.url}${request.path}`);
      row[`${host.name}: first call`] = `${Math.round(first)} ms`;
      row[`${host.name}: per call`] = `${((treeCpuMs(host.pid) - start) / CALLS).toFixed(1)} ms`;
      row.status = status;
    }
    rows.push(row);
  }
  console.log(`Server CPU per request, ${CALLS} calls each after the first (user + system, the host's processes):`);
  console.table(rows);
} finally {
  servers.kill('SIGTERM');
}
await new Promise((resolve) => servers.once('exit', resolve));
process.exit(0);
