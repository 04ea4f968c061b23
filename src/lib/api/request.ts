import { ApiError, errorFromResponse } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every browser call to /api goes through here (through the contract's client, ./call.ts): cookies
 * always sent, a JSON body only when there is one (a file's bytes as they are, with its type), and
 * non-OK answers turned into an ApiError with the message to show.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: { noCache?: boolean } = {},
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (body instanceof Blob) {
    // A photo upload: its bytes are the body, its type the Content-Type.
    headers['Content-Type'] = body.type;
    init.body = body;
  } else {
    // The server refuses state-changing calls without a JSON content type (its CSRF guard), so they
    // always carry one; the body itself is sent only when there is one.
    if (method !== 'GET') headers['Content-Type'] = 'application/json';
    if (body !== undefined) init.body = JSON.stringify(body);
  }
  if (options.noCache) {
    // Answers that depend on who is signed in must never come from a cache.
    headers['Cache-Control'] = 'no-cache';
    init.cache = 'no-store';
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new ApiError(0, 'Something went wrong');
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
