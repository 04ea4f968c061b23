import { notFound } from './http-error';

/**
 * An id from the URL's path (`/api/orders/:id`): a positive whole number, or 404 with `missing`,
 * since a path that is not a number names nothing.
 */
export function parsePathId(value: string | undefined, missing: string): number {
  const id = value !== undefined && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw notFound(missing);
  return id;
}
