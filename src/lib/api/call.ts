import { type Answer, type Body, type Params, type Query, type Route, urlOf } from '@/domain/api';
import { apiRequest } from './request';

type Field<Name extends string, T> = undefined extends T ? { [K in Name]?: T } : { [K in Name]: T };

/** What a call of `R` sends: its path parameters, query and body as the contract types them. */
export type CallOptions<R extends Route> = Field<'params', Params<R>> &
  Field<'query', Query<R>> &
  Field<'body', Body<R>> & {
    /** Never from the browser's HTTP cache: the answer depends on who asks, or changes. */
    noCache?: boolean;
  };

/**
 * The answer, checked against the contract's answer schema in development and tests. The check
 * and its schemas are imported only there, so production bundles carry neither.
 */
let checkAnswer: ((route: Route, answer: unknown) => void) | undefined;

async function checked<R extends Route>(route: R, answer: unknown): Promise<Answer<R>> {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    // Loaded once; later answers are checked without waiting, so they arrive when they did before.
    checkAnswer ??= (await import('./answer-check')).checkAnswer;
    checkAnswer(route, answer);
  }
  return answer as Answer<R>;
}

/** Calls an endpoint of the contract (src/domain/api) and answers what it answered. */
export async function callApi<R extends Route>(
  route: R,
  ...[options]: Record<never, never> extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>]
): Promise<Answer<R>> {
  const { params, query, body, noCache } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | undefined>;
    body?: unknown;
    noCache?: boolean;
  };
  const url = urlOf(route, params, query);
  return checked(route, await apiRequest(route.method, url, body, { noCache: noCache === true }));
}

/** GETs a URL of `route` already built (a query cache key, ./query.ts) and answers what it answered. */
export async function getAt<R extends Route>(route: R, url: string, noCache = false): Promise<Answer<R>> {
  return checked(route, await apiRequest('GET', url, undefined, { noCache }));
}
