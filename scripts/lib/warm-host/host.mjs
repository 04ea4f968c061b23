// A local host for a production build that keeps each built function loaded between calls, as a
// warm Netlify function is, and otherwise answers as `netlify serve` does (which starts a worker
// and imports the function afresh for every call: 0.3-0.6 s of CPU each). Its parts:
//   built-functions.mjs  the zips of .netlify/functions, their routes and schedules
//   function-pool.mjs    warm instances of one function, one call at a time each
//   function-worker.mjs  one instance: lambda-local's invocation of Netlify's bootstrap
//   lambda-event.mjs     the Lambda event netlify serve builds from a request
//   site-config.mjs      netlify.toml, headers, redirects, images and the functions' environment
//   static-files.mjs     dist/ as netlify serve's static server answers it
// What it does not reproduce, and why it need not here: docs/architecture.md#build-and-serve.
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { fromWebResponse, renderFunctionErrorPage, toWebRequest } from '@netlify/dev-utils';
import { ImageHandler } from '@netlify/images';
import generateETag from 'etag';
import { loadBuiltFunctions } from './built-functions.mjs';
import { InvocationError } from './function-pool.mjs';
import { carriesBody, lambdaEvent, newRequestId } from './lambda-event.mjs';
import { loadSiteConfig } from './site-config.mjs';
import { staticFiles } from './static-files.mjs';

/** netlify serve's limit on a function's running time offline (SYNCHRONOUS_FUNCTION_TIMEOUT, 30 s). */
const FUNCTION_TIMEOUT_MS = 30_000;
/** Its functions server reads bodies of up to 6 MB (express's text and raw parsers). */
const BODY_LIMIT_BYTES = 6 * 1024 * 1024;

/** @typedef {{ statusCode: number, headers: Record<string, string | number | string[]>, body: Buffer | AsyncIterable<Buffer> }} Answer */

/**
 * Starts a Blobs server on the folder netlify serve uses, so both hosts of one build see the same
 * blobs, and answers what the functions need to reach it.
 * @param {string} root
 */
async function startBlobs(root) {
  const token = randomUUID();
  const server = new BlobsServer({ directory: path.resolve(root, '.netlify/blobs-serve'), token });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  const context = {
    deployID: '0',
    edgeURL: url,
    siteID: 'unlinked',
    token,
    uncachedEdgeURL: url,
    primaryRegion: 'dev',
  };
  return {
    server,
    environment: Buffer.from(JSON.stringify(context)).toString('base64'),
    eventProperty: Buffer.from(JSON.stringify({ primary_region: 'dev', url, url_uncached: url, token })).toString(
      'base64',
    ),
  };
}

/** The whole body of a request, or null past the functions server's limit. */
async function readBody(/** @type {http.IncomingMessage} */ request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A function's failure as netlify serve's functions server answers it (handleErr). */
async function failedFunction(/** @type {import('./function-pool.mjs').LambdaError} */ error, accept = '') {
  const text = `${error.errorType}: ${error.errorMessage}\n ${error.stackTrace.join('\n')}`;
  if (!accept.includes('text/html')) return { statusCode: 500, headers: {}, body: Buffer.from(text) };
  const page = JSON.stringify({ ...error, stackTrace: undefined, trace: error.stackTrace });
  return {
    statusCode: 500,
    headers: { 'content-type': 'text/html' },
    body: Buffer.from(await renderFunctionErrorPage(page, 'function')),
  };
}

/**
 * @param {{ root: string, port: number }} options the project (with dist/ and .netlify/ built by
 *   `netlify serve` or `netlify build`) and the port to listen on
 */
export async function startWarmHost({ root, port }) {
  const site = await loadSiteConfig({ root, publishDirectory: path.resolve(root, 'dist') });
  const files = staticFiles(site.publishDirectory);
  const blobs = await startBlobs(root);
  // The functions' environment, as netlify serve leaves it before its workers start: the site's
  // variables where the process has none, the Blobs context, and the site's own address.
  for (const [key, value] of Object.entries(site.functionsEnvironment)) process.env[key] ??= value;
  process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.environment;
  process.env['URL'] = `http://localhost:${port}`;
  process.env['DEPLOY_URL'] = process.env['URL'];
  const functions = await loadBuiltFunctions({
    functionsDirectory: path.resolve(root, '.netlify/functions'),
    workDirectory: path.resolve(root, '.netlify/warm-host'),
  });

  /** @returns {Promise<Answer>} */
  async function callFunction(
    /** @type {NonNullable<Awaited<ReturnType<typeof functions.match>>>} */ hit,
    /** @type {http.IncomingMessage} */ request,
    /** @type {Buffer | null} */ body,
    /** @type {string} */ requestId,
  ) {
    const event = lambdaEvent({
      request,
      body: body !== null && carriesBody(request) ? body : null,
      route: hit.route?.pattern ?? null,
      blobs: blobs.eventProperty,
      requestId,
    });
    try {
      const { head, body: output } = await hit.func.pool.invoke(event, {}, FUNCTION_TIMEOUT_MS);
      if (!head) {
        return failedFunction({
          errorType: 'Error',
          errorMessage: 'Unexpected empty function response',
          stackTrace: [],
        });
      }
      return {
        statusCode: head.statusCode ?? 200,
        headers: { 'x-powered-by': 'Express', ...head.headers, ...head.multiValueHeaders },
        body: output,
      };
    } catch (error) {
      if (error instanceof InvocationError) return failedFunction(error.lambdaError, request.headers.accept);
      throw error;
    }
  }

  /** Where a redirect rule sends a request: an answer, or the path to serve instead. */
  function followRedirect(/** @type {import('./site-config.mjs').RedirectMatch} */ match, /** @type {URL} */ url) {
    if (match.force404) return { answer: null, rewriteTo: null, notFound: true };
    const destination = new URL(match.to, url);
    if ([...destination.searchParams].length === 0) destination.search = url.search;
    const target = /^https?:\/\//.test(match.to)
      ? destination.toString()
      : `${destination.pathname}${destination.search}`;
    if (match.status !== undefined && match.status >= 300 && match.status < 400) {
      return {
        answer: {
          statusCode: match.status,
          headers: { location: target, 'cache-control': 'no-cache' },
          body: Buffer.from(`Redirecting to ${target}`),
        },
        rewriteTo: null,
        notFound: false,
      };
    }
    return { answer: null, rewriteTo: destination, notFound: match.status === 404 };
  }

  /** @returns {Promise<{ answer: Answer, headersPath: string, etag: boolean }>} */
  async function route(/** @type {http.IncomingMessage} */ request, /** @type {Buffer | null} */ body, requestId = '') {
    const url = new URL(request.url ?? '/', `http://${request.headers.host || 'localhost'}`);
    const method = request.method ?? 'GET';
    const hasFile = async () => (await files.fileFor(decodeURIComponent(url.pathname))) !== null;
    const hit = await functions.match(url.pathname, method, hasFile);
    if (hit)
      return { answer: await callFunction(hit, request, body, requestId), headersPath: url.pathname, etag: false };

    const redirect = site.redirectFor(url, request.headers);
    if (redirect && (redirect.force || !(await hasFile()))) {
      const { answer, rewriteTo, notFound } = followRedirect(redirect, url);
      if (answer) return { answer, headersPath: url.pathname, etag: false };
      if (rewriteTo) {
        const rewritten = await functions.match(rewriteTo.pathname, method, async () => false);
        if (rewritten) {
          return {
            answer: await callFunction(rewritten, request, body, requestId),
            headersPath: url.pathname,
            etag: false,
          };
        }
        const file = await files.answer(method, rewriteTo.pathname);
        const status = notFound ? 404 : file.statusCode === 200 ? (redirect.status ?? 200) : file.statusCode;
        return { answer: { ...file, statusCode: status }, headersPath: rewriteTo.pathname, etag: true };
      }
      const page = await files.answer(method, '/404.html');
      return { answer: { ...page, statusCode: 404 }, headersPath: url.pathname, etag: false };
    }
    const file = await files.answer(method, url.pathname);
    return { answer: file, headersPath: file.servedPath ?? url.pathname, etag: true };
  }

  // The image CDN (/.netlify/images?url=...&w=...), with the package netlify serve uses, which
  // fetches the source from this host. netlify serve answers it before anything else, and adds
  // none of the site's headers to it.
  const images = new ImageHandler({ logger: console, imagesConfig: site.imagesConfig });
  async function answerImage(/** @type {http.IncomingMessage} */ request, /** @type {http.ServerResponse} */ response) {
    try {
      const match = images.match(toWebRequest(request));
      if (!match) {
        response.statusCode = 404;
        response.end('Image not found');
        return;
      }
      await fromWebResponse(await match.handle(`http://localhost:${port}`), response);
    } catch (error) {
      console.error('Image proxy error:', error);
      response.statusCode = 500;
      response.end('Internal server error');
    }
  }

  const server = http.createServer(async (request, response) => {
    const requestId = newRequestId();
    try {
      if (request.url?.startsWith('/.netlify/images')) {
        await answerImage(request, response);
        return;
      }
      const bodyless = ['GET', 'HEAD', 'OPTIONS'].includes(request.method ?? 'GET');
      const body = bodyless ? null : await readBody(request);
      if (!bodyless && body === null) {
        response.writeHead(413, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('PayloadTooLargeError: request entity too large');
        return;
      }
      const { answer, headersPath, etag } = await route(request, body, requestId);
      response.setHeader('server', 'Netlify');
      response.setHeader('x-nf-request-id', requestId);
      for (const [name, value] of Object.entries(site.headersFor(headersPath))) response.setHeader(name, value);
      let { statusCode } = answer;
      if (Buffer.isBuffer(answer.body)) {
        if (etag && statusCode >= 200 && statusCode < 300) {
          const tag = generateETag(answer.body, { weak: true });
          response.setHeader('etag', tag);
          if (request.headers['if-none-match'] === tag) statusCode = 304;
        }
        response.writeHead(statusCode, { 'content-length': answer.body.length, ...answer.headers });
        response.end(statusCode === 304 || request.method === 'HEAD' ? undefined : answer.body);
        return;
      }
      response.writeHead(statusCode, answer.headers);
      for await (const chunk of answer.body) response.write(chunk);
      response.end();
    } catch (error) {
      console.error(`[warm-host] ${request.method} ${request.url} failed:`, error);
      if (response.headersSent) response.destroy();
      else {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Could not proxy request.');
      }
    }
  });
  await new Promise((resolve) => server.listen(port, () => resolve(undefined)));

  async function stop() {
    const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
    server.closeAllConnections();
    await closed;
    await functions.stop();
    await blobs.server.stop();
  }

  return { url: `http://localhost:${port}`, stop, functions: functions.functions };
}
