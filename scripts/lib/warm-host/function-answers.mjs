// What netlify serve's functions server answers for a request a function takes (createHandler and
// handleSynchronousFunction in netlify-cli/dist/lib/functions/), the function run on a warm instance.
import { Buffer } from 'node:buffer';
import { renderFunctionErrorPage } from '@netlify/dev-utils';
import { InvocationError } from './function-pool.mjs';
import { carriesBody, lambdaEvent } from './lambda-event.mjs';

/** netlify serve's limit on a function's running time offline (SYNCHRONOUS_FUNCTION_TIMEOUT, 30 s). */
const FUNCTION_TIMEOUT_MS = 30_000;

/**
 * @typedef {{ statusCode: number, headers: Record<string, string | number | string[]>,
 *   body: Buffer | AsyncIterable<Buffer> }} Answer
 */

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
 * A call of a function as netlify serve's functions server answers it: the Lambda event made from
 * the request, invoked on a warm instance; the function's status and headers (with express's
 * x-powered-by) and its body as it streams; its failure as handleErr shows one.
 * @param {{ func: { pool: ReturnType<typeof import('./function-pool.mjs').functionPool> },
 *   route: { pattern: string } | null }} hit the function and the route that took the request
 * @param {import('node:http').IncomingMessage} request
 * @param {Buffer | null} body
 * @param {string} requestId
 * @param {string} blobs the Blobs event property (./blobs.mjs)
 * @returns {Promise<Answer>}
 */
export async function callFunction(hit, request, body, requestId, blobs) {
  const event = lambdaEvent({
    request,
    body: body !== null && carriesBody(request) ? body : null,
    route: hit.route?.pattern ?? null,
    blobs,
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
