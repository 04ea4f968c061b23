import { withServerDatabase } from './server-database';

/*
 * The e2e server sends no mail: every message stays in the outbox table of its database. Reading it
 * here is how a test opens the email a person would get.
 */

/** The path and query of the newest link to `path` mailed to `email` ('/verify-email?token=...'). */
export async function mailedLink(
  email: string,
  path: '/verify-email' | '/reset-password' | '/subscribe/confirm' | '/catering/request',
): Promise<string> {
  const { rows } = await withServerDatabase((client) =>
    client.query<{ text_body: string }>(
      'SELECT text_body FROM outbox WHERE lower(to_address) = lower($1) AND text_body LIKE $2 ORDER BY id DESC LIMIT 1',
      [email, `%${path}?token=%`],
    ),
  );
  const link = rows[0]?.text_body.match(/https?:\/\/[^\s/]+(\/[\w/-]+\?token=[\w-]+)/)?.[1];
  if (!link) throw new Error(`no ${path} link mailed to ${email}`);
  return link;
}

/** The path of the shop's link in the newest announcement with `subject` mailed to `email` ('/'). */
export async function mailedAnnouncementLink(email: string, subject: string): Promise<string> {
  const { rows } = await withServerDatabase((client) =>
    client.query<{ text_body: string }>(
      `SELECT text_body FROM outbox WHERE kind = 'announcement' AND channel = 'email'
         AND lower(to_address) = lower($1) AND subject = $2 ORDER BY id DESC LIMIT 1`,
      [email, subject],
    ),
  );
  const link = rows[0]?.text_body.match(/Order here: https?:\/\/[^\s/]+(\/\S*)/)?.[1];
  if (!link) throw new Error(`no announcement '${subject}' mailed to ${email}`);
  return link;
}

/**
 * The newest gift card letter to `email`: its code (the only place a code is kept), when the
 * scheduled sender may send it in shop time ('2026-12-13 08:00'), and whether that time has come
 * by the database's clock, the one the sender reads.
 */
export async function giftCardLetter(email: string): Promise<{ code: string; sendsAt: string; due: boolean }> {
  const { rows } = await withServerDatabase((client) =>
    client.query<{ text_body: string; sends_at: string; due: boolean }>(
      `SELECT text_body, to_char(send_after AT TIME ZONE 'America/Chicago', 'YYYY-MM-DD HH24:MI') AS sends_at,
         send_after <= now() AS due
       FROM outbox WHERE kind = 'gift-card' AND lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1`,
      [email],
    ),
  );
  const code = rows[0]?.text_body.match(/Your code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/)?.[1];
  if (!code || !rows[0]) throw new Error(`no gift card mailed to ${email}`);
  return { code, sendsAt: rows[0].sends_at, due: rows[0].due };
}
