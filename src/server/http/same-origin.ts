import { forbidden } from './http-error';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isUnsafeMethod = (method: string) => UNSAFE.has(method);

/**
 * What a state-changing call may carry: JSON, or (uploads) an image's raw bytes, or (the notify
 * list's public endpoints and the gift card resend) JSON or a plain HTML form's fields, which a page
 * without script and a mail provider's one-click unsubscribe (RFC 8058: multipart or urlencoded) post.
 */
export type BodyKind = 'json' | 'image' | 'form';

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * Cross-site request forgery guard for state-changing calls. A JSON or image content type cannot be
 * sent cross-origin without a CORS preflight (which we never grant; a form can send neither), and
 * browsers name the caller in `Sec-Fetch-Site` and `Origin`; a call from another site is refused
 * with 403. A form's body kind can come from another site's form: there only those two headers
 * refuse it (every current browser sends them), so it is for endpoints no session is used by,
 * whose worst cross-site use is what anyone could post directly.
 */
export function assertSameOriginJson(request: Request, body: BodyKind = 'json'): void {
  const contentType = request.headers.get('content-type') ?? '';
  if (body === 'json' && !JSON_TYPE.test(contentType)) {
    throw forbidden('Requests that change data must send Content-Type: application/json');
  }
  if (body === 'form' && !JSON_TYPE.test(contentType) && !FORM_TYPE.test(contentType)) {
    throw forbidden('Send Content-Type: application/json, or post the form');
  }
  if (body === 'image' && !/^image\/[\w.+-]+\s*(;|$)/i.test(contentType)) {
    throw forbidden('An upload must send the image with its Content-Type (image/jpeg, image/png or image/webp)');
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
