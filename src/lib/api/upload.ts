import { ApiError, errorFromResponse } from './api-error';

/**
 * Sends a file's bytes as the body (PUT), with its type as the Content-Type, and reads the JSON
 * answer; failures as apiRequest's (src/lib/api/request.ts). Its own module: only the menu editor
 * uploads, so the storefront's pages do not carry it.
 */
export async function apiUpload<T>(path: string, file: Blob, contentType: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'PUT',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': contentType },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'Something went wrong');
  }
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as T;
}
