import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadServerConfig } from '@/server/config';
import { database } from '@/server/db';
import { deliverDueMessages } from '@/server/outbox/deliver-all';
import { enqueueMail, REDACTED } from '@/server/outbox/outbox';
import { sql } from './support/db';

/*
 * The mail sender under a mail server that accepts the connection and never answers (nodemailer
 * would wait minutes by default): each send is bounded, a hung one is a failure like any other
 * (retried, never lost), no send starts that could outlast the run, what the run claimed but did not
 * try is handed back, and a message past its last chance is given up without another try.
 */

const sockets = new Set<Socket>();
let connections = 0;
const silent: Server = createServer((socket) => {
  connections += 1;
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  process.env['SMTP_URL'] = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  reloadServerConfig();
});

afterAll(async () => {
  delete process.env['SMTP_URL'];
  reloadServerConfig();
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

interface OutboxRow {
  id: number;
  text_body: string;
  sent_at: Date | null;
  gave_up_at: Date | null;
  error: string | null;
  attempts: number;
  due_in_seconds: number;
}

async function queue(to: string, sendAfter?: string): Promise<OutboxRow> {
  const link = `https://kenyanbites.example/reset-password?token=${to.replace(/\W/g, '')}`;
  await enqueueMail(database(), { kind: 'test', to, subject: 'Reset', text: `Open ${link}`, secrets: [link] });
  if (sendAfter) await sql(`UPDATE outbox SET send_after = $2 WHERE to_address = $1`, [to, sendAfter]);
  return row(to);
}

const row = async (to: string) =>
  (
    await sql<OutboxRow>(
      `SELECT id, text_body, sent_at, gave_up_at, error, attempts,
              extract(epoch FROM next_attempt_at - now())::float AS due_in_seconds
       FROM outbox WHERE to_address = $1`,
      [to],
    )
  )[0] as OutboxRow;

describe('the mail sender and a mail server that never answers', () => {
  it('fails a hung send within its limit and keeps the message, link and all, for a retry', async () => {
    await queue('hung@example.com');
    const started = Date.now();
    const run = await deliverDueMessages({ sendLimitMs: 400, runBudgetMs: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(run).toEqual({ sent: 0, retrying: 1, gaveUp: 0 });
    const kept = await row('hung@example.com');
    expect(kept).toMatchObject({ sent_at: null, gave_up_at: null, attempts: 1 });
    expect(kept.error).toBe('The mail server did not finish within 400 ms');
    expect(kept.text_body).toContain('/reset-password?token=hungexamplecom');
    expect(kept.due_in_seconds).toBeGreaterThan(50);
  });

  it('starts no send that could outlast the run, and hands back what it claimed untried', async () => {
    await sql('DELETE FROM outbox');
    await queue('later-1@example.com');
    await queue('later-2@example.com');
    const run = await deliverDueMessages({ sendLimitMs: 2_000, runBudgetMs: 1_000 });
    expect(run).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    for (const to of ['later-1@example.com', 'later-2@example.com']) {
      const handedBack = await row(to);
      expect(handedBack).toMatchObject({ attempts: 0, sent_at: null, gave_up_at: null, error: null });
      expect(handedBack.due_in_seconds).toBeLessThanOrEqual(0);
    }
  });

  it('gives up, without another try, a message a day past due whose sender died while trying it', async () => {
    await sql('DELETE FROM outbox');
    await queue('too-late@example.com', `${new Date(Date.now() - 25 * 60 * 60_000).toISOString()}`);
    const connectionsBefore = connections;
    const run = await deliverDueMessages({ sendLimitMs: 5_000, runBudgetMs: 10_000 });
    expect(run).toEqual({ sent: 0, retrying: 0, gaveUp: 1 });
    const given = await row('too-late@example.com');
    expect(given.gave_up_at).toBeInstanceOf(Date);
    expect(given.text_body).toBe(`Open ${REDACTED}`);
    // The mail server was not asked again.
    expect(connections).toBe(connectionsBefore);
  });
});
