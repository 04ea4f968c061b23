import { database } from '@/server/db';

/** Direct database access for arranging and inspecting state in tests (rows as the test expects them). */
export async function sql<T extends object = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const { rows } = await database().query(text, params);
  return rows as T[];
}
