import type { Config } from '@netlify/functions';
import { queueMorningPrepMail } from '../../src/server/alerts/morning-prep';
import { deliverDueMessages } from '../../src/server/outbox/deliver-all';
import { finishUnfinishedCancellations } from '../../src/server/orders/cancel-with-refund';
import { finishUnfinishedPayments } from '../../src/server/orders/unfinished-payments';

/**
 * Scheduled (no public path): every minute, finishes the payments a stopped function left between
 * booking and the gateway (captures, releases) and the cancellations it left half-done (their
 * e-mails are queued with them), queues the owner's morning prep e-mail once its time has come,
 * then delivers the mail outbox's due messages and
 * retries the failed ones with backoff (docs/architecture.md#mail). Answers what it did.
 */
export default async (): Promise<Response> => {
  const payments = await finishUnfinishedPayments();
  const cancellationsFinished = await finishUnfinishedCancellations();
  const prepMailQueued = await queueMorningPrepMail();
  const mail = (await deliverDueMessages()) ?? { outboxOnly: true };
  return Response.json({ ...mail, payments, cancellationsFinished, prepMailQueued });
};

export const config: Config = { schedule: '* * * * *' };
