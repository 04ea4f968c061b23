// What the build's function bundles weigh and what loading them costs (`npm run bench:functions
// [functions directory]`, by default .netlify/functions, as `netlify serve` or a deploy leaves it):
// the bytes of the zips and of what they unzip to, the packages that weigh most over all of them,
// and the CPU (user + system) of a cold load of each, the way a new instance on Netlify (and each
// first call in tests/e2e/built-functions/) pays it: in a fresh Node process, Netlify's bootstrap
// from the zip, then the function's own module with everything it imports at its top. The handler
// is not called (that is the request's own work, and needs a database). BENCH_RUNS (default 3)
// loads each bundle that many times and keeps its median. Figures only; nothing is asserted.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import extract from 'extract-zip';

const functionsDirectory = path.resolve(process.argv[2] ?? '.netlify/functions');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** In a fresh process: the CPU milliseconds of importing the bootstrap, then the function's module. */
const LOAD = `
const cpu = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
const [bootstrap, main] = process.argv.slice(1);
const started = cpu();
await import(bootstrap);
const loaded = cpu();
await import(main);
console.log(JSON.stringify({ bootstrap: loaded - started, main: cpu() - loaded }));
`;

/** Every file under `directory`, with its size. */
function filesUnder(/** @type {string} */ directory) {
  /** @type {{ file: string, bytes: number }[]} */
  const found = [];
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found.push({ file: path.relative(directory, file), bytes: statSync(file).size });
  }
  return found;
}

/** The package a bundled file belongs to, or the file itself outside node_modules. */
function owner(/** @type {string} */ file) {
  const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  return match ? (match[1] ?? file) : file;
}

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} kB`;
const MB = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** @type {{ functions: { name: string, path: string }[] }} */
const manifest = JSON.parse(readFileSync(path.join(functionsDirectory, 'manifest.json'), 'utf8'));
const work = mkdtempSync(path.join(tmpdir(), 'bench-functions-'));
/** @type {Map<string, number>} */
const byPackage = new Map();
const rows = [];
try {
  for (const entry of manifest.functions) {
    const zip = path.join(functionsDirectory, path.basename(entry.path));
    const directory = path.join(work, entry.name);
    await extract(zip, { dir: directory });
    const files = filesUnder(directory);
    for (const { file, bytes } of files) byPackage.set(owner(file), (byPackage.get(owner(file)) ?? 0) + bytes);
    // The entry Netlify's bundler writes: `...getLambdaHandler('./<the function's module>')`.
    const entryPoint = readFileSync(path.join(directory, '___netlify-entry-point.mjs'), 'utf8');
    const main = /getLambdaHandler\('([^']+)'\)/.exec(entryPoint)?.[1];
    if (!main) throw new Error(`${entry.name}: no handler module in its entry point`);
    const loads = [];
    for (let run = 0; run < RUNS; run += 1) {
      const child = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          LOAD,
          pathToFileURL(path.join(directory, '___netlify-bootstrap.mjs')).href,
          pathToFileURL(path.join(directory, main)).href,
        ],
        { cwd: directory, encoding: 'utf8', env: { PATH: process.env.PATH, NODE_ENV: 'production' } },
      );
      const last = child.stdout.trim().split('\n').at(-1) ?? '';
      if (child.status !== 0 || !last.startsWith('{')) {
        throw new Error(`${entry.name} did not load:\n${child.stderr.slice(-2000)}`);
      }
      loads.push(JSON.parse(last));
    }
    rows.push({
      name: entry.name,
      zipped: statSync(zip).size,
      unzipped: files.reduce((sum, { bytes }) => sum + bytes, 0),
      files: files.length,
      bootstrap: median(loads.map((load) => load.bootstrap)),
      main: median(loads.map((load) => load.main)),
    });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const sum = (/** @type {(row: (typeof rows)[number]) => number} */ of) =>
  rows.reduce((total, row) => total + of(row), 0);
console.log(`[bench] ${functionsDirectory}: ${rows.length} functions, median of ${RUNS} cold loads each`);
console.log(
  `[bench] zipped ${MB(sum((row) => row.zipped))}, unzipped ${MB(sum((row) => row.unzipped))} in ${sum((row) => row.files)} files`,
);
console.log(
  `[bench] cold loads' CPU: ${(sum((row) => row.bootstrap + row.main) / 1000).toFixed(1)} s in all (Netlify's bootstrap ${(
    sum((row) => row.bootstrap) / 1000
  ).toFixed(1)} s, the functions' modules ${(sum((row) => row.main) / 1000).toFixed(1)} s)`,
);
console.log('[bench] the heaviest functions (zipped, unzipped, files, CPU of a cold load):');
for (const row of [...rows].sort((a, b) => b.zipped - a.zipped).slice(0, 8)) {
  console.log(
    `  ${row.name.padEnd(30)} ${kB(row.zipped).padStart(9)} ${kB(row.unzipped).padStart(9)} ${String(row.files).padStart(5)} ${Math.round(
      row.bootstrap + row.main,
    )
      .toString()
      .padStart(5)} ms`,
  );
}
console.log('[bench] the packages that weigh most, over all the bundles (unzipped):');
for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
  console.log(`  ${name.padEnd(40)} ${MB(bytes).padStart(8)}`);
}
