import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadServerConfig } from '@/server/config';
import { database, withTransaction } from '@/server/db';
import type { DeliveryRun } from '@/server/outbox/deliver-due';
import { deliverDueMessages } from '@/server/outbox/deliver-all';
import { enqueueMail } from '@/server/outbox/outbox';
import { withdrawUnsentMail } from '@/server/repositories/outbox-repository';
import { sql } from './support/db';

/*
 * Two mail senders at once never send one message twice: the Scheduled Function and the endpoint
 * nudged after a request (or two overlapping scheduled runs) do run side by side in production, and
 * a customer must get each e-mail once, and every one of them. What keeps them apart is the claim
 * (claimDueMessages's FOR UPDATE SKIP LOCKED): each sender takes messages no other sender holds.
 *
 * Two senders can only collide in their claims, statements of a millisecond: a slow mail server
 * keeps them sending side by side (it answers DATA slowly), but does not make their claims meet, and
 * two claims merely started together collided in only about two runs of three. So on PostgreSQL,
 * where each pooled connection is its own session, a request meanwhile withdraws a queued message
 * (a rating request an order status change makes unneeded), its transaction holding that row until
 * both senders have claimed. A claim that skips locked messages passes it by; one that does not
 * waits for it, and the other sender's claim reads the same messages before the first one's is
 * committed: both would send them. The embedded database lets one connection at a time into its
 * single session (scripts/lib/transaction-gate.mjs), so a held transaction would hold the senders
 * too: there the request withdraws first and the same senders then simply run at once.
 */

/** Long enough that one sender is still sending while the other sends. */
const DATA_DELAY_MS = 150;
/** More than one claim's batch (25 in deliver-due.ts), so both senders get some. */
const MESSAGES = 30;
/**
 * A run starts no send once less than the send limit is left of its budget: by default (25 s less
 * 20 s) it sends for 5 s and hands the rest back, fewer than a batch at this mail server's pace.
 */
const LIMITS = { sendLimitMs: 2_000, runBudgetMs: 20_000 };

/** What the mail server accepted, one entry per message: recipient and subject. */
const received: string[] = [];
let sending = 0;
let mostSendingAtOnce = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    sending += 1;
    mostSendingAtOnce = Math.max(mostSendingAtOnce, sending);
    let data = '';
    stream.on('data', (chunk: Buffer) => {
      data += chunk.toString();
    });
    stream.on('end', () => {
      setTimeout(() => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(',');
        received.push(`${to} ${/^Subject: (.*)$/m.exec(data)?.[1]}`);
        sending -= 1;
        done();
      }, DATA_DELAY_MS);
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  process.env['SMTP_URL'] = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  reloadServerConfig();
});

afterAll(async () => {
  delete process.env['SMTP_URL'];
  reloadServerConfig();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The message the request withdraws, queued before the others so that every claim reaches it. */
const WITHDRAWN = { to: 'withdrawn@example.com', subject: 'How was your order?', dedupeKey: 'rating-request:test' };

/** Until both senders' claims wait for a lock, or (when claims skip locked rows) have claimed every message. */
async function untilBothClaimed(): Promise<void> {
  const giveUpAt = Date.now() + 5_000;
  for (;;) {
    const [row] = await sql<{ waiting: number; claimed: number }>(
      `SELECT (SELECT count(*) FROM pg_stat_activity
               WHERE datname = current_database() AND wait_event_type = 'Lock')::int AS waiting,
              (SELECT count(*) FROM outbox WHERE attempts > 0)::int AS claimed`,
    );
    if (row && (row.waiting >= 2 || row.claimed === MESSAGES)) return;
    if (Date.now() > giveUpAt) throw new Error(`the senders did not claim: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Two senders at once, while a request withdraws a message (see the top). */
async function twoSendersAtOnce(): Promise<(DeliveryRun | null)[]> {
  const senders = () => Promise.all([deliverDueMessages(LIMITS), deliverDueMessages(LIMITS)]);
  if (!process.env['TEST_DATABASE_URL']) {
    await withdrawUnsentMail(database(), WITHDRAWN.dedupeKey);
    return senders();
  }
  let running: Promise<(DeliveryRun | null)[]> | undefined;
  await withTransaction(async (tx) => {
    await withdrawUnsentMail(tx, WITHDRAWN.dedupeKey);
    running = senders();
    await untilBothClaimed();
  });
  if (!running) throw new Error('the senders never started');
  return running;
}

describe('two mail senders at once', () => {
  it('deliver every queued message exactly once, none lost and none twice', async () => {
    const expected = Array.from({ length: MESSAGES }, (_, i) => {
      const n = i + 1;
      return { to: `customer-${n}@example.com`, subject: `Your order KBT-${1000 + n} is ready` };
    });
    await enqueueMail(database(), { kind: 'test', ...WITHDRAWN, text: 'Tell us how it was.' });
    for (const { to, subject } of expected) {
      await enqueueMail(database(), { kind: 'test', to, subject, text: `${subject}. Thank you, ${to}.` });
    }

    const runs = await twoSendersAtOnce();

    // What the customers see: each message arrived once, to its own recipient.
    const copies: Record<string, number> = {};
    for (const message of received) copies[message] = (copies[message] ?? 0) + 1;
    expect(copies).toEqual(Object.fromEntries(expected.map(({ to, subject }) => [`${to} ${subject}`, 1])));
    // Both senders really worked at once, and shared the messages between them.
    expect(mostSendingAtOnce).toBeGreaterThanOrEqual(2);
    const sent = runs.map((run) => run?.sent ?? 0);
    expect(Math.min(...sent)).toBeGreaterThan(0);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(MESSAGES);
    expect(runs.every((run) => run?.retrying === 0 && run.gaveUp === 0)).toBe(true);
    // What the outbox records: each message sent, claimed once (a second claim counts a second attempt).
    const outbox = await sql<{ to_address: string; subject: string; attempts: number; sent: boolean }>(
      "SELECT to_address, subject, attempts, sent_at IS NOT NULL AS sent FROM outbox WHERE channel = 'email' ORDER BY id",
    );
    expect(outbox).toEqual(expected.map(({ to, subject }) => ({ to_address: to, subject, attempts: 1, sent: true })));
  });
});
