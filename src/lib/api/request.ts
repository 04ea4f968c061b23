import { ApiError, errorFromResponse } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every browser call to /api goes through here: cookies always sent, a JSON body only when there
 * is one, and non-OK answers turned into an ApiError with the message to show.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: { noCache?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'include', headers };
  // The server refuses state-changing calls without a JSON content type (its CSRF guard), so they
  // always carry one; the body itself is sent only when there is one.
  if (method !== 'GET') headers['Content-Type'] = 'application/json';
  if (body !== undefined) init.body = JSON.stringify(body);
  if (options.noCache) {
    // Answers that depend on who is signed in must never come from a cache.
    headers['Cache-Control'] = 'no-cache';
    init.cache = 'no-store';
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, 'Something went wrong');
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    return undefined as T;
  }
}

export const apiGet = <T>(path: string, options?: { noCache?: boolean }) =>
  apiRequest<T>('GET', path, undefined, options);
