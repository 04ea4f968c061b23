import { MissingSettingError } from '../config';
import { type AddressLimitName, limitAddress } from './address-limits';
import { HttpError } from './http-error';
import { loggableFailure } from './loggable-failure';
import type { RequestContext } from './request-context';
import { errorJson } from './responses';
import { assertSameOriginJson, type BodyKind, isUnsafeMethod } from './same-origin';
import { withSecurityHeaders } from './security-headers';

export type { RequestContext };

export interface EndpointOptions {
  /**
   * The caller proves itself another way (the Stripe webhook's signature), so the same-origin JSON
   * guard, meant for browsers, does not apply.
   */
  authenticatedBySignature?: boolean;
  /** Counts every state-changing request against this per-address limit (src/server/http/address-limits.ts). */
  limit?: AddressLimitName;
  /** 'image' for an upload of raw image bytes; 'form' for JSON or a plain form's post; JSON otherwise. */
  body?: BodyKind;
  /**
   * Runs after a handler answered (not after a failure): work that must not delay the response,
   * such as sending the mail the request queued (src/server/api/endpoint.ts).
   */
  afterResponse?: (context: RequestContext) => void;
}

export type Handler = (request: Request, context: RequestContext) => Promise<Response>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Wraps an endpoint's handlers: 405 for other methods (with Allow), the same-origin JSON guard on
 * state-changing methods, and every failure mapped to `{ message }`. An unexpected error is logged
 * without personal data (loggableFailure) and answered with a generic 500, never a stack trace.
 * Every answer carries the security headers (./security-headers.ts).
 */
export function endpoint(handlers: Partial<Record<Method, Handler>>, options: EndpointOptions = {}) {
  const answer = guarded(handlers, options);
  return async (request: Request, context: RequestContext = {}): Promise<Response> =>
    withSecurityHeaders(await answer(request, context));
}

function guarded(handlers: Partial<Record<Method, Handler>>, options: EndpointOptions) {
  const allowed = Object.keys(handlers).join(', ');
  return async (request: Request, context: RequestContext): Promise<Response> => {
    const handler = handlers[request.method as Method];
    if (!handler) return errorJson(405, `Method ${request.method} is not allowed here`, { Allow: allowed });
    try {
      if (isUnsafeMethod(request.method) && !options.authenticatedBySignature) {
        assertSameOriginJson(request, options.body);
      }
      if (isUnsafeMethod(request.method) && options.limit) await limitAddress(options.limit, request, context);
      const response = await handler(request, context);
      options.afterResponse?.(context);
      return response;
    } catch (error) {
      if (error instanceof HttpError) return errorJson(error.status, error.message, error.headers, error.fields);
      if (error instanceof MissingSettingError) console.error(`[config] ${error.message}`);
      else console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed: ${loggableFailure(error)}`);
      return errorJson(500, 'Something went wrong on our side. Please try again.');
    }
  };
}
