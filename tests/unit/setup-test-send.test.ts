import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGE_STATUSES } from '@/domain/outbox/message-log';
import {
  CHOOSE_TEST_CHANNEL,
  outboxChannelOf,
  setupTestBodySchema,
  TEST_CHANNELS,
  TEST_PUSH,
  testChannelOf,
  testMail,
  testStatus,
} from '@/domain/setup/test-send';

/* 'Send me a test' (src/domain/setup/test-send.ts): its body, its channels and its status in three words. */

describe('a test send', () => {
  it('takes email, text or push, and names them otherwise', () => {
    for (const channel of TEST_CHANNELS) expect(v.parse(setupTestBodySchema, { channel })).toEqual({ channel });
    const refused = v.safeParse(setupTestBodySchema, { channel: 'sms' });
    expect(refused.issues?.[0]?.message).toBe(CHOOSE_TEST_CHANNEL);
  });

  it("goes by the outbox's channels, a text being its 'sms'", () => {
    expect(TEST_CHANNELS.map(outboxChannelOf)).toEqual(['email', 'sms', 'push']);
    expect(TEST_CHANNELS.map((channel) => testChannelOf(outboxChannelOf(channel)))).toEqual([...TEST_CHANNELS]);
  });

  it("reads the outbox's status as waiting, sent or failed (tried again or given up)", () => {
    expect(MESSAGE_STATUSES.map(testStatus)).toEqual(['waiting', 'sent', 'failed', 'failed']);
  });

  it('says where it was asked for, and a push opens the setup page', () => {
    expect(testMail('https://kenyanbites.example').text).toContain('https://kenyanbites.example/admin/setup');
    expect(TEST_PUSH.url).toBe('/admin/setup');
  });
});
