// The Lambda event a function is invoked with, built from an HTTP request exactly as `netlify
// serve`'s functions server builds it (createHandler in netlify-cli/dist/lib/functions/server.js,
// with what its proxy adds on the way: x-forwarded-for and x-nf-request-id). The bootstrap in the
// function's zip turns it back into the `Request` and the context the function sees.
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { mockLocation, shouldBase64Encode } from '@netlify/dev-utils';

/** The site id `netlify serve` gives a site it is not linked to (UNLINKED_SITE_MOCK_ID). */
const UNLINKED_SITE_ID = 'unlinked';

/**
 * What of a request the event is made of: an IncomingMessage, or the same parts of a web Request
 * (./direct-calls.mjs).
 * @typedef {{ url?: string, method?: string, headers: import('node:http').IncomingHttpHeaders,
 *   socket: { remoteAddress?: string } }} RequestHead
 */

/**
 * Whether netlify serve's functions server hands the function a body: express reads one only when
 * the request says it has one (a length or a transfer encoding) and names a content type.
 * @param {RequestHead} request
 */
export function carriesBody(request) {
  const { headers } = request;
  const announced = headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(headers['content-length']));
  return announced && headers['content-type'] !== undefined;
}

/**
 * The caller's address as the functions see it: netlify serve's proxy passes the socket's address
 * as x-forwarded-for, and its functions server keeps the part after the last ':' of an IPv4 one.
 * @param {string} address
 */
function clientAddress(address) {
  return (
    address
      .split(address.includes('.') ? ':' : ',')
      .pop()
      ?.trim() ?? ''
  );
}

/**
 * @param {{ request: RequestHead, body: Buffer | null, route: string | null,
 *   blobs: string, requestId: string }} input the request, its body as read, the pattern of the
 *   route that matched (null for /.netlify/functions/<name>), the Blobs event property, the request id
 */
export function lambdaEvent({ request, body, route, blobs, requestId }) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const remoteAddress = clientAddress(request.socket.remoteAddress ?? '');
  /** @type {Record<string, string[]>} */
  const multiValueQuery = {};
  for (const key of new Set(url.searchParams.keys())) multiValueQuery[key] = url.searchParams.getAll(key);
  /** @type {Record<string, string[]>} */
  const multiValueHeaders = {};
  const incoming = {
    ...request.headers,
    'x-forwarded-for': request.socket.remoteAddress ?? '',
    'x-nf-request-id': requestId,
    'client-ip': remoteAddress,
    'x-nf-client-connection-ip': remoteAddress,
    'x-nf-account-id': undefined,
    'x-nf-site-id': UNLINKED_SITE_ID,
    'x-nf-geo': Buffer.from(JSON.stringify(mockLocation)).toString('base64'),
  };
  for (const [key, value] of Object.entries(incoming)) {
    multiValueHeaders[key] = Array.isArray(value) ? value : [/** @type {string} */ (value)];
  }
  const isBase64Encoded = shouldBase64Encode(request.headers['content-type'] ?? '');
  const rawQuery = url.search.slice(1);
  const rawUrl = new URL(url.pathname, `http://${request.headers.host || 'localhost'}`);
  rawUrl.search = rawQuery;
  const join = (/** @type {Record<string, string[]>} */ values) =>
    Object.fromEntries(Object.entries(values).map(([key, list]) => [key, list.join(', ')]));
  return {
    path: url.pathname,
    httpMethod: request.method,
    queryStringParameters: join(multiValueQuery),
    multiValueQueryStringParameters: multiValueQuery,
    headers: join(multiValueHeaders),
    multiValueHeaders,
    body: body === null ? undefined : body.toString(isBase64Encoded ? 'base64' : 'utf8'),
    isBase64Encoded,
    rawUrl: rawUrl.toString(),
    rawQuery,
    route: route ?? undefined,
    blobs,
  };
}

/** A request id in the form netlify serve's proxy gives (it uses a ULID; any unique text serves). */
export const newRequestId = () => randomUUID().replaceAll('-', '').toUpperCase();
