// A local host for a production build that keeps each built function loaded between calls, as a
// warm Netlify function is, and otherwise answers as `netlify serve` does (which starts a worker
// and imports the function afresh for every call: 0.3-0.6 s of CPU each). Its parts:
//   routing.mjs          which part answers a request, with which headers and ETag
//   built-functions.mjs  the zips of .netlify/functions and their routes
//   function-answers.mjs a function's answer, as netlify serve's functions server gives it
//   function-pool.mjs    warm instances of one function, one call at a time each
//   function-worker.mjs  one instance: lambda-local's invocation of Netlify's bootstrap
//   lambda-event.mjs     the Lambda event netlify serve builds from a request
//   site-config.mjs      netlify.toml, headers, redirects, images and the functions' environment
//   static-files.mjs     dist/ as netlify serve's static server answers it
//   blobs.mjs            Netlify's local Blobs server, as the functions reach it
// What it does not reproduce, and why it need not here: docs/architecture.md#build-and-serve.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import path from 'node:path';
import { fromWebResponse, toWebRequest } from '@netlify/dev-utils';
import { ImageHandler } from '@netlify/images';
import generateETag from 'etag';
import { startBlobs } from './blobs.mjs';
import { loadBuiltFunctions } from './built-functions.mjs';
import { newRequestId } from './lambda-event.mjs';
import { router } from './routing.mjs';
import { loadSiteConfig } from './site-config.mjs';
import { staticFiles } from './static-files.mjs';

/** Its functions server reads bodies of up to 6 MB (express's text and raw parsers). */
const BODY_LIMIT_BYTES = 6 * 1024 * 1024;

/** The whole body of a request, or null past the functions server's limit. */
async function readBody(/** @type {import('node:http').IncomingMessage} */ request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * @param {{ root: string, port: number }} options the project (with dist/ and .netlify/ built by
 *   `netlify serve` or `netlify build`) and the port to listen on
 */
export async function startWarmHost({ root, port }) {
  const site = await loadSiteConfig({ root, publishDirectory: path.resolve(root, 'dist') });
  const files = staticFiles(site.publishDirectory);
  const blobs = await startBlobs(root);
  // The functions' environment, as netlify serve leaves it before its workers start: this
  // process's, the site's variables where it has none, the Blobs context, and the site's address.
  const url = `http://localhost:${port}`;
  const functionsEnvironment = {
    ...site.functionsEnvironment,
    ...process.env,
    NETLIFY_BLOBS_CONTEXT: blobs.environment,
    URL: url,
    DEPLOY_URL: url,
  };
  const functions = await loadBuiltFunctions({
    functionsDirectory: path.resolve(root, '.netlify/functions'),
    workDirectory: path.resolve(root, '.netlify/warm-host'),
    environment: functionsEnvironment,
  });

  const route = router({ functions, files, site, blobs: blobs.eventProperty });

  // The image CDN (/.netlify/images?url=...&w=...), with the package netlify serve uses, which
  // fetches the source from this host. netlify serve answers it before anything else, and adds
  // none of the site's headers to it.
  const images = new ImageHandler({ logger: console, imagesConfig: site.imagesConfig });
  async function answerImage(
    /** @type {import('node:http').IncomingMessage} */ request,
    /** @type {import('node:http').ServerResponse} */ response,
  ) {
    try {
      const match = images.match(toWebRequest(request));
      if (!match) {
        response.statusCode = 404;
        response.end('Image not found');
        return;
      }
      await fromWebResponse(await match.handle(url), response);
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
      const { answer, headersPath, etagFor, raw } = await route(request, body, requestId);
      if (raw) {
        response.writeHead(answer.statusCode, answer.headers);
        response.end(answer.body);
        return;
      }
      response.setHeader('server', 'Netlify');
      response.setHeader('x-nf-request-id', requestId);
      if (headersPath !== null) {
        for (const [name, value] of Object.entries(site.headersFor(headersPath))) response.setHeader(name, value);
      }
      let { statusCode } = answer;
      if (Buffer.isBuffer(answer.body)) {
        if (etagFor(statusCode)) {
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

  return { url, stop, functions: functions.functions };
}
