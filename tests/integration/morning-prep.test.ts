import { describe, expect, it } from 'vitest';
import { shopDate, shopInstant } from '@/domain/fulfilment/schedule';
import { serverConfig } from '@/server/config';
import { queueMorningPrepMail } from '@/server/alerts/morning-prep';
import { sql } from './support/db';
import { race } from './support/race';
import { insertOrder } from './support/orders';

/*
 * The morning prep e-mail (issue 25 item 5): queued by the scheduled sender once the time set with
 * the hours has passed, once a day, to the owner's alert addresses; not at all when turned off.
 */

const today = shopDate(new Date());
const at = (time: string) => shopInstant(today, time);
const prepMails = () =>
  sql<{ to_address: string; subject: string; text_body: string }>(
    `SELECT to_address, subject, text_body FROM outbox WHERE kind = 'prep' ORDER BY id`,
  );

describe('the morning prep e-mail', () => {
  it("goes once today's time has passed, once a day, with today's orders", async () => {
    await sql(`UPDATE fulfilment_settings SET prep_email_time = '07:00', prep_email_sent_on = NULL`);
    const window = { start: shopInstant(today, '14:00'), end: shopInstant(today, '14:30') };
    await insertOrder({ fulfilmentWindow: window, customerName: 'Amina Prep' });

    expect(await queueMorningPrepMail(at('06:59'))).toBe(false);
    expect(await prepMails()).toEqual([]);

    // Two senders at once: one queues it.
    const senders = await race('prep-mail-claim', [
      () => queueMorningPrepMail(at('07:01')),
      () => queueMorningPrepMail(at('07:01')),
    ]);
    expect(senders.sort()).toEqual([false, true]);
    expect(await queueMorningPrepMail(at('09:00'))).toBe(false);

    const [mail, ...more] = await prepMails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to_address: serverConfig().adminEmail,
      subject: expect.stringMatching(/^Prep for \w{3}, \w{3} \d{1,2}: 1 order$/),
    });
    expect(mail!.text_body).toContain('20 x Beef Samosa');
    expect(mail!.text_body).toContain('Amina Prep (pickup at Home kitchen): 20 x Beef Samosa');
    expect(mail!.text_body).toContain('  Pack for Home kitchen: 20 x Beef Samosa\n');
  });

  it('is not sent when turned off', async () => {
    await sql('UPDATE fulfilment_settings SET prep_email_time = NULL, prep_email_sent_on = NULL');
    await sql(`DELETE FROM outbox WHERE kind = 'prep'`);
    expect(await queueMorningPrepMail(at('12:00'))).toBe(false);
    expect(await prepMails()).toEqual([]);
  });
});
