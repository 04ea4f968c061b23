import { serverConfig } from '../config';
import { enqueueMail } from '../outbox/outbox';
import { issueAccountToken, type TokenPurpose } from '../repositories/account-tokens-repository';
import type { UserRecord } from '../repositories/users-repository';
import { database } from '../db';

/**
 * Mails the account a single-use link (`path?token=...`) for `purpose`. `body` gets the link and
 * returns the mail's lines after the greeting. The link is the mail's secret: the outbox keeps it
 * only until the mail server has the message. Under `astro dev` it is also printed to the log, the
 * one-step way to open it without a mail server.
 */
export async function mailOneTimeLink(
  user: UserRecord,
  purpose: TokenPurpose,
  path: string,
  subject: string,
  body: (link: string) => string[],
): Promise<void> {
  const token = await issueAccountToken(database(), user.id, purpose);
  const link = `${serverConfig().siteUrl}${path}?token=${token}`;
  await enqueueMail(database(), {
    kind: purpose,
    to: user.email,
    secrets: [link],
    subject,
    text: [`Hello ${user.firstName || 'there'},`, '', ...body(link)].join('\n'),
  });
  if (serverConfig().printsMailLinks) console.info(`[mail] ${purpose} link for ${user.email}: ${link}`);
}
