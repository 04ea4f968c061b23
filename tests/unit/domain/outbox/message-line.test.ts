import { describe, expect, it } from 'vitest';
import { messageLine, type LineMessage } from '@/domain/outbox/message-line';

// 2:31 PM and 3:02 PM in Kansas City on Thu, Nov 26, 2026 (CST).
const at = (time: string) => `2026-11-26T${time}:00.000Z`;
const message = (changes: Partial<LineMessage>): LineMessage => ({
  channel: 'email',
  kind: 'receipt',
  status: 'sent',
  createdAt: at('20:30'),
  sentAt: at('20:31'),
  error: null,
  ...changes,
});

describe("an order's message lines", () => {
  it('says what went out, how and when, in shop time', () => {
    expect(messageLine(message({}))).toBe('Receipt e-mailed 2:31 PM');
    expect(messageLine(message({ channel: 'sms', kind: 'status:ready', sentAt: at('21:02') }), 'pickup')).toBe(
      'Text: ready for pickup · sent 3:02 PM',
    );
    expect(messageLine(message({ channel: 'sms', kind: 'status:ready', sentAt: at('21:02') }), 'delivery')).toBe(
      'Text: on its way · sent 3:02 PM',
    );
    expect(messageLine(message({ channel: 'push', kind: 'new-order' }))).toBe('Push: new order alert · sent 2:31 PM');
  });

  it('says what is waiting, failing or given up, and why', () => {
    expect(messageLine(message({ status: 'queued', sentAt: null }))).toBe('Receipt e-mail waiting to be sent');
    expect(
      messageLine(
        message({ channel: 'sms', kind: 'status:ready', status: 'failed', sentAt: null, error: 'Unreachable' }),
      ),
    ).toBe('Text failed: Unreachable (trying again)');
    expect(
      messageLine(message({ kind: 'new-order', status: 'gave_up', sentAt: null, error: 'Not delivered within a day' })),
    ).toBe('New order alert e-mail not delivered: Not delivered within a day');
  });
});
