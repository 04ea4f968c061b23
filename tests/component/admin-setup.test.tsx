import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { NO_OWNER_PHONE } from '@/domain/setup/test-send';
import { STILL_WAITING } from '@/islands/admin/setup/test-result';
import type { SetupTest, SetupView } from '@/stores/admin/setup/setup';
import { hold, stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * The owner's setup check at /admin/setup: loading, a failed load, each check with its mark in
 * words, and 'Send me a test' with its result read again while it waits. The server stands in as a
 * stub; what it checks and queues is tested against the real functions in
 * tests/integration/admin-setup.test.ts.
 */

const ADMIN = sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' });

const SETUP: SetupView = {
  checks: [
    { id: 'site-url', ok: true, detail: 'Links in e-mails and texts go to https://kenyanbites.example.' },
    {
      id: 'payments',
      ok: false,
      detail: 'Stripe is in test mode (an sk_test_ key): no real money is taken. Set STRIPE_SECRET_KEY to a live key.',
    },
  ],
  tests: [],
};

/** A test e-mail as the server answers it, asked for at 2:31 PM in Kansas City. */
const emailTest = (status: SetupTest['status'], more: Partial<SetupTest> = {}): SetupTest => ({
  id: 41,
  channel: 'email',
  to: 'a•••@kenyanbites.local',
  status,
  error: null,
  createdAt: '2026-11-28T20:31:00Z',
  sentAt: null,
  ...more,
});

/** How many times the page has asked for the setup. */
const setupCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.path === '/api/admin/setup').length;

async function renderSetupPage() {
  const { default: SetupCheck } = await import('@/islands/admin/setup/setup-check');
  render(<SetupCheck />);
}

test('says what loads, then shows each check with Pass or Fail in words and its detail', async () => {
  const { released, release } = hold();
  carrySessionHint();
  stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/setup': async () => {
      await released;
      return { json: SETUP };
    },
  });
  await renderSetupPage();
  expect((await screen.findByRole('status')).textContent).toBe('Loading the setup check');
  release();

  const list = await screen.findByRole('list', { name: 'Checks' });
  const [site, payments] = within(list).getAllByRole('listitem');
  expect(within(site!).getByRole('heading', { name: 'Site address' })).toBeTruthy();
  expect(site?.textContent).toContain('Pass');
  expect(within(payments!).getByRole('heading', { name: 'Payments' })).toBeTruthy();
  expect(payments?.textContent).toContain('Fail');
  expect(payments?.textContent).toContain('Stripe is in test mode (an sk_test_ key): no real money is taken.');
  expect(screen.getByText('1 of 2 pass.')).toBeTruthy();
  await expectNoAxeViolations();
});

test("a failed load says so, and 'Try Again' asks again", async () => {
  let fail = true;
  carrySessionHint();
  stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/setup': () => (fail ? { status: 500, json: { message: 'Something went wrong' } } : { json: SETUP }),
  });
  await renderSetupPage();
  expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the setup check.");
  await expectNoAxeViolations();

  fail = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('list', { name: 'Checks' })).toBeTruthy();
});

test('sending a test: the button waits, the result is read again while it waits, and shown once sent', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const posted = hold();
  let shown: SetupTest[] = [];
  carrySessionHint();
  const api = stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/setup': () => ({ json: { ...SETUP, tests: shown } }),
    'POST /api/admin/setup/test': async () => {
      await posted.released;
      shown = [emailTest('waiting')];
      return { status: 202, json: { tests: shown } };
    },
  });
  await renderSetupPage();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await user.click(await screen.findByRole('button', { name: 'Send me a test e-mail' }));

  // Busy while it sends (a second press sends nothing), yet it keeps a keyboard user's focus.
  const sending = screen.getByRole('button', { name: 'Sending the test e-mail…' });
  expect(sending.getAttribute('aria-disabled')).toBe('true');
  await user.click(sending);
  posted.release();
  const result = (await screen.findByText(/^Waiting to be sent/)).closest('[role="status"]') as HTMLElement;
  expect(result.textContent).toBe('Waiting to be sent to a•••@kenyanbites.local (asked for at 2:31 PM).');
  expect(screen.getByRole('button', { name: 'Send me a test e-mail' })).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ channel: 'email' }]);

  // The outbox sent it meanwhile: the page's next look finds it sent.
  shown = [emailTest('sent', { sentAt: '2026-11-28T20:32:00Z' })];
  const asked = setupCalls(api);
  act(() => vi.advanceTimersByTime(3_000));
  await expect.poll(() => result.textContent).toBe('Sent to a•••@kenyanbites.local at 2:32 PM.');
  expect(setupCalls(api)).toBe(asked + 1);

  // Nothing waits any more: the page stops asking.
  const settled = setupCalls(api);
  act(() => vi.advanceTimersByTime(30_000));
  expect(setupCalls(api)).toBe(settled);
  await expectNoAxeViolations();
});

test('a test still waiting after two minutes: the page stops asking and says so', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  carrySessionHint();
  const api = stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/setup': { json: { ...SETUP, tests: [emailTest('waiting')] } },
  });
  await renderSetupPage();
  const result = (await screen.findByText(/^Waiting to be sent/)).closest('[role="status"]') as HTMLElement;
  act(() => vi.advanceTimersByTime(2 * 60_000 + 3_000));
  await expect.poll(() => result.textContent).toContain(STILL_WAITING);
  const asked = setupCalls(api);
  act(() => vi.advanceTimersByTime(10_000));
  expect(setupCalls(api)).toBe(asked);
});

test("a failed test shows the provider's words, and a refused one the server's", async () => {
  carrySessionHint();
  stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/setup': {
      json: { ...SETUP, tests: [emailTest('failed', { error: "Can't send mail - 550 Mailbox unavailable" })] },
    },
    'POST /api/admin/setup/test': {
      status: 400,
      json: { message: NO_OWNER_PHONE, fields: { channel: NO_OWNER_PHONE } },
    },
  });
  await renderSetupPage();
  expect(
    await screen.findByText("Not delivered to a•••@kenyanbites.local: Can't send mail - 550 Mailbox unavailable."),
  ).toBeTruthy();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Send me a test text' }));
  const refusal = await screen.findByText(NO_OWNER_PHONE);
  expect(refusal.closest('[role="status"]')).not.toBeNull();
});
