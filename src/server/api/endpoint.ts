import type { Role, Route } from '@/domain/api';
import { type Authenticated, requireAdmin, requireUser } from '../auth/current-user';
import {
  type EndpointOptions as HttpEndpointOptions,
  endpoint as httpEndpoint,
  type Method,
  type RequestContext,
} from '../http/endpoint';
import { loggableFailure } from '../http/loggable-failure';
import { deliverDue, sendersOfEveryFunction } from '../outbox/deliver-due';
import { hasQueuedMessages } from '../outbox/outbox';
import { assertTestGatewayOn } from '../payments/test-gateway-guard';

export type { RequestContext };

/** The wrapper's options; whether the caller proves itself by signature is the contract's role. */
export type EndpointOptions = Omit<HttpEndpointOptions, 'afterResponse' | 'authenticatedBySignature'>;

/** The routes of the contract one method of a function file serves (several for `/api/auth/two-factor/:action`). */
type Served = Route | readonly [Route, ...Route[]];
type RoleOf<S extends Served> = S extends readonly Route[] ? S[number]['role'] : S extends Route ? S['role'] : never;

/** Who the role guard let in: the signed-in person for 'user' and 'admin' routes, nobody otherwise. */
export type CallerOf<R extends Role> = R extends 'user' | 'admin' ? Authenticated : undefined;

export type Handler<R extends Role = Role> = (
  request: Request,
  context: RequestContext,
  caller: CallerOf<R>,
) => Promise<Response>;

/**
 * A request that queued messages (a reset link, a receipt, an order update, the owner's alerts)
 * has them sent right after its response, without waiting on any provider; the Scheduled Function
 * every minute catches whatever this misses or fails to send.
 */
function sendQueuedMessagesAfterResponse(context: RequestContext): void {
  if (!context.waitUntil || !hasQueuedMessages()) return;
  context.waitUntil(
    deliverDue(sendersOfEveryFunction()).catch((error: unknown) =>
      console.error(`[outbox] sending after a request failed: ${loggableFailure(error)}`),
    ),
  );
}

/** The contract's role, checked before the handler runs: 401/403 as requireUser/requireAdmin, 404 without the test gateway. */
async function admit(role: Role, request: Request): Promise<Authenticated | undefined> {
  switch (role) {
    case 'user':
      return requireUser(request);
    case 'admin':
      return requireAdmin(request);
    case 'test-gateway':
      assertTestGatewayOn();
      return undefined;
    default:
      return undefined;
  }
}

/** The one role of the routes a method serves; routes that disagree are a mistake in the function file. */
function roleOf(method: string, served: Served): Role {
  const routes: readonly Route[] = Array.isArray(served) ? served : [served as Route];
  const [first] = routes;
  for (const route of routes) {
    if (route.method !== method) throw new Error(`${route.method} ${route.path} is served as ${method}`);
    if (route.role !== first?.role) throw new Error(`The routes served by ${method} need different roles`);
  }
  return first?.role ?? 'public';
}

/**
 * The endpoint of a function file: for each method, the contract's routes it serves (src/domain/api)
 * and its handler. The HTTP wrapper of src/server/http/endpoint.ts answers other methods 405, guards
 * state-changing ones (same origin, address limits) and maps errors; then the route's role is
 * enforced here, before the handler, which gets the caller it admitted. After a response, the
 * messages it queued are sent. It lives above http/ so that http/ knows nothing of mail, services or the contract.
 */
export function endpoint<const S extends Partial<Record<Method, Served>>>(
  served: S,
  handlers: { [M in keyof S]: S[M] extends Served ? Handler<RoleOf<S[M]>> : never },
  options: EndpointOptions = {},
) {
  const guarded: Partial<Record<Method, (request: Request, context: RequestContext) => Promise<Response>>> = {};
  const roles = Object.entries(served).map(([method, routes]) => {
    const role = roleOf(method, routes as Served);
    const handler = handlers[method as keyof S] as Handler;
    guarded[method as Method] = async (request, context) => handler(request, context, await admit(role, request));
    return role;
  });
  return httpEndpoint(guarded, {
    ...options,
    authenticatedBySignature: roles.includes('signature'),
    afterResponse: sendQueuedMessagesAfterResponse,
  });
}
