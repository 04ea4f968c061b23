/**
 * An expected failure with the status and the message a person should read; `fields` go into the
 * answer beside the message (what the page should do next, such as ask for a second factor).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Not authenticated') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** 400 naming each field at fault in `fields` ('items.0.pieces'), the first as the message. */
export function refuseFields(fields: Partial<Record<string, string>>, fallback = 'Check the form'): never {
  const [first] = Object.values(fields);
  throw new HttpError(400, first ?? fallback, {}, { fields });
}
