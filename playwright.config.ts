import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, E2E_BROWSER_PATH } from './scripts/chromium-flags.mjs';
import { e2ePorts } from './scripts/lib/e2e-ports.mjs';

// The two hosts of one build (scripts/serve-e2e.mjs): the warm host, where the journeys run, and
// `netlify serve`, where what only it proves runs (tests/e2e/netlify-serve/). E2E_PORT,
// E2E_NETLIFY_PORT and E2E_FUNCTIONS_PORT let a second copy of the project run its own beside these.
const ports = e2ePorts(process.env);
const FUNCTIONS_PORT = process.env['E2E_FUNCTIONS_PORT'];
const baseURL = ports.warmURL;
const NETLIFY_SERVE_ONLY = '**/netlify-serve/**';
// The built bundles called directly, with no host and no browser (tests/e2e/built-functions/).
const BUILT_FUNCTIONS = '**/built-functions/**';
// A drop closes the shop to everyone until it opens: its journey runs alone, after every other, and
// the standing orders' journey (which runs the shop on drops) alone after it.
const DROP_JOURNEY = '**/drop-journey.spec.ts';
const STANDING_JOURNEY = '**/standing-journey.spec.ts';

/**
 * Debian's headless shell of Chromium (the build Playwright itself runs headless tests in: about 30%
 * faster here than the full browser), with the flags shared with `npm run perf`.
 */
const chromium = { executablePath: E2E_BROWSER_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: !!process.env['CI'],
  retries: 0,
  workers: 2,
  // Tests, not files, are shared out between the workers, so that neither waits idle at the end
  // while the other works through a long file (owner-keyboard.spec.ts's walks). Each test makes
  // what it needs; a file whose tests build on each other opts out (built-functions.spec.ts).
  fullyParallel: true,
  timeout: 60_000,
  // A page that waits on /api waits on a function: on a loaded 2-core machine that can take more
  // than the default 5 s (and a first call of a function on the warm host loads it).
  expect: { timeout: 15_000 },
  // The JSON report is what scripts/e2e-summary.mjs counts and ranks (.ci/run prints it at the end).
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/e2e-results.json' }],
    ...(process.env['CI'] ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL,
    // A trace records every step of every test, which doubles the suite's time on this machine:
    // turn it on when investigating a failure (E2E_TRACE=1). Screenshots and the error context
    // are kept for every failure anyway.
    trace: process.env['E2E_TRACE'] ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // A click that can never happen (the target hidden or moving) fails at its own line with what
    // it waited for, instead of the test's timeout with no step named.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
  },
  // Playwright runs the projects in phases, each once every project it depends on has finished, and
  // a phase starts only when the one before it has ended: first the administrator's setup and
  // netlify-serve's tests (four files, shared out between the two workers), then the journeys, the
  // desktop's and the built functions', then the drop's journey alone.
  projects: [
    // The administrator's account is created once, on /register, before the screens are walked.
    {
      name: 'administrator',
      testMatch: /administrator\.setup\.ts$/,
      testIgnore: [NETLIFY_SERVE_ONLY, BUILT_FUNCTIONS],
      use: devices['Desktop Chrome'],
    },
    // Each function's built bundle (and the SSR function's) called through its real entry with a
    // real request, no host between, beside the hosts on their database (tests/e2e/built-functions/).
    // Its file runs in order, on one worker, for about a minute: in the first phase it held the
    // journeys back while the other worker, done with the setup and netlify-serve, waited 25-40 s.
    // It needs no administrator; depending on the setup puts it in the journeys' phase, and listed
    // before them, it starts there first, on one worker, while the other begins the journeys.
    { name: 'built-functions', testDir: 'tests/e2e/built-functions', dependencies: ['administrator'] },
    // Every test runs at phone width (390 px): the storefront is designed for the phone first.
    {
      name: 'phone',
      dependencies: ['administrator'],
      testIgnore: [NETLIFY_SERVE_ONLY, BUILT_FUNCTIONS, DROP_JOURNEY, STANDING_JOURNEY],
      // A phone's CSS width and touch, drawn at 1 device pixel per CSS pixel: layout is the same,
      // and painting 2.6 times as many pixels only slowed every test on this machine.
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
    },
    // At desktop width only the tests tagged @desktop run (in the title, or `{ tag }` where the title
    // is computed). Tag a test when the screen it checks is laid out differently from Tailwind's
    // sm:/md:/lg: breakpoints up (columns side by side, a dialog placed elsewhere, buttons in a row
    // rather than a stack) and the test checks that layout: what is visible, in view or fits, the
    // axe check of that screen, or a screen saved for review. Every screen whose layout differs
    // keeps its axe check at both widths. Behaviour that is the same at any width (validation, API
    // answers, storage, keyboard, toasts, analytics) is tested at phone width only; a new spec is
    // phone-only until one of its tests is tagged.
    {
      name: 'desktop',
      dependencies: ['administrator'],
      testIgnore: [NETLIFY_SERVE_ONLY, BUILT_FUNCTIONS, DROP_JOURNEY, STANDING_JOURNEY],
      grep: /@desktop/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // On `netlify serve` itself, at phone width: a purchase from the home page to the confirmation,
    // the headers, and the warm host's answers compared with its own (tests/e2e/netlify-serve/).
    {
      name: 'netlify-serve',
      testDir: 'tests/e2e/netlify-serve',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        baseURL: ports.netlifyURL,
      },
    },
    // The drop's journey (tests/e2e/drop-journey.spec.ts), at phone width, once all the others are done.
    {
      name: 'drops',
      dependencies: ['phone', 'desktop', 'netlify-serve', 'built-functions'],
      testMatch: /drop-journey\.spec\.ts$/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
    },
    // The standing orders' journey (tests/e2e/standing-journey.spec.ts), at phone width, after the drop's.
    {
      name: 'standing',
      dependencies: ['drops'],
      testMatch: /standing-journey\.spec\.ts$/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
    },
  ],
  webServer: {
    // Builds the site with `netlify serve` and serves it there and on the warm host, on a fresh
    // database; ready when the warm host answers.
    command: 'node scripts/serve-e2e.mjs',
    url: baseURL,
    timeout: 300_000,
    // `npm test` (scripts/run-tests.mjs) starts this server while the unit tests run and says so.
    reuseExistingServer: !process.env['CI'] || process.env['E2E_SERVER_STARTED'] === '1',
    stdout: 'ignore',
    stderr: 'pipe',
    // Open round the clock with room for every test's checkout (scripts/lib/roomy-schedule.mjs): the
    // journeys run at any hour, side by side, without racing for a window's last place.
    env: {
      PORT: String(ports.warm),
      E2E_NETLIFY_PORT: String(ports.netlify),
      E2E_SCHEDULE: 'roomy',
      ...(FUNCTIONS_PORT ? { FUNCTIONS_PORT } : {}),
    },
  },
});
