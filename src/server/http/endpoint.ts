import { MissingSettingError } from '../config';
import { deliverDueMail } from '../mail/deliver-due-mail';
import { hasQueuedMail } from '../mail/outbox';
import { type AddressLimitName, limitAddress } from './address-limits';
import { HttpError } from './http-error';
import { loggableFailure } from './loggable-failure';
import { errorJson } from './responses';
import { assertSameOriginJson, type BodyKind, isUnsafeMethod } from './same-origin';

/** What a handler gets from Netlify's context: the caller's address and the path's parameters. */
export interface RequestContext {
  ip?: string;
  params?: Record<string, string>;
  /** Netlify's: keeps the function alive for work done after the response has gone. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

export interface EndpointOptions {
  /**
   * The caller proves itself another way (the Stripe webhook's signature), so the same-origin JSON
   * guard, meant for browsers, does not apply.
   */
  authenticatedBySignature?: boolean;
  /** Counts every state-changing request against this per-address limit (src/server/http/address-limits.ts). */
  limit?: AddressLimitName;
  /** 'image' for an upload of raw image bytes; JSON otherwise. */
  body?: BodyKind;
}

export type Handler = (request: Request, context: RequestContext) => Promise<Response>;

/**
 * A request that queued mail (a reset link, a receipt, an order update) has it sent right after
 * its response, without waiting on the mail server; the Scheduled Function every minute catches
 * whatever this misses or fails to send.
 */
function sendQueuedMailAfterResponse(context: RequestContext): void {
  if (!context.waitUntil || !hasQueuedMail()) return;
  context.waitUntil(
    deliverDueMail().catch((error: unknown) =>
      console.error(`[mail] sending after a request failed: ${loggableFailure(error)}`),
    ),
  );
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Wraps an endpoint's handlers: 405 for other methods (with Allow), the same-origin JSON guard on
 * state-changing methods, and every failure mapped to `{ message }`. An unexpected error is logged
 * without personal data (loggableFailure) and answered with a generic 500, never a stack trace.
 */
export function endpoint(handlers: Partial<Record<Method, Handler>>, options: EndpointOptions = {}) {
  const allowed = Object.keys(handlers).join(', ');
  return async (request: Request, context: RequestContext = {}): Promise<Response> => {
    const handler = handlers[request.method as Method];
    if (!handler) return errorJson(405, `Method ${request.method} is not allowed here`, { Allow: allowed });
    try {
      if (isUnsafeMethod(request.method) && !options.authenticatedBySignature) {
        assertSameOriginJson(request, options.body);
      }
      if (isUnsafeMethod(request.method) && options.limit) await limitAddress(options.limit, request, context);
      const response = await handler(request, context);
      sendQueuedMailAfterResponse(context);
      return response;
    } catch (error) {
      if (error instanceof HttpError) return errorJson(error.status, error.message, error.headers, error.fields);
      if (error instanceof MissingSettingError) console.error(`[config] ${error.message}`);
      else console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed: ${loggableFailure(error)}`);
      return errorJson(500, 'Something went wrong on our side. Please try again.');
    }
  };
}
