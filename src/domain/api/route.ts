/*
 * An endpoint of the API as the contract (./index.ts) names it: its method, its path as the
 * function file declares it (`:name` for a path parameter) and who may call it. Its schemas (the
 * request's params, query and body, and the answer) are in ./schemas.ts; each route carries their
 * types only, so the browser's stores get typed requests and answers without downloading them.
 */
import type * as v from 'valibot';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone; a signed-in person (else 401); the administrator (401 signed
 * out, 403 for anyone else); a provider (Stripe, Twilio), proven by its signature; anyone while the built-in test
 * gateway is the one in use (404 otherwise).
 */
export type Role = 'public' | 'user' | 'admin' | 'signature' | 'test-gateway';

/** What an endpoint reads and answers, as valibot schemas; an endpoint without `answer` answers no JSON. */
export interface EndpointSchemas {
  params?: v.GenericSchema;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  answer?: v.GenericSchema;
}

export interface Route<S extends EndpointSchemas = EndpointSchemas, R extends Role = Role> {
  readonly method: Method;
  readonly path: string;
  readonly role: R;
  /** The function file's path when it serves several routes (`/api/auth/two-factor/:action`). */
  readonly served?: string;
  /** Never set: carries the types of the route's schemas (./schemas.ts). */
  readonly schemas?: S;
}

/**
 * The maker of the routes `role` may call: `routeFor('admin')<typeof schemas>('GET', path)`. The
 * schemas' type is given, the role is inferred, so both reach the types of requests and handlers.
 */
export const routeFor =
  <R extends Role>(role: R) =>
  <S extends EndpointSchemas>(method: Method, path: string, served?: string): Route<S, R> =>
    served === undefined ? { method, path, role } : { method, path, role, served };

export const forAnyone = routeFor('public');
export const forUser = routeFor('user');
export const forAdmin = routeFor('admin');

type SchemasOf<R> = R extends Route<infer S, Role> ? S : never;
type InputOf<S, K extends keyof EndpointSchemas> = S extends { [key in K]: infer T extends v.GenericSchema }
  ? v.InferInput<T>
  : undefined;

/** The path parameters a route takes (`{ id }` for `/api/products/:id`). */
export type Params<R extends Route> = InputOf<SchemasOf<R>, 'params'>;
/** The query a route takes. */
export type Query<R extends Route> = InputOf<SchemasOf<R>, 'query'>;
/** The body a route takes, as the caller sends it (before the server's schema transforms it). */
export type Body<R extends Route> = InputOf<SchemasOf<R>, 'body'>;
/** What a route answers, as JSON; undefined for an answer without a body (204) or not JSON. */
export type Answer<R extends Route> =
  SchemasOf<R> extends { answer: infer T extends v.GenericSchema } ? v.InferOutput<T> : undefined;

/** The function file's path of a route: its own, or the one it shares with others. */
export const servedPath = (route: Route): string => route.served ?? route.path;

/** The route's URL with its path parameters and its query (undefined values left out). */
export function urlOf(
  route: Route,
  params?: Record<string, string | number>,
  query?: Record<string, string | number | undefined>,
): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}
