import * as setupApi from '@/domain/api/setup';
import { type Answer, urlOf } from '@/domain/api';
import type { TestChannel } from '@/domain/setup/test-send';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, mutateCache, revalidateKeys } from '@/lib/api/query';
import { refusedChange } from '@/stores/shell/refusal';

/*
 * The owner's setup check (/admin/setup, GET /api/admin/setup): the checks and the newest test of
 * each channel, and 'Send me a test' (POST /api/admin/setup/test). A test's result is read by
 * asking for the setup again, which the page does while one waits.
 */
export type SetupView = Answer<typeof setupApi.checks>;
export type SetupTest = SetupView['tests'][number];

const SETUP_KEY = urlOf(setupApi.checks);

export const $setup = createFetcherStore<SetupView>(SETUP_KEY, {
  // Answers that depend on who is signed in never come from the browser's HTTP cache.
  ...fromRoute(setupApi.checks, true),
  dedupeTime: 0,
});

/** Asks for the checks and the tests again (Try Again, and while a test waits). */
export const reloadSetup = (): void => revalidateKeys(SETUP_KEY);

export const TEST_NOT_QUEUED = "The test wasn't sent. Please try again.";

export type TestSent = { ok: true } | { ok: false; message: string };

/**
 * Queues a test by `channel`; its messages take the place of that channel's newest at once, waiting.
 * A refusal comes back with the server's words (no phone set, no device with alerts on).
 */
export async function sendTest(channel: TestChannel): Promise<TestSent> {
  try {
    const { tests } = await callApi(setupApi.sendTest, { body: { channel } });
    const shown = $setup.get().data;
    if (shown) {
      const others = shown.tests.filter((test) => test.channel !== channel);
      mutateCache(SETUP_KEY, { ...shown, tests: [...others, ...tests] });
    }
    return { ok: true };
  } catch (error) {
    return refusedChange(error, TEST_NOT_QUEUED);
  }
}
