import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminAnnouncements from '../../netlify/functions/admin-announcements.mts';
import sendDueMail from '../../netlify/functions/send-due-mail.mts';
import { TEXTS_PER_MONTH_MAX } from '@/domain/notify/notify-list';
import { SEND_AT_PAST } from '@/domain/schemas/announcement-check';
import { CHANNELS_MISSING } from '@/domain/schemas/announcement';
import { SUBJECT_MISSING } from '@/domain/schemas/ordering-period';
import { serverConfig } from '@/server/config';
import { database } from '@/server/db';
import { queueDueAnnouncements } from '@/server/notify/announcement-sender';
import type { AnnouncedView, AnnouncementView } from '@/server/notify/announcements-service';
import { saveDropAnnouncements } from '@/server/notify/drop-announcements';
import { unsubscribeToken } from '@/server/notify/unsubscribe-link';
import { insertAnnouncement } from '@/server/repositories/announcements-repository';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { race } from './support/race';
import { messageSid } from './support/twilio-reply';
import { insertOrder } from './support/orders';

/*
 * Announcements to the notify list (issue 36 items 3, 7 and 8): the scheduled sender's fan-out,
 * once per confirmed subscriber and channel, texts held through the quiet hours and paced, the
 * drop's reminder skipping those who ordered in it, and the owner's POST and GET, through the real
 * functions on this file's own database.
 */

let admin: TestAccount;

beforeAll(async () => {
  admin = await adminAccount();
});

afterEach(async () => {
  await sql(`DELETE FROM outbox WHERE kind = 'announcement'`);
  await sql('DELETE FROM announcements');
  await sql('DELETE FROM ordering_periods');
  await sql('DELETE FROM subscribers');
  await sql('DELETE FROM sms_opt_outs');
  await sql('DELETE FROM orders');
  await sql(`UPDATE business_settings SET ordering_mode = 'always'`);
});

type Channel = 'email' | 'sms';
type Status = 'pending' | 'confirmed' | 'unsubscribed';

/** A subscriber as the notify list stores one (a confirmed number with the YES that confirmed it); answers its id. */
async function subscriber(channel: Channel, address: string, status: Status = 'confirmed'): Promise<number> {
  const [row] = await sql<{ id: string }>(
    `INSERT INTO subscribers (channel, address, status, consent_source, consent_words, confirmed_at, confirm_reply_sid,
       confirm_expires_at)
     VALUES ($1, $2, $3, 'home', 'the words shown', CASE WHEN $3 = 'confirmed' THEN now() END,
       CASE WHEN $1 = 'sms' AND $3 = 'confirmed' THEN $4 END, CASE WHEN $3 = 'pending' THEN now() + interval '1 day' END)
     RETURNING id`,
    [channel, address, status, messageSid()],
  );
  return Number(row!.id);
}

/**
 * The list every test starts from: two confirmed e-mails and one confirmed phone, and one of each
 * that must get nothing: pending, unsubscribed, and a confirmed number that replied STOP.
 */
async function seedList() {
  const list = {
    amina: await subscriber('email', 'amina@example.com'),
    baraka: await subscriber('email', 'baraka@example.com'),
    phone: await subscriber('sms', '+19135550101'),
  };
  await subscriber('email', 'pending@example.com', 'pending');
  await subscriber('email', 'gone@example.com', 'unsubscribed');
  await subscriber('sms', '+19135550102', 'pending');
  await subscriber('sms', '+19135550103', 'unsubscribed');
  await subscriber('sms', '+19135550104');
  await sql(`INSERT INTO sms_opt_outs (phone) VALUES ('+19135550104')`);
  return list;
}

const WORDS = { subject: 'Cooking Friday', text: 'Samosas and chapatis, Friday from 11.' };

/** An announcement sent by hand, due at `sendAt`. */
const manual = (sendAt: Date, channels: Channel[] = ['email', 'sms']) =>
  insertAnnouncement(database(), {
    kind: 'manual',
    periodId: null,
    ...WORDS,
    channels,
    sendAt,
    createdByEmail: serverConfig().adminEmail,
  });

interface QueuedRow {
  announcement_id: string;
  channel: Channel;
  to_address: string;
  subject: string;
  text_body: string;
  secrets: string[];
  headers: Record<string, string>;
  send_after: Date;
  dedupe_key: string;
}

const queuedOf = (announcementId: number) =>
  sql<QueuedRow>(
    `SELECT announcement_id, channel, to_address, subject, text_body, secrets, headers, send_after, dedupe_key
     FROM outbox WHERE kind = 'announcement' AND announcement_id = $1 ORDER BY channel, id`,
    [announcementId],
  );

const recipientsOf = async (announcementId: number) =>
  (await queuedOf(announcementId)).map((row) => `${row.channel} ${row.to_address}`);

const queuedAtOf = async (announcementId: number) =>
  (await sql<{ queued_at: Date | null }>('SELECT queued_at FROM announcements WHERE id = $1', [announcementId]))[0]
    ?.queued_at ?? null;

const EVERY_CONFIRMED = ['email amina@example.com', 'email baraka@example.com', 'sms +19135550101'];

describe('the scheduled fan-out', () => {
  it('queues one message per confirmed subscriber and channel, before the sender delivers', async () => {
    await seedList();
    const id = await manual(new Date(Date.now() - 60_000));

    const run = await sendDueMail();

    expect(await run.json()).toMatchObject({ announcementsQueued: 1 });
    expect(await recipientsOf(id)).toEqual(EVERY_CONFIRMED);
    expect(await queuedAtOf(id)).toBeInstanceOf(Date);
  });

  it('queues nothing more when run again, or by two senders at once', async () => {
    await seedList();
    const now = new Date();
    const id = await manual(new Date(now.getTime() - 60_000));
    expect(await queueDueAnnouncements(now)).toBe(1);
    const firstQueuedAt = await queuedAtOf(id);

    expect(await queueDueAnnouncements(now)).toBe(0);
    expect(await Promise.all([queueDueAnnouncements(now), queueDueAnnouncements(now)])).toEqual([0, 0]);

    expect(await recipientsOf(id)).toEqual(EVERY_CONFIRMED);
    expect(await queuedAtOf(id)).toEqual(firstQueuedAt);
  });

  it('queues an announcement due for the first time once only, whichever of two senders claims it', async () => {
    await seedList();
    const now = new Date();
    const id = await manual(new Date(now.getTime() - 60_000));

    // The second sender comes while the first holds its claim (support/race.ts).
    const runs = await race('announcement-claim', [() => queueDueAnnouncements(now), () => queueDueAnnouncements(now)]);

    expect(runs.sort()).toEqual([0, 1]);
    expect(await recipientsOf(id)).toEqual(EVERY_CONFIRMED);
  });

  it('leaves an announcement not yet due, and queues it once its time has come', async () => {
    await seedList();
    const now = new Date('2026-11-26T18:00:00Z');
    const id = await manual(new Date('2026-11-26T19:00:00Z'));

    expect(await queueDueAnnouncements(now)).toBe(0);
    expect(await recipientsOf(id)).toEqual([]);
    expect(await queuedAtOf(id)).toBeNull();

    expect(await queueDueAnnouncements(new Date('2026-11-26T19:00:00Z'))).toBe(1);
    expect(await recipientsOf(id)).toEqual(EVERY_CONFIRMED);
  });

  it('sends each channel only when the announcement goes by it', async () => {
    await seedList();
    const now = new Date();
    const id = await manual(now, ['email']);
    await queueDueAnnouncements(now);
    expect(await recipientsOf(id)).toEqual(EVERY_CONFIRMED.filter((to) => to.startsWith('email')));
  });

  it('gives each e-mail its List-Unsubscribe headers and its unsubscribe link, the token kept as a secret', async () => {
    const { amina } = await seedList();
    const now = new Date();
    const id = await manual(now);
    await queueDueAnnouncements(now);

    const email = (await queuedOf(id)).find((row) => row.to_address === 'amina@example.com');
    const token = unsubscribeToken(amina);
    const site = serverConfig().siteUrl;
    expect(email).toMatchObject({
      subject: WORDS.subject,
      secrets: [token],
      dedupe_key: `announcement:${id}:${amina}`,
      headers: {
        'List-Unsubscribe': `<${site}/api/subscribers/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(email?.text_body).toContain(WORDS.text);
    expect(email?.text_body).toContain(`Order here: ${site}/`);
    expect(email?.text_body).toContain(`Stop these e-mails: ${site}/unsubscribe?token=${token}`);

    const text = (await queuedOf(id)).find((row) => row.channel === 'sms');
    expect(text?.text_body).toBe(`Kenyan Bites: ${WORDS.text} ${site}/ Reply STOP to opt out`);
    expect(text?.headers).toEqual({});
  });
});

describe("the consent's monthly limit on texts", () => {
  it('sends a number no more announcement texts in 30 days than its consent promised', async () => {
    await subscriber('sms', '+19135550101');
    await subscriber('email', 'amina@example.com');
    const noon = (day: number) => new Date(Date.UTC(2026, 11, day, 18));
    for (let day = 1; day <= TEXTS_PER_MONTH_MAX; day += 1) {
      const sent = await manual(noon(day));
      await queueDueAnnouncements(noon(day));
      // Queued that day, as the sender would have then.
      await sql('UPDATE outbox SET created_at = $1 WHERE announcement_id = $2', [noon(day), sent]);
    }
    const fifth = await manual(noon(10));
    await queueDueAnnouncements(noon(10));
    // The e-mails still go; the number waits until its oldest text is 30 days old (Dec 1 at noon).
    expect(await recipientsOf(fifth)).toEqual(['email amina@example.com']);
    const later = await manual(noon(31));
    await queueDueAnnouncements(noon(31));
    expect(await recipientsOf(later)).toEqual(['email amina@example.com', 'sms +19135550101']);
  });
});

describe('texts in the quiet hours', () => {
  /** Three confirmed numbers, and an announcement by text alone due at `now`; answers the texts' times. */
  async function textTimes(now: Date): Promise<string[]> {
    for (const last of ['0111', '0112', '0113']) await subscriber('sms', `+1913555${last}`);
    const id = await manual(now, ['sms']);
    await queueDueAnnouncements(now);
    return (await queuedOf(id)).map((row) => row.send_after.toISOString());
  }

  it('holds the texts of an announcement due at 10 PM until 8 AM, one second apart', async () => {
    // 10:00 PM CST on Thursday, Nov 26.
    expect(await textTimes(new Date('2026-11-27T04:00:00Z'))).toEqual([
      '2026-11-27T14:00:00.000Z',
      '2026-11-27T14:00:01.000Z',
      '2026-11-27T14:00:02.000Z',
    ]);
  });

  it('holds those due at 7 AM until 8 AM the same day', async () => {
    expect(await textTimes(new Date('2026-11-26T13:00:00Z'))).toEqual([
      '2026-11-26T14:00:00.000Z',
      '2026-11-26T14:00:01.000Z',
      '2026-11-26T14:00:02.000Z',
    ]);
  });

  it('sends at once inside the hours, still paced', async () => {
    // 12:00 PM CST.
    expect(await textTimes(new Date('2026-11-26T18:00:00Z'))).toEqual([
      '2026-11-26T18:00:00.000Z',
      '2026-11-26T18:00:01.000Z',
      '2026-11-26T18:00:02.000Z',
    ]);
  });
});

describe("a drop's announcements", () => {
  const opensAt = new Date('2026-12-04T15:00:00Z'); // Fri 9:00 AM
  const closesAt = new Date('2026-12-05T01:00:00Z'); // Fri 7:00 PM
  const reminderTime = new Date('2026-12-04T23:00:00Z'); // 5:00 PM

  async function scheduledDrop(): Promise<{ opening: number; reminder: number }> {
    const [period] = await sql<{ id: string }>(
      `INSERT INTO ordering_periods (opens_at, closes_at, created_by_email) VALUES ($1, $2, 'owner@example.com') RETURNING id`,
      [opensAt, closesAt],
    );
    const periodId = Number(period!.id);
    await saveDropAnnouncements(database(), { id: periodId, opensAt, closesAt }, WORDS, 'owner@example.com');
    const rows = await sql<{ id: string; kind: string }>('SELECT id, kind FROM announcements WHERE period_id = $1', [
      periodId,
    ]);
    const idOf = (kind: string) => Number(rows.find((row) => row.kind === kind)!.id);
    return { opening: idOf('opening'), reminder: idOf('reminder') };
  }

  it('reminds only the subscribers who have not ordered in the drop', async () => {
    await sql(`UPDATE business_settings SET ordering_mode = 'drops'`);
    const { opening, reminder } = await scheduledDrop();
    await subscriber('email', 'buyer@example.com');
    await subscriber('email', 'cancelled@example.com');
    await subscriber('email', 'before@example.com');
    await subscriber('email', 'hungry@example.com');
    await subscriber('sms', '+19135550121'); // ordered, the number typed at checkout
    await subscriber('sms', '+19135550122'); // ordered with texts on
    await subscriber('sms', '+19135550123');
    const during = new Date('2026-12-04T16:00:00Z');
    await insertOrder({ customerEmail: 'Buyer@Example.com', customerPhone: '555-0000', createdAt: during });
    await insertOrder({ customerEmail: 'cancelled@example.com', status: 'cancelled', createdAt: during });
    await insertOrder({ customerEmail: 'before@example.com', createdAt: new Date('2026-12-03T16:00:00Z') });
    await insertOrder({ customerEmail: null, customerPhone: '(913) 555-0121', createdAt: during });
    const [texted] = await insertOrder({ customerEmail: null, customerPhone: 'call me', createdAt: during });
    await sql(`UPDATE orders SET text_phone = '+19135550122' WHERE id = $1`, [texted]);

    expect(await queueDueAnnouncements(opensAt)).toBe(1);
    expect(await recipientsOf(opening)).toHaveLength(7);
    expect(await queueDueAnnouncements(reminderTime)).toBe(1);

    expect(await recipientsOf(reminder)).toEqual([
      'email cancelled@example.com',
      'email before@example.com',
      'email hungry@example.com',
      'sms +19135550123',
    ]);
    const [first] = await queuedOf(reminder);
    expect(first?.subject).toBe('Last call: ordering closes at 7:00 PM');
  });

  it('sends no texts of a last call the quiet hours would hold past the closing, only its e-mails', async () => {
    await sql(`UPDATE business_settings SET ordering_mode = 'drops'`);
    await seedList();
    // Closes at 11:30 PM: the last call at 9:30 PM would text at 8 AM, after the closing.
    const late = new Date('2026-12-05T05:30:00Z');
    const [period] = await sql<{ id: string }>(
      `INSERT INTO ordering_periods (opens_at, closes_at, created_by_email) VALUES ($1, $2, 'owner@example.com') RETURNING id`,
      [opensAt, late],
    );
    await saveDropAnnouncements(
      database(),
      { id: Number(period!.id), opensAt, closesAt: late },
      WORDS,
      'o@example.com',
    );
    const [reminder] = await sql<{ id: string }>(`SELECT id FROM announcements WHERE kind = 'reminder'`);

    await queueDueAnnouncements(new Date('2026-12-05T03:30:00Z'));

    expect(await recipientsOf(Number(reminder!.id))).toEqual(EVERY_CONFIRMED.filter((to) => to.startsWith('email')));
  });

  it('does not announce the opening again when the drop is changed after it opened', async () => {
    await sql(`UPDATE business_settings SET ordering_mode = 'drops'`);
    await seedList();
    const { opening } = await scheduledDrop();
    await queueDueAnnouncements(opensAt);
    const [period] = await sql<{ period_id: string }>('SELECT period_id FROM announcements WHERE id = $1', [opening]);

    // The owner keeps 'Announce it' ticked and moves the closing an hour later, after the opening.
    const later = new Date(closesAt.getTime() + 3_600_000);
    await saveDropAnnouncements(
      database(),
      { id: Number(period!.period_id), opensAt, closesAt: later },
      WORDS,
      'owner@example.com',
    );
    await queueDueAnnouncements(new Date(opensAt.getTime() + 60_000));

    const kinds = await sql<{ kind: string; send_at: Date }>(
      'SELECT kind, send_at FROM announcements WHERE period_id = $1 ORDER BY kind',
      [period!.period_id],
    );
    expect(kinds).toEqual([
      { kind: 'opening', send_at: opensAt },
      { kind: 'reminder', send_at: new Date(later.getTime() - 2 * 3_600_000) },
    ]);
    expect(await recipientsOf(opening)).toEqual(EVERY_CONFIRMED);
  });

  it('passes over a drop’s announcement while the shop is not on drops, or once the drop has closed', async () => {
    await seedList();
    const { opening, reminder } = await scheduledDrop();

    expect(await queueDueAnnouncements(opensAt)).toBe(1);
    expect(await recipientsOf(opening)).toEqual([]);
    expect(await queuedAtOf(opening)).toBeInstanceOf(Date);

    // Back on drops, but the sender comes only after the closing: the reminder never goes late.
    await sql(`UPDATE business_settings SET ordering_mode = 'drops'`);
    expect(await queueDueAnnouncements(closesAt)).toBe(1);
    expect(await recipientsOf(reminder)).toEqual([]);
    expect(await queuedAtOf(reminder)).toBeInstanceOf(Date);
  });
});

const PATH = '/api/admin/announcements';

const post = <Body = AnnouncedView>(body: unknown, cookie: string | null = admin.cookie) =>
  call<Body>(adminAnnouncements, PATH, { method: 'POST', cookie, body });

const list = <Body = AnnouncementView[]>(cookie: string | null = admin.cookie) =>
  call<Body>(adminAnnouncements, PATH, { cookie });

const announcementCount = async () =>
  Number((await sql<{ n: string }>('SELECT count(*) AS n FROM announcements'))[0]?.n);

describe('POST /api/admin/announcements', () => {
  it('queues one sent now at once, answering 201 with the messages queued', async () => {
    await seedList();
    const answer = await post({ ...WORDS, channels: ['email', 'sms'] });

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(Number), recipients: { email: 2, sms: 1 } });
    expect(await recipientsOf(answer.body.id)).toEqual(EVERY_CONFIRMED);
    expect(await queuedAtOf(answer.body.id)).toBeInstanceOf(Date);
  });

  it("records one for later, answering the list's counts now and queuing nothing yet", async () => {
    await seedList();
    const sendAt = new Date(Date.now() + 60 * 60_000);
    const answer = await post({ ...WORDS, channels: ['sms'], sendAt: sendAt.toISOString() });

    expect(answer.status).toBe(201);
    expect(answer.body.recipients).toEqual({ email: 0, sms: 1 });
    expect(await recipientsOf(answer.body.id)).toEqual([]);
    expect(await queuedAtOf(answer.body.id)).toBeNull();

    expect(await queueDueAnnouncements(sendAt)).toBe(1);
    expect(await recipientsOf(answer.body.id)).toEqual(['sms +19135550101']);
  });

  it('answers 400 naming each field at fault, and records and queues nothing', async () => {
    await seedList();
    const refusals: Array<[unknown, string, string]> = [
      [{ ...WORDS, subject: ' ', channels: ['email'] }, 'subject', SUBJECT_MISSING],
      [{ ...WORDS, text: 'x'.repeat(300), channels: ['sms'] }, 'text', 'The text message would be'],
      [{ ...WORDS, channels: [] }, 'channels', CHANNELS_MISSING],
      [{ ...WORDS, channels: ['email', 'fax'] }, 'channels', CHANNELS_MISSING],
      [
        { ...WORDS, channels: ['email'], sendAt: new Date(Date.now() - 5 * 60_000).toISOString() },
        'sendAt',
        SEND_AT_PAST,
      ],
      [{ ...WORDS, channels: ['email'], sendAt: 'Friday' }, 'sendAt', 'Choose when to send it'],
    ];
    for (const [body, field, words] of refusals) {
      const answer = await post<ErrorAnswer & { fields: Record<string, string> }>(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields[field], field).toContain(words);
      expect(answer.body.message).toBe(answer.body.fields[field]);
    }
    expect(await announcementCount()).toBe(0);
    expect(await sql(`SELECT id FROM outbox WHERE kind = 'announcement'`)).toEqual([]);
  });

  it('is for the administrator only', async () => {
    const customer = await registerAccount();
    expect((await post<ErrorAnswer>({ ...WORDS, channels: ['email'] }, null)).status).toBe(401);
    expect((await post<ErrorAnswer>({ ...WORDS, channels: ['email'] }, customer.cookie)).status).toBe(403);
    expect((await list<ErrorAnswer>(null)).status).toBe(401);
    expect((await list<ErrorAnswer>(customer.cookie)).status).toBe(403);
    expect(await announcementCount()).toBe(0);
  });
});

describe('GET /api/admin/announcements', () => {
  it('answers the latest first, each with its messages queued, sent and failed by channel', async () => {
    await seedList();
    const sent = (await post({ ...WORDS, channels: ['email', 'sms'] })).body;
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    const scheduled = (await post({ subject: 'Pilau Saturday', text: 'Pilau!', channels: ['email'], sendAt: later }))
      .body;
    // One e-mail went, the other was given up after a day; the text waits.
    await sql(`UPDATE outbox SET sent_at = now() WHERE announcement_id = $1 AND to_address = 'amina@example.com'`, [
      sent.id,
    ]);
    await sql(
      `UPDATE outbox SET gave_up_at = now(), error = 'Mailbox unavailable' WHERE announcement_id = $1 AND to_address = 'baraka@example.com'`,
      [sent.id],
    );

    const answer = await list();

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        id: scheduled.id,
        kind: 'manual',
        periodId: null,
        subject: 'Pilau Saturday',
        text: 'Pilau!',
        channels: ['email'],
        sendAt: later.toISOString(),
        queuedAt: null,
        counts: { email: { queued: 0, sent: 0, failed: 0 }, sms: { queued: 0, sent: 0, failed: 0 } },
      },
      {
        id: sent.id,
        kind: 'manual',
        periodId: null,
        ...WORDS,
        channels: ['email', 'sms'],
        sendAt: expect.any(String),
        queuedAt: expect.any(String),
        counts: { email: { queued: 0, sent: 1, failed: 1 }, sms: { queued: 1, sent: 0, failed: 0 } },
      },
    ]);
  });

  it("keeps the announcements' messages out of the message log, which lists the orders'", async () => {
    await seedList();
    await post({ ...WORDS, channels: ['email'] });
    const kinds = await sql<{ kind: string }>(`SELECT DISTINCT kind FROM outbox`);
    expect(kinds.map((row) => row.kind)).toContain('announcement');
    const { messageLog } = await import('@/server/outbox/message-log');
    expect((await messageLog(null)).map((message) => message.kind)).not.toContain('announcement');
  });
});
