// The functions of a build as `netlify serve` loads them: the zips and manifest that Netlify's
// bundler wrote to .netlify/functions (the same bundles a deploy uploads), each unzipped once and
// found by the routes of its `config.path` or at /.netlify/functions/<name>
// (netlify-cli/dist/lib/functions/registry.js and netlify-function.js). A scheduled function is
// called there like any other, with the request as it comes: netlify serve reads a built
// function's schedule from nowhere (it is in the manifest, not the build data it looks at), so it
// too answers such a call with the function's own response.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import extract from 'extract-zip';
import { functionPool } from './function-pool.mjs';

/** How netlify serve calls a function by name (DEFAULT_FUNCTION_URL_EXPRESSION). */
const BY_NAME = /^\/.netlify\/(functions|builders)\/([^/]+).*/;

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
 * Unzips every function of `.netlify/functions/manifest.json` under `workDirectory` and answers
 * how to find one for a request and invoke it, its instances running with `environment` as their
 * process.env. Only functions of Netlify's v2 API are served (the project has no other kind); the
 * host refuses to start on any other rather than serve it wrongly. With `unzipped`, the zips are
 * taken as the warm host left them unzipped there, and `environment` may be a function of the
 * function's name (./direct-calls.mjs).
 * @param {{ functionsDirectory: string, workDirectory: string,
 *   environment: Record<string, string | undefined> | ((name: string) => Record<string, string | undefined>),
 *   unzipped?: boolean }} where
 */
export async function loadBuiltFunctions({ functionsDirectory, workDirectory, environment, unzipped = false }) {
  /** @type {{ functions: ManifestEntry[] }} */
  const manifest = JSON.parse(await readFile(path.join(functionsDirectory, 'manifest.json'), 'utf8'));
  const unsupported = manifest.functions.filter((entry) => entry.buildData?.runtimeAPIVersion !== 2);
  if (unsupported.length > 0) {
    throw new Error(`only v2 functions are served here, not ${unsupported.map((entry) => entry.name).join(', ')}`);
  }
  if (!unzipped) await rm(workDirectory, { recursive: true, force: true });
  const functions = await Promise.all(
    manifest.functions.map(async (entry) => {
      const directory = path.join(workDirectory, entry.name);
      if (!unzipped)
        await extract(path.join(functionsDirectory, path.basename(entry.path)), { dir: path.resolve(directory) });
      const entryFileUrl = pathToFileURL(path.join(directory, '___netlify-entry-point.mjs')).href;
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
