import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { RecentOrder } from '@/stores/storefront/recent-order';
import { stubApi } from './support/api-stub';

/*
 * The rate-your-order popup rendered with a recent order in storage: closing it without a rating,
 * and its full form when the server fails (500, which the real server is never made to answer). The
 * real API's refusals (404, 409) and real ratings are walked in tests/e2e/feedback.spec.ts.
 */

const recentOrder: RecentOrder = {
  id: 4105,
  createdAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
  customerName: 'Wanjiru Kamau',
  customerEmail: 'wanjiru@example.com',
  orderType: 'pickup',
  feedbackToken: 'the-orders-token',
};

test('a full-form rating the server fails says Submission Failed, resets the overall stars and keeps asking', async () => {
  localStorage.setItem('recentOrder', JSON.stringify(recentOrder));
  const api = stubApi({ 'POST /api/feedback': { status: 500, json: { message: 'Database unavailable' } } });
  const [{ default: FeedbackPopup }, { default: Toaster }] = await Promise.all([
    import('@/islands/storefront/feedback/feedback-popup'),
    import('@/islands/shell/toaster/toaster'),
  ]);
  render(
    <>
      <FeedbackPopup />
      <Toaster />
    </>,
  );
  const user = userEvent.setup();
  const dialog = within(await screen.findByRole('dialog', { name: 'How was your order?' }));
  await user.click(dialog.getByRole('button', { name: 'Tell us more' }));
  const overall = within(await dialog.findByRole('radiogroup', { name: 'Overall rating' }));
  await user.click(overall.getByRole('radio', { name: '3 stars' }));
  await user.click(dialog.getByRole('button', { name: 'Submit Feedback' }));

  // The modal hides the rest of the page from assistive technology, the toaster's region included.
  const notifications = within(screen.getByRole('region', { name: 'Notifications', hidden: true }));
  expect(await notifications.findByText('Submission Failed')).toBeTruthy();
  expect(notifications.getByText('Please try again later.')).toBeTruthy();
  expect(api.calls).toHaveLength(1);
  expect(api.calls[0]?.body).toMatchObject({ orderId: 4105, rating: 3, feedbackToken: 'the-orders-token' });
  expect(overall.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  expect(screen.getByRole('dialog', { name: 'How was your order?' })).toBeTruthy();
  expect(localStorage.getItem('recentOrder')).not.toBeNull();
});

/** The popup alone, offered for the recent order in storage, as the home page renders it. */
async function renderPopup() {
  localStorage.setItem('recentOrder', JSON.stringify(recentOrder));
  const { default: FeedbackPopup } = await import('@/islands/storefront/feedback/feedback-popup');
  const view = render(<FeedbackPopup />);
  return { view, dialog: await screen.findByRole('dialog', { name: 'How was your order?' }), FeedbackPopup };
}

test('closing the popup with Escape forgets the order, so the next page does not offer it again', async () => {
  const api = stubApi({});
  const { view, FeedbackPopup } = await renderPopup();
  await userEvent.setup().keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(localStorage.getItem('recentOrder')).toBeNull();

  // The next page: the popup decides from storage as it renders.
  view.unmount();
  render(<FeedbackPopup />);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(api.calls).toEqual([]);
});

test('Not now forgets the order too', async () => {
  const api = stubApi({});
  const { dialog } = await renderPopup();
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Not now' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(localStorage.getItem('recentOrder')).toBeNull();
  expect(api.calls).toEqual([]);
});
