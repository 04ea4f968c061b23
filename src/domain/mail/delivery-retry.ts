/*
 * When the outbox tries a message again after the mail server refused it or could not be reached
 * (issue 16): soon at first, then less and less often, and not at all once the message is a day
 * old, when it would arrive too late to help (a status long changed, a link long expired).
 */

/** The first retry waits a minute; each later one twice as long as the one before. */
export const FIRST_RETRY_MS = 60_000;
/** No wait is longer than an hour, so a mail server back after an outage is used within the hour. */
export const LONGEST_RETRY_MS = 60 * 60_000;
/** A message not delivered within a day of being due (queued, or held back until then) is given up. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

export type AfterFailure = { kind: 'retry'; at: Date } | { kind: 'give-up' };

/**
 * What follows the `attempts`-th failed attempt (1 for the first) of a message due from
 * `dueAt`: the time of the next attempt, or giving up when that would be a day or more after
 * it became due.
 */
export function afterFailedAttempt(attempts: number, dueAt: Date, now: Date): AfterFailure {
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
  const at = new Date(now.getTime() + wait);
  return at.getTime() - dueAt.getTime() >= GIVE_UP_AFTER_MS ? { kind: 'give-up' } : { kind: 'retry', at };
}
