import { ApiError } from '@/lib/api/api-error';

/**
 * The problems by field a 400 carries beside its message (`{message, fields: {code: '...'}}`, as
 * the admin forms' endpoints answer), only strings kept; empty for any other failure.
 */
export function refusedFields<Field extends string>(error: unknown): Partial<Record<Field, string>> {
  const fields = error instanceof ApiError ? error.details['fields'] : undefined;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields).filter((entry) => typeof entry[1] === 'string')) as Partial<
    Record<Field, string>
  >;
}
