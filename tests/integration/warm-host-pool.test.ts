import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionPool } from '../../scripts/lib/warm-host/function-pool.mjs';

/*
 * The warm host's instances of one function (scripts/lib/warm-host/function-pool.mjs): loaded once
 * and kept, and never two calls at once in one instance, as a warm Netlify function. The function
 * here is a Lambda handler of its own that counts its calls and the calls it is in at once.
 */

const HANDLER = `
let calls = 0;
let inFlight = 0;
export const handler = async () => {
  calls += 1;
  inFlight += 1;
  // Yields once, so a second call given to the same instance would start before this one ends.
  await new Promise((resolve) => setImmediate(resolve));
  const together = inFlight;
  inFlight -= 1;
  return { statusCode: 200, body: JSON.stringify({ calls, together }) };
};
`;

let directory: string;
let pool: ReturnType<typeof functionPool>;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'warm-pool-'));
  await writeFile(path.join(directory, 'entry.mjs'), HANDLER);
  pool = functionPool(pathToFileURL(path.join(directory, 'entry.mjs')).href);
});

afterAll(async () => {
  await pool.stop();
  await rm(directory, { recursive: true, force: true });
});

async function call(): Promise<{ status?: number; calls: number; together: number }> {
  const { head, body } = await pool.invoke({}, {}, 10_000);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return { status: head?.statusCode, ...JSON.parse(Buffer.concat(chunks).toString()) };
}

describe('the warm instances of a function', () => {
  it('keeps a function loaded: calls one after another reach the same module', async () => {
    expect(await call()).toEqual({ status: 200, calls: 1, together: 1 });
    expect(await call()).toEqual({ status: 200, calls: 2, together: 1 });
    expect(await call()).toEqual({ status: 200, calls: 3, together: 1 });
    expect(pool.instances()).toBe(1);
  });

  it('gives calls at once instances of their own, each taking one call at a time, and keeps them', async () => {
    const answers = await Promise.all([call(), call(), call()]);
    expect(answers.map((answer) => answer.together)).toEqual([1, 1, 1]);
    expect(pool.instances()).toBe(3);
    // The warm instance took one of them; the two started for the others were new.
    expect(answers.map((answer) => answer.calls).sort()).toEqual([1, 1, 4]);
  });
});
