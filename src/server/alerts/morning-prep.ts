import { shopDayBounds } from '@/domain/fulfilment/schedule';
import { prepList } from '@/domain/kitchen/prep-list';
import { prepMail, prepMailDue } from '@/domain/mail/prep-mail';
import { serverConfig } from '../config';
import { contestedPoint, withTransaction } from '../db';
import { enqueueMail } from '../outbox/outbox';
import { claimPrepMailDay, getPrepMailState } from '../repositories/fulfilment-repository';
import { listOrdersInWindows } from '../repositories/orders-repository';
import { alertEmails } from './alert-settings-service';

/**
 * The scheduled sender's morning prep e-mail (every minute; issue 25): once the time set with the
 * hours has passed, today's prep list goes to the owner's alert addresses, once a day. The day is
 * claimed and the e-mails queued in one transaction, so two senders at once queue it once, and a
 * sender that stops before committing leaves it for the next minute. Answers whether it was queued.
 */
export async function queueMorningPrepMail(now = new Date()): Promise<boolean> {
  return withTransaction(async (tx) => {
    const state = await getPrepMailState(tx);
    const date = prepMailDue(now, state.prepEmailTime, state.sentOn);
    if (!date || !(await claimPrepMailDay(tx, date))) return false;
    await contestedPoint('prep-mail-claim');
    const { from, to } = shopDayBounds(date);
    const mail = prepMail(
      date,
      prepList(await listOrdersInWindows(tx, from, to)),
      `${serverConfig().siteUrl}/admin/kitchen`,
    );
    for (const address of await alertEmails(tx)) {
      await enqueueMail(tx, { kind: 'prep', to: address, ...mail, dedupeKey: `prep:${date}:${address}` });
    }
    return true;
  });
}
