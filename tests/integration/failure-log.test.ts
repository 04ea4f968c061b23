import { afterEach, describe, expect, it, vi } from 'vitest';
import { database } from '@/server/db';
import { endpoint } from '@/server/http/endpoint';
import { call } from './support/call';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What an endpoint logs when `work` throws, and its answer. */
async function failureLogged(work: () => PromiseLike<unknown>): Promise<{ status: number; logged: string }> {
  const logs: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
    logs.push(parts.map(String).join(' '));
  });
  const post = async () => {
    await work();
    return new Response(null, { status: 204 });
  };
  const failing = endpoint({ POST: post });
  const response = await call(failing, '/api/probe', { method: 'POST', body: {} });
  return { status: response.status, logged: logs.join('\n') };
}

describe('database errors are logged without personal data', () => {
  it('logs a failed query by its SQLSTATE, not the parameters the driver quotes', async () => {
    const { status, logged } = await failureLogged(() =>
      database().query('SELECT $1::int', ['amina.wanjiru@example.com']),
    );
    expect(status).toBe(500);
    expect(logged).toContain('[api] POST /api/probe failed: database error (SQLSTATE 22P02');
    expect(logged).not.toContain('amina.wanjiru');
  });

  it("logs a unique violation by its constraint, not PostgreSQL's detail quoting the value", async () => {
    const email = `twice-${Date.now()}@example.com`;
    const { logged } = await failureLogged(() =>
      database().query(
        `INSERT INTO users (email, password_hash, first_name, last_name)
         VALUES ($1, 'x', 'Amina', 'W'), ($2, 'x', 'Amina', 'W')`,
        [email, email.toUpperCase()],
      ),
    );
    expect(logged).toContain('SQLSTATE 23505, constraint users_email_key');
    expect(logged.toLowerCase()).not.toContain(email);
  });

  it('still logs the message of an error of our own code', async () => {
    const { logged } = await failureLogged(async () => {
      throw new Error('the checkout had no lines');
    });
    expect(logged).toContain('Error: the checkout had no lines');
  });
});
