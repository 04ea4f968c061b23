import { getDb } from '@/server/db';

/** Direct database access for arranging and inspecting state in tests. */
export async function sql<T extends object = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const db = await getDb();
  const { rows } = await (db.pool as unknown as { query: (t: string, p: unknown[]) => Promise<{ rows: T[] }> }).query(
    text,
    params,
  );
  return rows;
}
