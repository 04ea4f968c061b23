import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import forgotPassword from '../../netlify/functions/auth-forgot-password.mts';
import orderStatus from '../../netlify/functions/order-status.mts';
import { reloadServerConfig } from '@/server/config';
import { deliverDueMessages } from '@/server/outbox/deliver-all';
import { database } from '@/server/db';
import { enqueueMail, REDACTED } from '@/server/outbox/outbox';
import { adminAccount, registerAccount } from './support/accounts';
import { insertOrder } from './support/orders';
import { call } from './support/call';
import { sql } from './support/db';

/*
 * The outbox against a real SMTP server (nodemailer's smtp-server on a loopback port): a request
 * only queues its mail; the sender delivers it. What the customer receives carries the link; what
 * stays in the database does not, once sent. A mail server that is down costs retries, never the
 * message. The file has a database of its own (tests/integration/own-database.ts), so the sender
 * only ever meets the mail this file queued.
 */

const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    let data = '';
    stream.on('data', (chunk: Buffer) => {
      data += chunk.toString();
    });
    stream.on('end', () => {
      // The text part is quoted-printable: undo its soft line breaks and =XX escapes.
      received.push(
        data
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      );
      done();
    });
  },
});

function useSmtp(url: string | undefined): void {
  if (url === undefined) delete process.env['SMTP_URL'];
  else process.env['SMTP_URL'] = url;
  reloadServerConfig();
}

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  useWorkingSmtp();
});

afterAll(async () => {
  useSmtp(undefined);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const outboxRow = async (email: string, subject = 'Reset your Kenyan Bites password') =>
  (
    await sql<{ text_body: string; sent_at: Date | null; error: string | null }>(
      'SELECT text_body, sent_at, error FROM outbox WHERE to_address = $1 AND subject = $2 ORDER BY id DESC LIMIT 1',
      [email, subject],
    )
  )[0];

const outboxState = async (email: string, subject = 'Reset your Kenyan Bites password') =>
  (
    await sql<{
      text_body: string;
      sent_at: Date | null;
      gave_up_at: Date | null;
      error: string | null;
      attempts: number;
      wait_seconds: number;
    }>(
      `SELECT text_body, sent_at, gave_up_at, error, attempts,
              extract(epoch FROM next_attempt_at - now())::float AS wait_seconds
       FROM outbox WHERE to_address = $1 AND subject = $2 ORDER BY id DESC LIMIT 1`,
      [email, subject],
    )
  )[0];

function useWorkingSmtp(): void {
  const { port } = smtp.server.address() as AddressInfo;
  useSmtp(`smtp://127.0.0.1:${port}`);
}

const requestReset = (email: string) =>
  call(forgotPassword, '/api/auth/forgot-password', { method: 'POST', body: { email } });

describe('the mail outbox with a mail server', () => {
  it('sends the reset link and keeps the message without it once sent', async () => {
    const account = await registerAccount();
    expect((await requestReset(account.email)).status).toBe(200);
    expect((await outboxRow(account.email))?.sent_at).toBeNull();
    await deliverDueMessages();

    const sent = received.find((message) => message.includes(account.email) && message.includes('/reset-password'));
    expect(sent).toMatch(/\/reset-password\?token=[\w-]{20,}/);
    const row = await outboxRow(account.email);
    expect(row?.sent_at).not.toBeNull();
    expect(row?.text_body).not.toMatch(/token=/);
    expect(row?.text_body).toContain(`Choose a new password here: ${REDACTED}`);
  });

  it('sends the verification link at registration and keeps the message without it once sent', async () => {
    const account = await registerAccount();
    await deliverDueMessages();

    const sent = received.find((message) => message.includes(account.email) && message.includes('/verify-email'));
    expect(sent).toMatch(/\/verify-email\?token=[\w-]{20,}/);
    const row = await outboxRow(account.email, 'Confirm your Kenyan Bites email address');
    expect(row?.sent_at).not.toBeNull();
    expect(row?.text_body).not.toMatch(/token=/);
    expect(row?.text_body).toContain(
      `Please confirm that this is your email address by opening this link:\n${REDACTED}`,
    );
  });

  it('keeps the link and the error when the mail server cannot be reached, the request still answers, and a retry sends it', async () => {
    useSmtp('smtp://127.0.0.1:1');
    let account: Awaited<ReturnType<typeof registerAccount>>;
    try {
      account = await registerAccount();
      expect((await requestReset(account.email)).status).toBe(200);
      const run = await deliverDueMessages();
      expect(run?.retrying).toBeGreaterThan(0);
      const row = await outboxState(account.email);
      expect(row).toMatchObject({ sent_at: null, gave_up_at: null, attempts: 1 });
      expect(row?.error).toBeTruthy();
      expect(row?.text_body).toMatch(/\/reset-password\?token=[\w-]{20,}/);
      // The first retry waits about a minute: a run now leaves it alone.
      expect(row?.wait_seconds).toBeGreaterThan(50);
      expect(row?.wait_seconds).toBeLessThanOrEqual(60);
      await deliverDueMessages();
      expect((await outboxState(account.email))?.attempts).toBe(1);
    } finally {
      useWorkingSmtp();
    }
    // The mail server is back and the minute has passed.
    await sql('UPDATE outbox SET next_attempt_at = now() WHERE to_address = $1', [account.email]);
    await deliverDueMessages();
    const sent = received.find((message) => message.includes(account.email) && message.includes('/reset-password'));
    expect(sent).toMatch(/\/reset-password\?token=[\w-]{20,}/);
    expect(await outboxState(account.email)).toMatchObject({ attempts: 2, error: null, gave_up_at: null });
  });

  it('gives up a message still undelivered a day after it was queued, and keeps no link in it', async () => {
    const to = `given-up-${Date.now()}@example.com`;
    await enqueueMail(database(), {
      kind: 'test',
      to,
      subject: 'Your order',
      text: 'Track it: https://shop.test/orders/track?token=abc',
      secrets: ['https://shop.test/orders/track?token=abc'],
    });
    await sql(
      "UPDATE outbox SET send_after = now() - interval '23 hours 59 minutes', attempts = 9 WHERE to_address = $1",
      [to],
    );
    useSmtp('smtp://127.0.0.1:1');
    try {
      await deliverDueMessages();
    } finally {
      useWorkingSmtp();
    }
    const row = await outboxState(to, 'Your order');
    expect(row?.gave_up_at).not.toBeNull();
    expect(row?.sent_at).toBeNull();
    expect(row?.attempts).toBe(10);
    expect(row?.text_body).toBe(`Track it: ${REDACTED}`);
    // Given up is final: the sender never tries it again.
    await sql("UPDATE outbox SET next_attempt_at = now() - interval '1 minute' WHERE to_address = $1", [to]);
    await deliverDueMessages();
    expect((await outboxState(to, 'Your order'))?.attempts).toBe(10);
    expect(received.some((message) => message.includes(to))).toBe(false);
  });

  it('queues a message with a dedupe key once, and sends its HTML beside the text', async () => {
    const to = `once-${Date.now()}@example.com`;
    const mail = {
      kind: 'test',
      to,
      subject: 'Order KBT-1 is ready',
      text: 'Ready.',
      html: '<p>Ready.</p>',
      dedupeKey: `test-once:${to}`,
    };
    expect(await enqueueMail(database(), mail)).toBe(true);
    expect(await enqueueMail(database(), mail)).toBe(false);
    await deliverDueMessages();
    const copies = received.filter((message) => message.includes(to));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toContain('Content-Type: text/plain');
    expect(copies[0]).toContain('<p>Ready.</p>');
  });

  it("changes an order's status while the mail server is down, and its e-mail goes once the server is back", async () => {
    const admin = await adminAccount();
    const to = `status-${Date.now()}@example.com`;
    const [id] = await insertOrder({ customerEmail: to, orderType: 'pickup' });
    useSmtp('smtp://127.0.0.1:1');
    try {
      const changed = await call(orderStatus, `/api/orders/${id}/status`, {
        method: 'PATCH',
        body: { status: 'ready' },
        cookie: admin.cookie,
        params: { id: String(id) },
      });
      expect(changed.status).toBe(200);
      await deliverDueMessages();
      expect(await outboxState(to, `Your order KBT-${id} is ready for pickup`)).toMatchObject({
        sent_at: null,
        attempts: 1,
      });
    } finally {
      useWorkingSmtp();
    }
    await sql('UPDATE outbox SET next_attempt_at = now() WHERE to_address = $1', [to]);
    await deliverDueMessages();
    const copies = received.filter((message) => message.includes(to));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toContain(`Your order KBT-${id} is ready for pickup`);
    expect(copies[0]).toMatch(/orders\/track\?token=[\w-]{43}/);
    const row = await outboxState(to, `Your order KBT-${id} is ready for pickup`);
    expect(row?.sent_at).not.toBeNull();
    expect(row?.text_body).not.toMatch(/token=/);
  });
});
