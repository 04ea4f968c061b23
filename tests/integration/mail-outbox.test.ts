import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import forgotPassword from '../../netlify/functions/auth-forgot-password.mts';
import { reloadServerConfig } from '@/server/config';
import { REDACTED } from '@/server/mail/send-mail';
import { registerAccount } from './support/accounts';
import { call } from './support/call';
import { sql } from './support/db';

/*
 * The outbox against a real SMTP server (nodemailer's smtp-server on a loopback port): what the
 * customer receives carries the reset link; what stays in the database does not, once sent.
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
  const { port } = smtp.server.address() as AddressInfo;
  useSmtp(`smtp://127.0.0.1:${port}`);
});

afterAll(async () => {
  useSmtp(undefined);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const outboxRow = async (email: string, subject = 'Reset your Kenyan Bites password') =>
  (
    await sql<{ text_body: string; sent_at: Date | null; error: string | null }>(
      'SELECT text_body, sent_at, error FROM mail_outbox WHERE to_address = $1 AND subject = $2 ORDER BY id DESC LIMIT 1',
      [email, subject],
    )
  )[0];

const requestReset = (email: string) =>
  call(forgotPassword, '/api/auth/forgot-password', { method: 'POST', body: { email } });

describe('the mail outbox with a mail server', () => {
  it('sends the reset link and keeps the message without it once sent', async () => {
    const account = await registerAccount();
    expect((await requestReset(account.email)).status).toBe(200);

    const sent = received.find((message) => message.includes(account.email) && message.includes('/reset-password'));
    expect(sent).toMatch(/\/reset-password\?token=[\w-]{20,}/);
    const row = await outboxRow(account.email);
    expect(row?.sent_at).not.toBeNull();
    expect(row?.text_body).not.toMatch(/token=/);
    expect(row?.text_body).toContain(`Choose a new password here: ${REDACTED}`);
  });

  it('sends the verification link at registration and keeps the message without it once sent', async () => {
    const account = await registerAccount();

    const sent = received.find((message) => message.includes(account.email) && message.includes('/verify-email'));
    expect(sent).toMatch(/\/verify-email\?token=[\w-]{20,}/);
    const row = await outboxRow(account.email, 'Confirm your Kenyan Bites email address');
    expect(row?.sent_at).not.toBeNull();
    expect(row?.text_body).not.toMatch(/token=/);
    expect(row?.text_body).toContain(
      `Please confirm that this is your email address by opening this link:\n${REDACTED}`,
    );
  });

  it('keeps the link (for a retry) and the error when the mail server cannot be reached, and still answers', async () => {
    useSmtp('smtp://127.0.0.1:1');
    try {
      const account = await registerAccount();
      expect((await requestReset(account.email)).status).toBe(200);
      const row = await outboxRow(account.email);
      expect(row?.sent_at).toBeNull();
      expect(row?.error).toBeTruthy();
      expect(row?.text_body).toMatch(/\/reset-password\?token=[\w-]{20,}/);
    } finally {
      const { port } = smtp.server.address() as AddressInfo;
      useSmtp(`smtp://127.0.0.1:${port}`);
    }
  });
});
