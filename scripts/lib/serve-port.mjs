import { parseArgs } from 'node:util';

/**
 * The port `scripts/serve-production.mjs` serves on: `--port 4400` or `--port=4400` as `astro
 * preview` takes it (so `npm run preview -- --port 4400` works), else PORT (what the end-to-end
 * tests and `npm run perf` set), else 8888. Any other argument is an error naming what is
 * understood, rather than being ignored.
 * @param {string[]} args the command line after the script's name
 * @param {string | undefined} portVariable PORT from the environment
 * @returns {string}
 */
export function servePort(args, portVariable) {
  let values;
  try {
    ({ values } = parseArgs({ args, options: { port: { type: 'string' } } }));
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : error}. npm run preview takes only --port <number> (or PORT=<number>).`,
    );
  }
  const port = values.port ?? portVariable ?? '8888';
  if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
    throw new Error(`The port must be a number from 1 to 65535, not '${port}'.`);
  }
  return port;
}
