import type { RequestContext } from '@/server/http/request-context';

export const ORIGIN = 'http://localhost:8888';

type FunctionHandler = (request: Request, context: RequestContext) => Promise<Response>;

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Raw body text, sent as is (malformed JSON, oversized bodies). */
  rawBody?: string | Uint8Array;
  cookie?: string | null;
  headers?: Record<string, string>;
  /** The caller's address (Netlify's context.ip); a fresh one each call by default. */
  ip?: string;
  params?: Record<string, string>;
}

/**
 * A caller's address when the test does not name one: a different one each call, as different
 * customers have (an IPv6 documentation address), so per-address limits only meet the tests that
 * are about them, which pass `ip`.
 */
export function someAddress(): string {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8::${group()}:${group()}:${group()}`;
}

/** Every refusal answers `{ message }` (src/server/http/responses.ts). */
export interface ErrorAnswer {
  message: string;
}

export interface CallResult<Body = unknown> {
  status: number;
  /** The JSON answer (its text when it is not JSON, null when empty), typed as the caller expects it. */
  body: Body;
  headers: Headers;
  /** The session cookie the answer set, as `name=value`, if any. */
  setCookie: string | null;
}

/**
 * Calls a function's default export with a real Request, as a same-origin browser would: JSON
 * content type on changes, `Sec-Fetch-Site: same-origin`, and the given cookie. `Body` is the answer
 * the test expects; like `Response.json()`, it is not checked, the test's assertions do that.
 */
export async function call<Body = unknown>(
  handler: FunctionHandler,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<Body>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', ...options.headers };
  if (method !== 'GET' && !('content-type' in headers)) headers['content-type'] = 'application/json';
  if (options.cookie) headers['cookie'] = options.cookie;
  const init: RequestInit = { method, headers };
  if (options.rawBody !== undefined) init.body = options.rawBody as BodyInit;
  else if (options.body !== undefined) init.body = JSON.stringify(options.body);
  const response = await handler(new Request(`${ORIGIN}${path}`, init), {
    ip: options.ip ?? someAddress(),
    params: options.params ?? {},
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  const setCookieHeader = response.headers.getSetCookie().find((cookie) => cookie.startsWith('kb_session='));
  return {
    status: response.status,
    body: body as Body,
    headers: response.headers,
    setCookie: setCookieHeader ? (setCookieHeader.split(';')[0] ?? null) : null,
  };
}
