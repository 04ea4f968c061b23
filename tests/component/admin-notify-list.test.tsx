import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';

/*
 * The notify list's card on /admin (docs/behaviour/screens.md#admin-dashboard): the counts from
 * GET /api/admin/subscribers, the export link and the way to the announcements; a failure to load
 * with a retry.
 */

const COUNTS = {
  email: { pending: 3, confirmed: 12, unsubscribed: 2 },
  sms: { pending: 2, confirmed: 5, unsubscribed: 1 },
};

async function renderCard() {
  const { NotifyListCard } = await import('@/islands/admin/dashboard/notify-list-card');
  render(<NotifyListCard />);
  return within(screen.getByRole('region', { name: 'Notify list' }));
}

test('shows who is on the list, the confirmed apart from those waiting, with the export and the announcements one tap away', async () => {
  stubApi({ 'GET /api/admin/subscribers': { json: COUNTS } });
  const card = await renderCard();
  expect((await card.findByTestId('notify-list-counts')).textContent).toBe(
    '12 e-mails confirmed, 3 waiting for confirmation · 5 phones confirmed, 2 waiting for YES',
  );
  expect(card.getByText('3 addresses have unsubscribed and get nothing more.')).toBeTruthy();
  expect(card.getByRole('link', { name: 'Export the list (CSV)' }).getAttribute('href')).toBe(
    '/api/admin/subscribers/export',
  );
  expect(card.getByRole('link', { name: 'Send an announcement' }).getAttribute('href')).toBe('/admin/notify');
  await expectNoAxeViolations();
});

test('a failure to load says so, and Try Again asks again', async () => {
  let fail = true;
  const api = stubApi({
    'GET /api/admin/subscribers': () =>
      fail
        ? { status: 500, json: { message: 'Something went wrong on our side. Please try again.' } }
        : { json: COUNTS },
  });
  const card = await renderCard();
  expect((await card.findByRole('alert')).textContent).toContain("We couldn't load the notify list.");
  fail = false;
  await userEvent.setup().click(card.getByRole('button', { name: 'Try Again' }));
  expect((await card.findByTestId('notify-list-counts')).textContent).toContain('12 e-mails confirmed');
  expect(api.calls.filter((call) => call.path === '/api/admin/subscribers')).toHaveLength(2);
});
