/*
 * The delivery run's route (src/domain/deliveries/route.ts, issue 50) against the exact optimum:
 * 200 random sets of 2 to 9 stops across the Kansas City metro, a round trip from the kitchen in
 * Overland Park. The optimum by exact search (Held-Karp's dynamic programme over subsets); the
 * heuristic (nearest neighbour, then 2-opt) timed alone. Prints the median and worst excess over
 * the optimum and the time per route; exits 1 when the median passes 2% or the worst 10% (the
 * issue's bounds). A seeded generator: the same sets every run.
 *
 *   npm run bench:route
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const SETS = 200;
const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const out = mkdtempSync(path.join(tmpdir(), 'bench-route-'));
const file = path.join(out, 'route.mjs');
await build({
  entryPoints: [path.join(root, 'src/domain/deliveries/route.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: file,
  logLevel: 'error',
});
const { shortRoute, tourMiles, roadMiles } = await import(pathToFileURL(file).href);
rmSync(out, { recursive: true, force: true });

/** Mulberry32: a small seeded generator, so every run measures the same sets. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const kitchen = { lat: 38.9822, lon: -94.6708 };
const random = seeded(49_50);
// The metro: Olathe to the Northland, Shawnee to Independence.
const point = () => ({ lat: 38.82 + random() * 0.38, lon: -94.85 + random() * 0.45 });

/** The shortest round trip from the kitchen through every point (Held-Karp). */
function optimum(points) {
  const n = points.length;
  const full = (1 << n) - 1;
  const best = Array.from({ length: 1 << n }, () => new Float64Array(n).fill(Infinity));
  for (let i = 0; i < n; i += 1) best[1 << i][i] = roadMiles(kitchen, points[i]);
  for (let set = 1; set <= full; set += 1) {
    for (let last = 0; last < n; last += 1) {
      const here = best[set][last];
      if (!(set & (1 << last)) || here === Infinity) continue;
      for (let next = 0; next < n; next += 1) {
        if (set & (1 << next)) continue;
        const to = set | (1 << next);
        const miles = here + roadMiles(points[last], points[next]);
        if (miles < best[to][next]) best[to][next] = miles;
      }
    }
  }
  let shortest = Infinity;
  for (let last = 0; last < n; last += 1)
    shortest = Math.min(shortest, best[full][last] + roadMiles(points[last], kitchen));
  return shortest;
}

const excess = [];
let routed = 0;
for (let set = 0; set < SETS; set += 1) {
  const points = Array.from({ length: 2 + Math.floor(random() * 8) }, point);
  const started = performance.now();
  const order = shortRoute(kitchen, points);
  routed += performance.now() - started;
  const length = tourMiles(
    kitchen,
    order.map((index) => points[index]),
  );
  excess.push(length / optimum(points) - 1);
}
excess.sort((a, b) => a - b);
const percent = (share) => `${(share * 100).toFixed(2)}%`;
const median = excess[Math.floor(excess.length / 2)];
const worst = excess.at(-1);
const optimal = excess.filter((share) => share < 1e-9).length;
console.log(
  `[route] ${SETS} sets of 2-9 stops: ${optimal} optimal; over the optimum, median ${percent(median)}, worst ${percent(worst)} (bounds 2% and 10%)`,
);
console.log(`[route] the heuristic took ${(routed / SETS).toFixed(3)} ms a route on average`);
if (median > 0.02 || worst > 0.1) process.exit(1);
