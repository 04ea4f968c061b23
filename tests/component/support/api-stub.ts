import { vi } from 'vitest';

/** One call the screen made: its method, path with query, and JSON body if any. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** What a stubbed endpoint answers: JSON with a status (200 by default), or a Response as is. */
export type StubAnswer = Response | { status?: number; json: unknown };
type Handler = (call: ApiCall, url: URL) => StubAnswer | Promise<StubAnswer>;

/**
 * Stands in for the server: `fetch` answers each call by the first route whose key matches
 * 'METHOD /path' (or '/path' for any method) and records every call, so a test asserts what the
 * screen asked for as the e2e tests did with page.route. A call no route answers fails the test
 * with its path, rather than hanging.
 */
export function stubApi(routes: Record<string, Handler | StubAnswer>) {
  const calls: ApiCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: `${url.pathname}${url.search}`, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (route === undefined) throw new Error(`No stubbed answer for ${method} ${call.path}`);
    const answer = typeof route === 'function' ? await route(call, url) : route;
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls };
}

/** A promise and the function that settles it: holds an answer until the test lets it go. */
export function hold(): { released: Promise<void>; release: () => void } {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

/**
 * Answers a cursor-paged list as the server does (GET /api/orders/history): `orders` newest first,
 * read anew at each call so a test can add one; `limit` of them after the order `after`.
 */
export function pagedAnswer<T extends { id: number }>(orders: () => readonly T[]): Handler {
  return (_call, url) => {
    const all = orders();
    const after = url.searchParams.get('after');
    const start = after === null ? 0 : all.findIndex((order) => order.id === Number(after)) + 1;
    const limit = Number(url.searchParams.get('limit') ?? all.length);
    return { json: start === 0 && after !== null ? [] : all.slice(start, start + limit) };
  };
}
