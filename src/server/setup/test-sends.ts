import { maskRecipient, messageStatus } from '@/domain/outbox/message-log';
import { textablePhone } from '@/domain/phone';
import {
  NO_OWNER_PHONE,
  NO_PUSH_DEVICES,
  ownerPhoneCannotText,
  SETUP_TEST_KIND,
  type SetupTestView,
  TEST_PUSH,
  TEST_TEXT,
  type TestChannel,
  testChannelOf,
  testMail,
  testStatus,
} from '@/domain/setup/test-send';
import { serverConfig } from '../config';
import { type Db, withTransaction } from '../db';
import { HttpError } from '../http/http-error';
import { enqueue, type OutboxMessage } from '../outbox/outbox';
import { listNewestOfKind, type LoggedMessage } from '../repositories/outbox-repository';
import { listPushSubscriptions } from '../repositories/push-subscriptions-repository';

/** A test that cannot be sent: 400, its sentence also under `channel`, the body's field. */
const unsendable = (message: string) => new HttpError(400, message, {}, { fields: { channel: message } });

/** OWNER_ALERT_PHONE in E.164, where the owner's new-order texts go (src/server/alerts/new-order-alerts.ts). */
function ownerPhone(): string {
  const typed = serverConfig().ownerAlertPhone;
  if (!typed) throw unsendable(NO_OWNER_PHONE);
  const phone = textablePhone(typed);
  if ('problem' in phone) throw unsendable(ownerPhoneCannotText(typed));
  return phone.e164;
}

/** The messages of one test: to whom the owner's alerts of that channel go. */
async function testMessages(channel: TestChannel, db: Db): Promise<OutboxMessage[]> {
  const { adminEmail, siteUrl } = serverConfig();
  switch (channel) {
    case 'email':
      return [{ channel: 'email', kind: SETUP_TEST_KIND, to: adminEmail, ...testMail(siteUrl) }];
    case 'text':
      return [{ channel: 'sms', kind: SETUP_TEST_KIND, to: ownerPhone(), ...TEST_TEXT }];
    case 'push': {
      const devices = await listPushSubscriptions(db);
      if (devices.length === 0) throw unsendable(NO_PUSH_DEVICES);
      const text = JSON.stringify(TEST_PUSH);
      return devices.map((device) => ({
        channel: 'push',
        kind: SETUP_TEST_KIND,
        to: device.endpoint,
        subject: TEST_PUSH.title,
        text,
      }));
    }
  }
}

const testView = (row: LoggedMessage): SetupTestView => ({
  id: row.id,
  channel: testChannelOf(row.channel),
  to: maskRecipient(row.channel, row.toAddress),
  status: testStatus(messageStatus(row)),
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The newest test of each channel (all its messages: a push goes to each device), as the page shows them. */
export async function newestTests(db: Db): Promise<SetupTestView[]> {
  return (await listNewestOfKind(db, SETUP_TEST_KIND)).map(testView);
}

/**
 * POST /api/admin/setup/test: queues the test in the outbox, in one transaction (so a push's
 * messages are one send), and answers its messages, waiting. Like every message, it is sent after
 * the response and by the scheduled sender; no provider is called here.
 */
export async function sendSetupTest(channel: TestChannel): Promise<{ tests: SetupTestView[] }> {
  const tests = await withTransaction(async (tx) => {
    for (const message of await testMessages(channel, tx)) await enqueue(tx, message);
    return newestTests(tx);
  });
  return { tests: tests.filter((test) => test.channel === channel) };
}
