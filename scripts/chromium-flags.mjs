// Debian's Chromium and the flags every headless run of it here starts with (`npm run perf`; the
// end-to-end tests' playwright.config.ts lists the same). Playwright's and Lighthouse's own browser
// downloads are not reachable from this network, and nothing may reach outside it: hence no QUIC,
// no background networking, no component updates and no sync. --no-sandbox because this machine
// runs as root; --disable-gpu because it has none. Headless mode is each caller's own flag.

/** The Chromium binary: CHROMIUM_PATH (or CHROME_PATH, as chrome-launcher names it), else Debian's. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

/** Debian's `chromium-headless-shell`, lighter than the full browser: the end-to-end tests use it. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** The end-to-end tests' browser: CHROMIUM_PATH, else Debian's headless shell. */
export const E2E_BROWSER_PATH = process.env['CHROMIUM_PATH'] ?? HEADLESS_SHELL_PATH;

/** What installs the headless shell on Debian (with the fonts the screens are laid out in, as .ci/run). */
export const HEADLESS_SHELL_INSTALL = 'apt-get install chromium-headless-shell fonts-liberation';

/** @type {string[]} */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
