import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { FeedbackStatsView } from '@/domain/api-shapes';
import { expectNoAxeViolations } from './support/axe';
import { hold, stubApi } from './support/api-stub';
import { sampleFeedback } from '../fixtures/sample-feedback';

/*
 * /feedback's states a shared e2e server is never in (no reviews at all, still loading, failing):
 * the dashboard rendered with GET /api/feedback and /api/feedback/stats stubbed. Real reviews of real
 * orders are looked for on /feedback in tests/e2e/feedback.spec.ts.
 */

const summaryCard = (title: string) =>
  screen.getAllByTestId('feedback-summary-card').find((card) => card.textContent?.startsWith(title));

async function renderDashboard() {
  const { default: FeedbackDashboard } = await import('@/islands/feedback/feedback-dashboard');
  render(<FeedbackDashboard />);
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
