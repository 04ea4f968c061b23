import { describe, expect, it } from 'vitest';
import { afterFailedAttempt, GIVE_UP_AFTER_MS } from '@/domain/mail/delivery-retry';

const queuedAt = new Date('2026-11-24T15:00:00Z');
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

describe('afterFailedAttempt', () => {
  it('retries a minute after the first failure, then doubles the wait', () => {
    expect(afterFailedAttempt(1, queuedAt, queuedAt)).toEqual({ kind: 'retry', at: minutesAfter(queuedAt, 1) });
    expect(afterFailedAttempt(2, queuedAt, queuedAt)).toEqual({ kind: 'retry', at: minutesAfter(queuedAt, 2) });
    expect(afterFailedAttempt(3, queuedAt, queuedAt)).toEqual({ kind: 'retry', at: minutesAfter(queuedAt, 4) });
    expect(afterFailedAttempt(6, queuedAt, queuedAt)).toEqual({ kind: 'retry', at: minutesAfter(queuedAt, 32) });
  });

  it('never waits more than an hour between attempts', () => {
    const now = minutesAfter(queuedAt, 120);
    expect(afterFailedAttempt(7, queuedAt, now)).toEqual({ kind: 'retry', at: minutesAfter(now, 60) });
    expect(afterFailedAttempt(40, queuedAt, now)).toEqual({ kind: 'retry', at: minutesAfter(now, 60) });
  });

  it('gives up when the next attempt would be a day or more after the message was queued', () => {
    const lastHour = new Date(queuedAt.getTime() + GIVE_UP_AFTER_MS - 60 * 60_000);
    expect(afterFailedAttempt(20, queuedAt, minutesAfter(lastHour, -1))).toEqual({
      kind: 'retry',
      at: minutesAfter(lastHour, 59),
    });
    expect(afterFailedAttempt(20, queuedAt, lastHour)).toEqual({ kind: 'give-up' });
    expect(afterFailedAttempt(1, queuedAt, new Date(queuedAt.getTime() + GIVE_UP_AFTER_MS))).toEqual({
      kind: 'give-up',
    });
  });
});
