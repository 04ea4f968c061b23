import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { maskRecipient, messageLogQuerySchema, messageStatus } from '@/domain/outbox/message-log';

describe('the message log', () => {
  it('masks a phone to its last 4 digits, an e-mail to its first letter and domain, a device to its push service', () => {
    expect(maskRecipient('sms', '+19135550142')).toBe('•••-•••-0142');
    expect(maskRecipient('email', 'wanjiru@example.com')).toBe('w•••@example.com');
    expect(maskRecipient('push', 'https://fcm.googleapis.com/fcm/send/abc123secret')).toBe('fcm.googleapis.com');
    expect(maskRecipient('push', 'not a url')).toBe('a device');
    expect(maskRecipient('email', 'no-at-sign')).toBe('•••');
  });

  it("reads a message's state from its dates and error", () => {
    const at = new Date();
    expect(messageStatus({ sentAt: null, gaveUpAt: null, error: null })).toBe('queued');
    expect(messageStatus({ sentAt: null, gaveUpAt: null, error: 'Timed out' })).toBe('failed');
    expect(messageStatus({ sentAt: null, gaveUpAt: at, error: 'Timed out' })).toBe('gave_up');
    expect(messageStatus({ sentAt: at, gaveUpAt: null, error: null })).toBe('sent');
  });

  it('takes an order by its id, or none', () => {
    expect(v.parse(messageLogQuerySchema, { order: '12' })).toEqual({ order: 12 });
    expect(v.parse(messageLogQuerySchema, {})).toEqual({});
    for (const order of ['0', '-1', '1.5', 'KBT-12', '']) {
      expect(v.safeParse(messageLogQuerySchema, { order }).success).toBe(false);
    }
  });
});
