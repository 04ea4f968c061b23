import { forbidden } from './http-error';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isUnsafeMethod = (method: string) => UNSAFE.has(method);

/**
 * Cross-site request forgery guard for state-changing calls. A JSON content type cannot be sent
 * cross-origin without a CORS preflight (which we never grant), and browsers name the caller in
 * `Sec-Fetch-Site` and `Origin`; a call from another site is refused with 403.
 */
export function assertSameOriginJson(request: Request): void {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    throw forbidden('Requests that change data must send Content-Type: application/json');
  }
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw forbidden('Cross-site requests are not allowed');
  }
  const origin = request.headers.get('origin');
  if (origin && origin !== new URL(request.url).origin) {
    throw forbidden('Cross-site requests are not allowed');
  }
}
