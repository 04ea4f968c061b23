// Which part of a build answers a request, in netlify serve's order (onRequest and serveRedirect in
// netlify-cli/dist/utils/proxy.js): a function whose route takes it (a route marked prefer_static
// yielding to a file), then a redirect rule (a file shadowing a rule that is not forced), then
// dist/; and which of the site's headers and ETag its answer gets: a file's answer the header rules
// of its path, a function's none, as on Netlify, which applies them only to the files it serves
// itself (docs.netlify.com, Custom headers, Limitations); netlify serve is made to do the same
// (../netlify-serve.mjs).
import { Buffer } from 'node:buffer';
import { callFunction } from './function-answers.mjs';

/** @typedef {import('./function-answers.mjs').Answer} Answer */

/**
 * @param {{ functions: Awaited<ReturnType<typeof import('./built-functions.mjs').loadBuiltFunctions>>,
 *   files: ReturnType<typeof import('./static-files.mjs').staticFiles>,
 *   site: Awaited<ReturnType<typeof import('./site-config.mjs').loadSiteConfig>>, blobs: string }} build
 */
export function router({ functions, files, site, blobs }) {
  /**
   * @typedef {{ answer: Answer, headersPath: string | null, etagFor: (status: number) => boolean,
   *   raw?: boolean }} Routed the answer; the path the site's header rules are matched against
   *   (null for a function's answer, which they never reach);
   *   which statuses get an ETag of the body (netlify serve: a file's 2xx answers, and every
   *   non-redirect answer of a request a redirect rule took; never a function's); and whether the
   *   answer goes out as it is, without the site's headers (netlify serve's own redirects and 404s)
   */
  const isRedirectStatus = (/** @type {number | undefined} */ status) =>
    status !== undefined && status >= 300 && status < 400;
  const whenOk = (/** @type {number} */ status) => status >= 200 && status < 300;
  const unlessRedirect = (/** @type {number} */ status) => !isRedirectStatus(status);
  const never = () => false;

  /**
   * A request a redirect rule took, as netlify serve's serveRedirect answers it: a 404 forced, a
   * redirect, or the rule's target (a function or a file) served at the address asked for.
   * @returns {Promise<Routed>}
   */
  async function followRedirect(
    /** @type {import('./site-config.mjs').RedirectMatch} */ match,
    /** @type {URL} */ url,
    /** @type {import('node:http').IncomingMessage} */ request,
    /** @type {Buffer | null} */ body,
    /** @type {string} */ requestId,
  ) {
    const method = request.method ?? 'GET';
    if (match.force404) {
      const page = await files.answer('GET', '/404.html');
      return {
        answer: { statusCode: 404, headers: {}, body: page.body },
        headersPath: url.pathname,
        etagFor: never,
        raw: true,
      };
    }
    const destination = new URL(match.to, url);
    if ([...destination.searchParams].length === 0) destination.search = url.search;
    if (isRedirectStatus(match.status)) {
      const target = /^https?:\/\//.test(match.to)
        ? destination.toString()
        : `${destination.pathname}${destination.search}`;
      const answer = {
        statusCode: /** @type {number} */ (match.status),
        headers: { location: target, 'cache-control': 'no-cache' },
        body: Buffer.from(`Redirecting to ${target}`),
      };
      return { answer, headersPath: url.pathname, etagFor: never, raw: true };
    }
    const rewritten = await functions.match(destination.pathname, method, async () => false);
    if (rewritten) {
      const answer = await callFunction(rewritten, request, body, requestId, blobs);
      return { answer, headersPath: null, etagFor: never };
    }
    const target = await files.fileFor(decodeURIComponent(destination.pathname));
    // A rule's status replaces the file's, where there is a file to serve; without one the request
    // is answered as if no rule had taken it, with the 404 page.
    const file = await files.answer(method, target ?? url.pathname);
    const answer = target ? { ...file, statusCode: match.status ?? 200 } : file;
    return { answer, headersPath: file.servedPath ?? url.pathname, etagFor: unlessRedirect };
  }

  /** @returns {Promise<Routed>} */
  async function route(
    /** @type {import('node:http').IncomingMessage} */ request,
    /** @type {Buffer | null} */ body,
    requestId = '',
  ) {
    const url = new URL(request.url ?? '/', `http://${request.headers.host || 'localhost'}`);
    const method = request.method ?? 'GET';
    const hasFile = async () => (await files.fileFor(decodeURIComponent(url.pathname))) !== null;
    const hit = await functions.match(url.pathname, method, hasFile);
    if (hit) {
      return {
        answer: await callFunction(hit, request, body, requestId, blobs),
        headersPath: null,
        etagFor: never,
      };
    }
    const redirect = site.redirectFor(url, request.headers);
    if (redirect && (redirect.force || !(await hasFile()))) {
      return followRedirect(redirect, url, request, body, requestId);
    }
    const file = await files.answer(method, url.pathname);
    return { answer: file, headersPath: file.servedPath ?? url.pathname, etagFor: redirect ? unlessRedirect : whenOk };
  }

  return route;
}
