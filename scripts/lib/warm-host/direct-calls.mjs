// The build's functions called directly, with no host between: a web Request made into the Lambda
// event netlify serve would build (./lambda-event.mjs), run through Netlify's bootstrap in the
// function's zip on an instance of its own (./function-pool.mjs), and the answer given back as a
// web Response, its headers exactly the function's. For the tests of the built bundles
// (tests/e2e/built-functions/), which run beside the end-to-end hosts: each function is taken where
// the warm host took it (netlify serve's unzipped copy, or the warm host's own), so no other copy is
// unpacked.
import { Buffer } from 'node:buffer';
import path from 'node:path';
import { startBlobs } from './blobs.mjs';
import { loadBuiltFunctions } from './built-functions.mjs';
import { InvocationError } from './function-pool.mjs';
import { carriesBody, lambdaEvent, newRequestId } from './lambda-event.mjs';

/** netlify serve's limit on a function's running time offline, as the warm host's. */
const FUNCTION_TIMEOUT_MS = 30_000;

/**
 * The caller's address the functions see: one of its own (TEST-NET-1), so these calls count against
 * none of the journeys' address limits on the same database.
 */
const CALLER = '192.0.2.1';

/** A web Request as the parts a Lambda event is made of, and its body. */
async function requestParts(/** @type {Request} */ request) {
  const url = new URL(request.url);
  const body = ['GET', 'HEAD'].includes(request.method) ? null : Buffer.from(await request.arrayBuffer());
  /** @type {Record<string, string>} */
  const headers = { host: url.host };
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (body) headers['content-length'] = String(body.length);
  const head = {
    url: `${url.pathname}${url.search}`,
    method: request.method,
    headers,
    socket: { remoteAddress: CALLER },
  };
  return { url, head, body: body !== null && carriesBody(head) ? body : null };
}

/**
 * The built functions of the project at `root`, each instance running with `environment` (and the
 * Blobs context) as its process.env, and the settings `settingsOf` names for it besides (a
 * provider's, for the one function a test turns it on for). `call(request)` finds the function that takes the request, as
 * the hosts do (its route, or /.netlify/functions/<name>), and answers its Response; a failure of
 * the invocation itself (the bundle not loading) is thrown with Lambda's message.
 * @param {{ root: string, environment: Record<string, string | undefined>,
 *   settingsOf?: Record<string, Record<string, string>> }} options
 */
export async function openBuiltFunctions({ root, environment, settingsOf = {} }) {
  const functionsDirectory = path.resolve(root, '.netlify/functions');
  const workDirectory = path.resolve(root, '.netlify/warm-host');
  const blobs = await startBlobs(root);
  const functions = await loadBuiltFunctions({
    functionsDirectory,
    workDirectory,
    environment: (name) => ({ ...environment, ...settingsOf[name], NETLIFY_BLOBS_CONTEXT: blobs.environment }),
    unzipped: true,
  });

  /** @param {Request} request */
  async function call(request) {
    const { url, head, body } = await requestParts(request);
    const hit = await functions.match(url.pathname, request.method, async () => false);
    if (!hit) throw new Error(`no built function takes ${request.method} ${url.pathname}`);
    const event = lambdaEvent({
      request: head,
      body,
      route: hit.route?.pattern ?? null,
      blobs: blobs.eventProperty,
      requestId: newRequestId(),
    });
    try {
      const invocation = await hit.func.pool.invoke(event, {}, FUNCTION_TIMEOUT_MS);
      const chunks = [];
      for await (const chunk of invocation.body) chunks.push(chunk);
      const headers = new Headers();
      for (const [name, value] of Object.entries(invocation.head?.headers ?? {})) headers.set(name, value);
      for (const [name, values] of Object.entries(invocation.head?.multiValueHeaders ?? {})) {
        headers.delete(name);
        for (const value of values) headers.append(name, value);
      }
      const status = invocation.head?.statusCode ?? 200;
      const nullBody = [204, 304].includes(status) || request.method === 'HEAD';
      return new Response(nullBody ? null : Buffer.concat(chunks), { status, headers });
    } catch (error) {
      if (error instanceof InvocationError) {
        throw new Error(`${hit.func.name} failed: ${error.lambdaError.errorType}: ${error.lambdaError.errorMessage}`);
      }
      throw error;
    }
  }

  /** Ends the instances of one function (each holds its whole bundle), once a test is done with it. */
  async function release(/** @type {string} */ name) {
    await functions.functions.find((func) => func.name === name)?.pool.stop();
  }

  async function stop() {
    await functions.stop();
    await blobs.server.stop();
  }

  return { functions: functions.functions, call, release, stop };
}
