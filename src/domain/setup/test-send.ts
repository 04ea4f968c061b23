/*
 * 'Send me a test' on /admin/setup (POST /api/admin/setup/test): a message queued through the
 * outbox by the same way the owner's alerts go (an e-mail to ADMIN_EMAIL, a text to
 * OWNER_ALERT_PHONE, a push to each device with alerts on), so its result is what an order's alert
 * would meet. Its status is the outbox's, in three words.
 */
import * as v from 'valibot';
import type { Channel } from '../outbox/channel';
import type { MessageStatus } from '../outbox/message-log';
import type { PushPayload } from '../push/new-order-push';

export const TEST_CHANNELS = ['email', 'text', 'push'] as const;
export type TestChannel = (typeof TEST_CHANNELS)[number];

export const CHOOSE_TEST_CHANNEL = 'Choose email, text or push';

export const setupTestBodySchema = v.object({ channel: v.picklist(TEST_CHANNELS, CHOOSE_TEST_CHANNEL) });

/** The outbox's kind of a test message (the owner's message log shows it too). */
export const SETUP_TEST_KIND = 'setup-test';

/** The outbox calls a text 'sms'. */
export const outboxChannelOf = (channel: TestChannel): Channel => (channel === 'text' ? 'sms' : channel);
export const testChannelOf = (channel: Channel): TestChannel => (channel === 'sms' ? 'text' : channel);

export const TEST_STATUSES = ['waiting', 'sent', 'failed'] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

/** Failed whether it is tried again or given up: either way the provider's words say why. */
export const testStatus = (status: MessageStatus): TestStatus =>
  status === 'queued' ? 'waiting' : status === 'sent' ? 'sent' : 'failed';

/** One test message, as the setup answers show it. */
export interface SetupTestView {
  id: number;
  channel: TestChannel;
  /** Masked as the message log masks it ('a•••@example.com', '•••-•••-0142', the push service's host). */
  to: string;
  status: TestStatus;
  /** The provider's words when it failed. */
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

export const NO_OWNER_PHONE =
  'OWNER_ALERT_PHONE is not set: set it to your mobile number, where new-order texts and test texts go.';
export const ownerPhoneCannotText = (typed: string): string =>
  `OWNER_ALERT_PHONE (${typed}) cannot take texts: set it to a US mobile number.`;
export const NO_PUSH_DEVICES =
  'No device has order alerts on: turn them on from the dashboard on your phone, then send the test again.';

export const testMail = (siteUrl: string) => ({
  subject: 'Test e-mail from Kenyan Bites',
  text: `This is the test you asked for on ${siteUrl}/admin/setup. You are reading it, so the shop's e-mails reach you.\n\nKenyan Bites`,
});

export const TEST_TEXT = {
  subject: 'Setup test',
  text: 'Kenyan Bites: the test text you asked for. New-order texts reach this phone.',
};

export const TEST_PUSH: PushPayload = {
  title: 'Test alert from Kenyan Bites',
  body: 'Order alerts reach this device.',
  url: '/admin/setup',
  tag: 'setup-test',
};
