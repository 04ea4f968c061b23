// Prints what the last end-to-end run did, from Playwright's JSON report (playwright.config.ts
// writes it to test-results/e2e-results.json): how many tests ran, passed, failed, were flaky or
// skipped, and the five spec files that took the most test time (each file's tests' durations
// summed, setup included; two workers run side by side, so the sums add up to about twice the wall
// time), and how long the workers stood idle (a phase of projects waiting on one long file, a
// worker started for the next project, the drop's journey run alone at the end). `.ci/run` prints
// it at the end of every run; `node scripts/e2e-summary.mjs [report]` too.
import { existsSync, readFileSync } from 'node:fs';

const reportPath = process.argv[2] ?? 'test-results/e2e-results.json';
if (!existsSync(reportPath)) {
  console.log(`[e2e] no report at ${reportPath}: the end-to-end tests did not run`);
  process.exit(0);
}
const report = JSON.parse(readFileSync(reportPath, 'utf8'));

/** Every test of every project, with the file it is in, from the report's nested suites. */
function* testsOf(suite, file) {
  const here = suite.file ?? file;
  for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { file: spec.file ?? here, test };
  for (const child of suite.suites ?? []) yield* testsOf(child, here);
}

const count = { run: 0, passed: 0, failed: 0, flaky: 0, skipped: 0 };
const secondsByFile = new Map();
/** Each worker slot's test time, in seconds (a slot is one of the run's parallel workers). */
const busyBySlot = new Map();
// tests/e2e/axe.ts notes each axe check as "<path> at <width> px": each should come once a run.
const axeChecks = new Map();
for (const suite of report.suites ?? []) {
  for (const { file, test } of testsOf(suite, suite.file)) {
    // expected: passed; unexpected: failed; flaky: passed on a retry; skipped: did not run.
    if (test.status === 'skipped') {
      count.skipped += 1;
      continue;
    }
    count.run += 1;
    if (test.status === 'expected') count.passed += 1;
    else if (test.status === 'flaky') count.flaky += 1;
    else count.failed += 1;
    // Annotations made as the test runs are its result's (Playwright 1.5x on); older ones, the test's.
    const annotations = test.results.at(-1)?.annotations ?? test.annotations ?? [];
    for (const { type, description } of annotations) {
      if (type === 'axe') axeChecks.set(description, (axeChecks.get(description) ?? 0) + 1);
    }
    const ms = test.results.reduce((sum, result) => sum + (result.duration ?? 0), 0);
    secondsByFile.set(file, (secondsByFile.get(file) ?? 0) + ms / 1000);
    for (const result of test.results) {
      const slot = result.parallelIndex ?? 0;
      busyBySlot.set(slot, (busyBySlot.get(slot) ?? 0) + (result.duration ?? 0) / 1000);
    }
  }
}

const wall = report.stats?.duration ? ` in ${Math.round(report.stats.duration / 1000)} s` : '';
console.log(
  `[e2e] ${count.run} tests run${wall}: ${count.passed} passed, ${count.failed} failed` +
    `${count.flaky ? `, ${count.flaky} flaky` : ''}${count.skipped ? ` (${count.skipped} did not run)` : ''}`,
);
console.log("[e2e] slowest spec files (their tests' time summed over both workers):");
const slowest = [...secondsByFile].sort((a, b) => b[1] - a[1]).slice(0, 5);
for (const [file, seconds] of slowest) console.log(`[e2e]   ${seconds.toFixed(1).padStart(6)} s  ${file}`);
if (report.stats?.duration && busyBySlot.size > 0) {
  const wallSeconds = report.stats.duration / 1000;
  const idle = [...busyBySlot.values()].map((busy) => Math.max(0, wallSeconds - busy));
  const total = idle.reduce((sum, seconds) => sum + seconds, 0);
  console.log(
    `[e2e] workers idle: ${Math.round(total)} s of ${busyBySlot.size} × ${Math.round(wallSeconds)} s ` +
      `(${idle.map((seconds) => `${Math.round(seconds)} s`).join(', ')})`,
  );
}
const repeated = [...axeChecks].filter(([, times]) => times > 1);
console.log(
  `[e2e] axe: ${[...axeChecks.values()].reduce((sum, times) => sum + times, 0)} checks of ${axeChecks.size} routes and widths` +
    (repeated.length
      ? `; checked more than once: ${repeated.map(([what, times]) => `${what} (${times})`).join(', ')}`
      : ''),
);
