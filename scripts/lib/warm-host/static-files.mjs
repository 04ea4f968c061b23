// The published folder (dist/) served as `netlify serve` serves it: its static server is
// @fastify/static over @fastify/send (no ETag, ranges or Last-Modified of its own; `age: 0` and a
// revalidating Cache-Control on every answer; only GET and HEAD), and its proxy tries the
// alternatives of a path that is not a file (`/terms` -> `/terms.html`, `/terms/index.html`, ...)
// before answering 404 with the site's 404.html (netlify-cli/dist/utils/static-server.js, proxy.js).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import send from '@fastify/send';

/** Extensions whose path is taken as a file only, never as `<path>.html` or `<path>/index.html`. */
const ASSET_EXTENSION = /\.(html?|png|jpg|js|css|svg|gif|ico|woff|woff2)$/;
/** What netlify serve treats as a function's address rather than a file's. */
const FUNCTION_PATH = /^\/.netlify\/(functions|builders)\/([^/]+).*/;

/** The other paths netlify serve tries for a path that is not a file (alternativePathsFor). */
export function alternativePaths(pathname) {
  if (FUNCTION_PATH.test(pathname)) return [];
  if (pathname.endsWith('/')) {
    const bare = pathname.slice(0, -1);
    return [
      ...(pathname === '/' ? [] : [`${bare}.html`, `${bare}.htm`]),
      `${pathname}index.html`,
      `${pathname}index.htm`,
    ];
  }
  if (ASSET_EXTENSION.test(pathname)) return [];
  return [`${pathname}.html`, `${pathname}.htm`, `${pathname}/index.html`, `${pathname}/index.htm`];
}

/**
 * @typedef {{ statusCode: number, headers: Record<string, string | number>, body: Buffer,
 *   servedPath?: string }} StaticAnswer the answer, and the path whose file it is (the one the
 *   site's header rules are matched against, as netlify serve matches them after its retries)
 */

/** @param {string} root the published folder */
export function staticFiles(root) {
  const isFile = (/** @type {string} */ file) =>
    stat(file).then(
      (info) => info.isFile(),
      () => false,
    );

  /**
   * The file a path names, its alternatives included, as '/terms/index.html', or null: what decides
   * whether a route marked prefer_static goes to its function (netlify serve's getStatic).
   * @param {string} pathname decoded
   */
  async function fileFor(pathname) {
    for (const candidate of [pathname, ...alternativePaths(pathname)]) {
      const file = path.resolve(root, candidate.slice(1));
      if (file.startsWith(root) && (await isFile(file))) return `/${path.relative(root, file)}`;
    }
    return null;
  }

  /**
   * One file through @fastify/send with the options @fastify/static gives it.
   * @param {string} method
   * @param {string} urlPath
   * @returns {Promise<StaticAnswer | null>}
   */
  async function sendFile(method, urlPath) {
    const request = Object.assign(Readable.from([]), { headers: {}, method });
    const { statusCode, headers, stream } = await send(request, urlPath, {
      root,
      etag: false,
      acceptRanges: false,
      lastModified: false,
      dotfiles: 'allow',
    });
    if (statusCode !== 200) {
      stream.resume();
      return null;
    }
    const chunks = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    // Lower-case names, as netlify serve's proxy passes on what its static server sent.
    const named = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    return { statusCode, headers: { age: '0', ...named }, body: Buffer.concat(chunks) };
  }

  /**
   * What the static server and the proxy's retries answer for a request that no function took.
   * @param {string} method
   * @param {string} pathname as requested (still encoded)
   * @returns {Promise<StaticAnswer>}
   */
  async function answer(method, pathname) {
    if (method !== 'GET' && method !== 'HEAD') {
      return {
        statusCode: 405,
        headers: {
          age: '0',
          'cache-control': 'public, max-age=0, must-revalidate',
          'content-type': 'text/plain; charset=utf-8',
        },
        body: Buffer.from('Method Not Allowed'),
      };
    }
    for (const candidate of [pathname, ...alternativePaths(pathname)]) {
      const found = await sendFile(method, candidate);
      if (found) return { ...found, servedPath: candidate };
    }
    const notFound = await sendFile(method, '/404.html');
    if (notFound) return { ...notFound, statusCode: 404, servedPath: alternativePaths(pathname).at(-1) ?? pathname };
    return {
      statusCode: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: Buffer.from('Not Found'),
    };
  }

  return { fileFor, answer };
}
