import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { kitchenDayView } from '@/domain/kitchen/kitchen-day';
import { beef, chapati, storedOrder } from '../unit/domain/kitchen/stored-orders';
import { stubApi } from './support/api-stub';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * /admin/kitchen and pickup spots (issue 50): each window says what to pack for each spot and for
 * the deliveries, each order's card names its spot, and so do its ticket and its labels. The
 * totals themselves are the rule's (tests/unit/domain/kitchen/spot-totals.test.ts).
 */

const DATE = '2026-12-13';
/** Sunday 13 December 2026, 12:00-12:30 PM CST. */
const WINDOW = { start: '2026-12-13T18:00:00.000Z', end: '2026-12-13T18:30:00.000Z' };
const CHURCH = {
  id: 2,
  name: 'Grace Church car park',
  address: '11720 Nall Ave, Overland Park, KS 66211',
  notes: 'Green canopy.',
  private: false,
};
const KITCHEN = { id: 1, name: 'Home kitchen', address: '8800 W 95th St', notes: '', private: true };

const DAY = kitchenDayView(
  DATE,
  [
    storedOrder(41, WINDOW, [beef(20), chapati(10)], { pickupSpot: CHURCH }),
    storedOrder(42, WINDOW, [beef(10)], { pickupSpot: KITCHEN }),
    storedOrder(43, WINDOW, [chapati(5)], { orderType: 'delivery' }),
  ],
  { dishes: new Map(), windowPieces: null },
  {
    kitchen: {
      kitchenName: 'Kenyan Bites',
      kitchenAddress: 'Overland Park, KS',
      kitchenLicence: null,
      keepingNote: 'Eat soon.',
    },
    dishes: [],
  },
);

test("packs each window by spot, and names a pickup's spot on its card, its ticket and its labels", async () => {
  window.history.replaceState(null, '', `/admin/kitchen?date=${DATE}`);
  carrySessionHint();
  vi.stubGlobal('print', vi.fn());
  stubApi({
    '/api/auth/user': { json: sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' }) },
    '/api/admin/kitchen': { json: DAY },
    'GET /api/admin/kitchen-profile': { json: DAY.labels.kitchen },
  });
  const { default: Kitchen } = await import('@/islands/admin/kitchen/kitchen');
  render(<Kitchen />);

  const crates = await screen.findByRole('list', { name: 'Pack by spot' });
  expect([...crates.children].map((crate) => crate.querySelector('p')?.textContent)).toEqual([
    'Grace Church car park · 30 pieces',
    'Home kitchen · 10 pieces',
    'Deliveries · 5 pieces',
  ]);
  const church = within(crates).getByRole('list', { name: /^Grace Church car park,/ });
  expect(
    within(church)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['20 Beef Samosa', '10 Chapati']);

  const card = screen.getByRole('article', { name: 'Order KBT-41' });
  expect(card.textContent).toContain(
    'Pickup atGrace Church car park11720 Nall Ave, Overland Park, KS 66211Green canopy.',
  );
  expect(screen.getByRole('article', { name: 'Order KBT-43' }).textContent).not.toContain('Pickup at');

  expect(screen.getByTestId('kitchen-tickets').textContent).toContain('Pickup atGrace Church car park');

  await userEvent.setup().click(screen.getByRole('button', { name: 'Print labels for KBT-41' }));
  expect(within(screen.getByTestId('kitchen-labels')).getAllByRole('article')[0]?.getAttribute('aria-label')).toBe(
    'Beef Samosa, 20, KBT-41, For Grace Church car park',
  );
});
