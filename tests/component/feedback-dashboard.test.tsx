import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { FeedbackStatsView, FeedbackView } from '@/domain/api-shapes';
import { expectNoAxeViolations } from './support/axe';
import { hold, stubApi, type StubAnswer } from './support/api-stub';
import { carrySessionHint, sessionUser } from './support/session';
import { sampleFeedback } from '../fixtures/sample-feedback';

/*
 * /feedback's states a shared e2e server is never in (no reviews at all, still loading, failing):
 * the dashboard rendered with GET /api/feedback and /api/feedback/stats stubbed. Real reviews of real
 * orders are looked for on /feedback in tests/e2e/feedback.spec.ts.
 */

const summaryCard = (title: string) =>
  screen.getAllByTestId('feedback-summary-card').find((card) => card.textContent?.startsWith(title));

async function renderDashboard() {
  const [{ default: FeedbackDashboard }, { default: Toaster }] = await Promise.all([
    import('@/islands/storefront/feedback/feedback-dashboard'),
    import('@/islands/shell/toaster/toaster'),
  ]);
  render(
    <>
      <FeedbackDashboard />
      <Toaster />
    </>,
  );
}

test("says 'No feedback received yet' when there is none, with zero figures", async () => {
  stubApi({
    '/api/feedback': { json: [] },
    '/api/feedback/stats': {
      json: { averageRating: 0, totalReviews: 0, recommendedCount: 0 } satisfies FeedbackStatsView,
    },
  });
  await renderDashboard();
  expect(await screen.findByText('No feedback received yet')).toBeTruthy();
  expect(summaryCard('Average Rating')?.textContent).toBe('Average Rating0.0');
  expect(summaryCard('Total Reviews')?.textContent).toBe('Total Reviews0');
  expect(summaryCard('Recommendation Rate')?.textContent).toBe('Recommendation Rate0%');
  await expectNoAxeViolations();
});

test('shows skeletons while loading, and an error with Try again when the list fails; Try again loads it', async () => {
  const review = sampleFeedback({
    id: 31,
    customerName: 'Kipchoge Ruto',
    orderId: 1042,
    createdAt: '2026-03-05T20:30:00.000Z',
  });
  const { released, release } = hold();
  let failing = true;
  stubApi({
    '/api/feedback': async () => {
      if (!failing) return { json: [review] };
      await released;
      return { status: 500, json: { message: 'Database unavailable' } };
    },
    '/api/feedback/stats': { json: { averageRating: 4, totalReviews: 1, recommendedCount: 1 } },
  });
  await renderDashboard();
  expect(await screen.findByRole('status', { name: 'Loading feedback' })).toBeTruthy();
  expect(screen.getByTestId('feedback-skeleton')).toBeTruthy();
  await expectNoAxeViolations();
  release();

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't load the feedback");
  await expectNoAxeViolations();
  failing = false;
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
  const entry = await screen.findByTestId('feedback-entry');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(within(entry).getByRole('heading', { name: 'Kipchoge Ruto' })).toBeTruthy();
  expect(entry.textContent).toContain('Order KBT-1042');
  expect(within(entry).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
  expect(within(entry).getByText('Mar 5, 2026')).toBeTruthy();
});

/* The administrator's switch of each review on the home page's 'What customers say' (issue 36). */

const SHOWN = sampleFeedback({ id: 31, orderId: 1042, customerName: 'Kipchoge Ruto', feedbackText: 'Tamu sana!' });
const HIDDEN = sampleFeedback({ id: 32, orderId: 1043, customerName: 'Halima Said', hidden: true });
const STATS: FeedbackStatsView = { averageRating: 4, totalReviews: 2, recommendedCount: 2 };

const entryOf = async (name: string) =>
  (await screen.findAllByTestId('feedback-entry')).find(
    (entry) => within(entry).queryByRole('heading', { name }) !== null,
  )!;

/** /feedback's server, with `user` signed in; PATCH answers what `patch` says (the entry as changed, by default). */
function stubDashboard(
  user: ReturnType<typeof sessionUser> | null,
  patch: (id: number, body: { hidden: boolean }) => StubAnswer = (id, body) => ({
    json: { ...(id === SHOWN.id ? SHOWN : HIDDEN), hidden: body.hidden } satisfies FeedbackView,
  }),
) {
  if (user) carrySessionHint();
  return stubApi({
    '/api/auth/user': user ? { json: user } : { status: 401, json: { message: 'Not authenticated' } },
    '/api/feedback': { json: [SHOWN, HIDDEN] },
    '/api/feedback/stats': { json: STATS },
    'PATCH /api/admin/feedback/31': (call) => patch(31, call.body as { hidden: boolean }),
    'PATCH /api/admin/feedback/32': (call) => patch(32, call.body as { hidden: boolean }),
  });
}

test('the administrator hides a review from the home page and shows it again; it stays listed', async () => {
  const { calls } = stubDashboard(sessionUser({ isAdmin: true, email: 'admin@kenyanbites.local' }));
  await renderDashboard();
  const user = userEvent.setup();

  const shown = await entryOf('Kipchoge Ruto');
  const hide = await within(shown).findByRole('button', { name: 'Hide from the home page' });
  expect(within(shown).queryByText('Hidden from the home page')).toBeNull();
  const hidden = await entryOf('Halima Said');
  expect(within(hidden).getByText('Hidden from the home page')).toBeTruthy();
  expect(within(hidden).getByRole('button', { name: 'Show on the home page' })).toBeTruthy();
  await expectNoAxeViolations();

  await user.click(hide);
  const toggled = await within(shown).findByRole('button', { name: 'Show on the home page' });
  expect(within(shown).getByText('Hidden from the home page')).toBeTruthy();
  expect(document.activeElement).toBe(toggled);
  expect(await screen.findByText('Hidden from the Home Page')).toBeTruthy();
  expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
    { method: 'PATCH', path: '/api/admin/feedback/31', body: { hidden: true } },
  ]);

  await user.click(within(hidden).getByRole('button', { name: 'Show on the home page' }));
  expect(await within(hidden).findByRole('button', { name: 'Hide from the home page' })).toBeTruthy();
  expect(within(hidden).queryByText('Hidden from the home page')).toBeNull();
  expect(calls.filter((call) => call.method === 'PATCH').at(-1)).toEqual({
    method: 'PATCH',
    path: '/api/admin/feedback/32',
    body: { hidden: false },
  });
  expect(screen.getAllByTestId('feedback-entry')).toHaveLength(2);
  await expectNoAxeViolations();
});

test('a refused change leaves the review as it was and says why', async () => {
  stubDashboard(sessionUser({ isAdmin: true }), () => ({ status: 404, json: { message: 'Review not found' } }));
  await renderDashboard();
  const shown = await entryOf('Kipchoge Ruto');
  await userEvent.setup().click(await within(shown).findByRole('button', { name: 'Hide from the home page' }));
  expect(await screen.findByText('Not Changed')).toBeTruthy();
  expect(screen.getByText('Review not found')).toBeTruthy();
  expect(within(shown).getByRole('button', { name: 'Hide from the home page' })).toBeTruthy();
  expect(within(shown).queryByText('Hidden from the home page')).toBeNull();
});

test.each([
  ['a visitor', null],
  ['a customer', sessionUser()],
  ['the administrator before proving the address', sessionUser({ isAdmin: true, adminAwaitingProof: true })],
])('%s sees no switch and no hidden badge', async (_who, user) => {
  const { calls } = stubDashboard(user);
  await renderDashboard();
  const hidden = await entryOf('Halima Said');
  expect(screen.getAllByTestId('feedback-entry')).toHaveLength(2);
  // A signed-in person is known once /api/auth/user's answer is in the session store: the page has
  // then drawn what that person may see.
  if (user) {
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/user')).toBe(true));
    // The store of the modules the page was rendered from (each test loads them afresh).
    const { $sessionUser } = await import('@/stores/shell/session');
    await waitFor(() => expect($sessionUser.get().data).toMatchObject({ email: user.email }));
  }
  expect(screen.queryByRole('button', { name: /home page/ })).toBeNull();
  expect(within(hidden).queryByText('Hidden from the home page')).toBeNull();
});
