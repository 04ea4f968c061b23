import { shopTime } from '@/domain/fulfilment/window-label';
import type { SetupTest } from '@/stores/admin/setup/setup';

/** One test message's outcome, as the owner reads it: to whom, and waiting, sent or why it failed. */
export function testResultWords(test: SetupTest): string {
  switch (test.status) {
    case 'waiting':
      return `Waiting to be sent to ${test.to} (asked for at ${shopTime(new Date(test.createdAt))}).`;
    case 'sent':
      return `Sent to ${test.to} at ${shopTime(new Date(test.sentAt ?? test.createdAt))}.`;
    case 'failed':
      return `Not delivered to ${test.to}: ${test.error ?? 'the provider gave no reason'}.`;
  }
}

/** Said once a test has waited as long as the page keeps asking. */
export const STILL_WAITING =
  'Still waiting. A message waits in the outbox until its channel is set up (see the checks above); refresh the page to look again.';
