import type { Config } from '@netlify/functions';
import { deliverDueMail } from '../../src/server/mail/deliver-due-mail';

/**
 * Scheduled (no public path): every minute, delivers the mail outbox's due messages and retries
 * the failed ones with backoff (docs/architecture.md#mail). Answers what it did.
 */
export default async (): Promise<Response> => Response.json((await deliverDueMail()) ?? { outboxOnly: true });

export const config: Config = { schedule: '* * * * *' };
