import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, onTestFinished, test } from 'vitest';
import type { ListedCateringRequest } from '@/stores/admin/catering/catering-requests';
import { hold, stubApi, type StubAnswer } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * The owner's catering requests at /admin/catering: the list by status, each request's card, the
 * card an alert links to, and the page's loading, empty and failed states. The server stands in as
 * a stub; what it lists is checked against the real function in tests/integration/catering-admin.test.ts.
 */

const ADMIN = sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' });

const QUOTED: ListedCateringRequest = {
  id: 7,
  reference: 'CAT-7',
  status: 'quoted',
  statusAt: '2026-05-20T15:00:00.000Z',
  eventAt: '2026-07-11T22:00:00.000Z',
  orderType: 'pickup',
  address: null,
  headcount: 40,
  items: [{ productId: 2, name: 'Beef Pilau Tray', pieces: 4 }],
  note: null,
  name: 'Otieno Family',
  email: 'otieno@example.com',
  phone: '913-555-0190',
  createdAt: '2026-05-18T13:00:00.000Z',
  detailsRemovedAt: null,
};

const REQUESTED: ListedCateringRequest = {
  id: 12,
  reference: 'CAT-12',
  status: 'requested',
  statusAt: '2026-05-28T14:14:00.000Z',
  eventAt: '2026-06-06T19:00:00.000Z',
  orderType: 'delivery',
  address: '100 E Park St, Olathe, KS 66061',
  headcount: 1200,
  items: [
    { productId: 1, name: 'Beef Samosa', pieces: 2000 },
    { productId: 3, name: 'Chapati', pieces: 300 },
  ],
  note: 'A graduation party',
  name: 'Wanjiru Kamau',
  email: 'wanjiru@example.com',
  phone: '913-555-0148',
  createdAt: '2026-05-28T14:14:00.000Z',
  detailsRemovedAt: null,
};

const REMOVED: ListedCateringRequest = {
  ...QUOTED,
  id: 3,
  reference: 'CAT-3',
  status: 'completed',
  statusAt: '2025-04-05T23:00:00.000Z',
  eventAt: '2025-04-05T19:00:00.000Z',
  name: 'Removed',
  email: null,
  phone: 'Removed',
  detailsRemovedAt: '2026-04-06T08:00:00.000Z',
};

async function renderCateringPage(answer: StubAnswer | (() => StubAnswer | Promise<StubAnswer>)) {
  carrySessionHint();
  stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/catering': answer,
    'GET /api/admin/catering/terms': { json: { depositPercent: 50, fullRefundDays: 7, terms: '' } },
  });
  const { default: CateringRequests } = await import('@/islands/admin/catering/catering-requests');
  render(<CateringRequests />);
}

const cardOf = (reference: string) => {
  const card = document.getElementById(`catering-${reference.slice(4)}`);
  if (!card) throw new Error(`no card for ${reference}`);
  return card;
};

test('the requests by status, Requested first, each card with the event, the dishes and who asked', async () => {
  // The list comes newest event first; the page groups it, Requested above Quoted.
  await renderCateringPage({ json: { requests: [QUOTED, REQUESTED, REMOVED] } });
  const headings = await screen.findAllByRole('heading', { level: 2 });
  expect(headings.map((heading) => heading.textContent)).toEqual([
    'Requested (1)',
    'Quoted (1)',
    'Completed (1)',
    'Quote defaults',
  ]);

  const requested = within(screen.getByRole('list', { name: 'Requested (1)' })).getByRole('listitem', {
    name: 'Sat, Jun 6, 2:00 PM CAT-12',
  });
  expect(requested.id).toBe('catering-12');
  const text = requested.textContent ?? '';
  expect(text).toContain('Requested Thu, May 28, 9:14 AM');
  expect(text).toContain('DeliveryDelivery to 100 E Park St, Olathe, KS 66061');
  expect(text).toContain('Guests1,200');
  expect(text).toContain('2,000 × Beef Samosa');
  expect(text).toContain('300 × Chapati');
  expect(text).toContain('NoteA graduation party');
  expect(text).toContain('NameWanjiru Kamau');
  expect(within(requested).getByRole('link', { name: 'wanjiru@example.com' }).getAttribute('href')).toBe(
    'mailto:wanjiru@example.com',
  );
  expect(within(requested).getByRole('link', { name: '913-555-0148' }).getAttribute('href')).toBe('tel:913-555-0148');
  expect(text).toContain('ReceivedThu, May 28, 9:14 AM');

  const quoted = cardOf('CAT-7').textContent ?? '';
  expect(quoted).toContain('Quoted Wed, May 20, 10:00 AM');
  expect(quoted).toContain('PickupPickup from our kitchen');
  expect(quoted).not.toContain('Note');

  const removed = cardOf('CAT-3');
  expect(removed.textContent).toContain('ContactPersonal details removed Mon, Apr 6, 3:00 AM');
  expect(within(removed).queryByRole('link')).toBeNull();
  await expectNoAxeViolations();
});

test("an alert's link (/admin/catering#catering-12) brings that request's card into view, its heading focused", async () => {
  window.history.replaceState(null, '', '/admin/catering#catering-12');
  onTestFinished(() => window.history.replaceState(null, '', '/'));
  await renderCateringPage({ json: { requests: [QUOTED, REQUESTED] } });
  await waitFor(() => expect(document.activeElement).toBe(within(cardOf('CAT-12')).getByRole('heading', { level: 3 })));
});

test('while the list loads the page says so; with none yet, where they will come from', async () => {
  const { released, release } = hold();
  await renderCateringPage(async () => {
    await released;
    return { json: { requests: [] } };
  });
  expect((await screen.findByRole('status')).textContent).toContain('Loading the catering requests');
  release();
  expect(
    await screen.findByText('No catering requests yet. The form at /catering is linked from the home page.'),
  ).toBeTruthy();
  expect(screen.queryByText('Loading the catering requests')).toBeNull();
});

test("when the requests can't be loaded, the page says so and Try Again asks again", async () => {
  let failing = true;
  await renderCateringPage(() =>
    failing
      ? { status: 500, json: { message: 'Something went wrong on our side. Please try again.' } }
      : { json: { requests: [REQUESTED] } },
  );
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't load the catering requests.");
  failing = false;
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Requested (1)' })).toBeTruthy();
});
