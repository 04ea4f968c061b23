// The functions of a build as `netlify serve` loads them: the zips and manifest that Netlify's
// bundler wrote to .netlify/functions (the same bundles a deploy uploads), each unzipped once and
// found by the routes of its `config.path` or at /.netlify/functions/<name>
// (netlify-cli/dist/lib/functions/registry.js and netlify-function.js). A scheduled function is
// called there like any other, with the request as it comes: netlify serve reads a built
// function's schedule from nowhere (it is in the manifest, not the build data it looks at), so it
// too answers such a call with the function's own response.
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import extract from 'extract-zip';
import { functionPool } from './function-pool.mjs';

/** How netlify serve calls a function by name (DEFAULT_FUNCTION_URL_EXPRESSION). */
const BY_NAME = /^\/.netlify\/(functions|builders)\/([^/]+).*/;

/**
 * Where netlify serve unzips each function of the build as it registers it, before it answers
 * (netlify-cli's FunctionsRegistry.unzipFunction), relative to .netlify/functions.
 */
const UNZIPPED_BY_NETLIFY_SERVE = '../functions-serve/.unzipped';
const ENTRY = '___netlify-entry-point.mjs';

/** Whether `directory` holds a function unzipped since the build's manifest was written. */
async function unzippedSince(/** @type {string} */ directory, /** @type {number} */ builtAtMs) {
  const entry = await stat(path.join(directory, ENTRY)).catch(() => null);
  return entry !== null && entry.mtimeMs >= builtAtMs;
}

/**
 * @typedef {{ pattern: string, literal?: string, expression?: string, methods?: string[],
 *   prefer_static?: boolean }} Route
 * @typedef {{ name: string, path: string, priority?: number, schedule?: string, routes?: Route[],
 *   excludedRoutes?: Route[], buildData?: { runtimeAPIVersion?: number } }} ManifestEntry
 */

/** Whether a manifest route takes a path (lower-cased, without a trailing slash, as netlify serve compares). */
function routeTakes(/** @type {Route} */ route, /** @type {string} */ routePath) {
  if (route.literal !== undefined) return routePath === route.literal;
  if (route.expression !== undefined) return new RegExp(route.expression).test(routePath);
  return false;
}

/**
 * Finds every function of `.netlify/functions/manifest.json` unzipped and answers how to find one
 * for a request and invoke it, its instances running with `environment` as their process.env. A
 * function is taken as netlify serve unzipped it for the same build, when it has; otherwise it is
 * unzipped under `workDirectory` (a build of `netlify build`, or netlify serve's copy older than
 * the build): unzipping the 80 bundles again was about 30 s of CPU and 550 MB written. Only
 * functions of Netlify's v2 API are served (the project has no other kind); the host refuses to
 * start on any other rather than serve it wrongly. With `unzipped`, nothing is unzipped: each
 * function is taken where the warm host took it, and must be there (./direct-calls.mjs), and
 * `environment` may be a function of the function's name.
 * @param {{ functionsDirectory: string, workDirectory: string,
 *   environment: Record<string, string | undefined> | ((name: string) => Record<string, string | undefined>),
 *   unzipped?: boolean }} where
 */
export async function loadBuiltFunctions({ functionsDirectory, workDirectory, environment, unzipped = false }) {
  const manifestFile = path.join(functionsDirectory, 'manifest.json');
  /** @type {{ functions: ManifestEntry[] }} */
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const builtAtMs = (await stat(manifestFile)).mtimeMs;
  const unsupported = manifest.functions.filter((entry) => entry.buildData?.runtimeAPIVersion !== 2);
  if (unsupported.length > 0) {
    throw new Error(`only v2 functions are served here, not ${unsupported.map((entry) => entry.name).join(', ')}`);
  }
  if (!unzipped) await rm(workDirectory, { recursive: true, force: true });
  /** The directory of the function's files: netlify serve's copy, or one of the warm host's own. */
  const unzippedFunction = async (/** @type {ManifestEntry} */ entry) => {
    const served = path.resolve(functionsDirectory, UNZIPPED_BY_NETLIFY_SERVE, entry.name);
    if (await unzippedSince(served, builtAtMs)) return served;
    const own = path.resolve(workDirectory, entry.name);
    if (unzipped) {
      if (await unzippedSince(own, builtAtMs)) return own;
      throw new Error(`${entry.name} is not unzipped for this build: start the warm host on it`);
    }
    await extract(path.join(functionsDirectory, path.basename(entry.path)), { dir: own });
    return own;
  };
  const functions = await Promise.all(
    manifest.functions.map(async (entry) => {
      const directory = await unzippedFunction(entry);
      const entryFileUrl = pathToFileURL(path.join(directory, ENTRY)).href;
      const env = typeof environment === 'function' ? environment(entry.name) : environment;
      return { ...entry, pool: functionPool(entryFileUrl, env) };
    }),
  );
  // The functions a project writes come before the ones a framework generates (priority 10 against
  // 0): netlify serve takes them in the order they happened to load, which let Astro's catch-all
  // shadow /api routes now and then (scripts/fit-ssr-function.mjs).
  functions.sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));

  /**
   * The function and route that take a request, or null. `hasStaticFile` is asked only for a
   * route marked prefer_static.
   * @param {string} pathname
   * @param {string} method
   * @param {() => Promise<boolean>} hasStaticFile
   */
  async function match(pathname, method, hasStaticFile) {
    const byName = BY_NAME.exec(pathname);
    if (byName) {
      const named = functions.find((candidate) => candidate.name === byName[2]);
      // A function with routes of its own is not called by name (netlify serve warns and answers 404).
      return named && (named.routes ?? []).length === 0 ? { func: named, route: null } : null;
    }
    const routePath = (pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).toLowerCase();
    for (const func of functions) {
      const route = (func.routes ?? []).find(
        (candidate) =>
          (!candidate.methods || candidate.methods.length === 0 || candidate.methods.includes(method)) &&
          routeTakes(candidate, routePath),
      );
      if (!route) continue;
      if ((func.excludedRoutes ?? []).some((excluded) => routeTakes(excluded, routePath))) continue;
      if (route.prefer_static && (await hasStaticFile())) continue;
      return { func, route };
    }
    return null;
  }

  const stop = () => Promise.all(functions.map((func) => func.pool.stop()));

  return { match, stop, functions };
}
