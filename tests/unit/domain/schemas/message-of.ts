import { firstMessage } from '@/domain/schemas';

/** The first validation message for `input`, or null when the schema accepts it. */
export function messageOf(schema: Parameters<typeof firstMessage>[0], input: unknown): string | null {
  const result = firstMessage(schema, input);
  return result.ok ? null : result.message;
}
