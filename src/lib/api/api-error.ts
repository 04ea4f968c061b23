/** A failed API call, carrying the message a person should see (docs/behaviour/messages.md#generic-request-errors). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's other fields (such as `twoFactorRequired`), when it was a JSON object. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The server's `message` if the body has one; otherwise 'Invalid email or password' for 401;
 * otherwise, or when the body is not JSON, 'Something went wrong'.
 */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let message: string | undefined;
  let details: Record<string, unknown> = {};
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') details = body as Record<string, unknown>;
    if (typeof details['message'] === 'string') message = details['message'];
  } catch {
    message = undefined;
  }
  const fallback = response.status === 401 ? 'Invalid email or password' : 'Something went wrong';
  return new ApiError(response.status, message ?? fallback, details);
}
