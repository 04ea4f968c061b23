import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { kitchenDayView } from '@/domain/kitchen/kitchen-day';
import { KITCHEN_NAME_INVALID } from '@/domain/schemas/kitchen-profile';
import { beef, storedOrder } from '../unit/domain/kitchen/stored-orders';
import { stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * /admin/kitchen's labels (issue 37 item 5): 'Print labels' for the day and for one order puts one
 * label per pack in the print-only region, at the size chosen; the details on every label are the
 * owner's form. What the server answers is checked in tests/integration/kitchen-labels.test.ts.
 */

const DATE = '2026-11-28';
/** Saturday 28 November 2026, 2:00-2:30 PM CST. */
const WINDOW = { start: '2026-11-28T20:00:00.000Z', end: '2026-11-28T20:30:00.000Z' };
const PROFILE = {
  kitchenName: 'Kenyan Bites',
  kitchenAddress: '123 Elm St, Overland Park, KS 66210',
  kitchenLicence: 'KS-FD-4412',
  keepingNote: 'Best eaten within 2 hours. Refrigerate what is left.',
};

const DAY = kitchenDayView(
  DATE,
  [
    storedOrder(7, WINDOW, [beef(20)], { customerName: 'Amina Wanjiru Odhiambo' }),
    storedOrder(8, WINDOW, [beef(10)], { customerName: 'Baraka Mwangi' }),
    storedOrder(9, WINDOW, [beef(30)], { status: 'cancelled' }),
  ],
  { dishes: new Map(), windowPieces: null },
  {
    kitchen: PROFILE,
    dishes: [{ productId: 1, ingredients: ['wheat flour', 'minced beef'], allergens: ['wheat'], packSize: 10 }],
  },
);

async function renderKitchen() {
  window.history.replaceState(null, '', `/admin/kitchen?date=${DATE}`);
  carrySessionHint();
  const print = vi.fn();
  vi.stubGlobal('print', print);
  const api = stubApi({
    '/api/auth/user': { json: sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' }) },
    '/api/admin/kitchen': { json: DAY },
    'GET /api/admin/kitchen-profile': { json: PROFILE },
    'PUT /api/admin/kitchen-profile': (call) => ({ json: call.body }),
  });
  const { default: Kitchen } = await import('@/islands/admin/kitchen/kitchen');
  render(<Kitchen />);
  const section = within(await screen.findByRole('region', { name: 'Labels' }));
  return { section, print, api, user: userEvent.setup() };
}

const printed = () => screen.getByTestId('kitchen-labels');
const labelsPrinted = () => within(printed()).getAllByRole('article');

test('prints one label per pack for the day, at the size chosen', async () => {
  const { section, print, user } = await renderKitchen();
  const button = await section.findByRole('button', { name: 'Print labels', description: '3 labels for the day' });
  expect(screen.queryByTestId('kitchen-labels')).toBeNull();
  await section.findByRole('textbox', { name: /Kitchen name/ });
  await expectNoAxeViolations();

  await user.click(button);
  expect(print).toHaveBeenCalledTimes(1);
  // 20 samosas in packs of 10 and 10 more: three labels; the cancelled order's none.
  expect(labelsPrinted().map((label) => label.getAttribute('aria-label'))).toEqual([
    'Beef Samosa, 10, KBT-7',
    'Beef Samosa, 10, KBT-7',
    'Beef Samosa, 10, KBT-8',
  ]);
  // Only the labels go on paper: the tickets are not drawn while labels are the job.
  expect(screen.queryByTestId('kitchen-tickets')).toBeNull();
  const first = labelsPrinted()[0]?.textContent ?? '';
  for (const words of [
    'KBT-7 · Amina',
    'Ingredients: wheat flour, minced beef',
    'Contains: Wheat',
    'Made Sat, Nov 28. Best eaten within 2 hours. Refrigerate what is left.',
    'Kenyan Bites, 123 Elm St, Overland Park, KS 66210 · Licence KS-FD-4412',
  ]) {
    expect(first).toContain(words);
  }
  expect(first).not.toContain('Odhiambo');
  expect(printed().getAttribute('data-label-size')).toBe('thermal');
  expect(printed().querySelector('style')?.textContent).toContain('@page { size: 2in 1in; margin: 0; }');

  await user.click(section.getByRole('radio', { name: 'Letter sheet of 30 (2⅝" × 1")' }));
  await user.click(button);
  expect(printed().getAttribute('data-label-size')).toBe('letter');
  const css = printed().querySelector('style')?.textContent ?? '';
  expect(css).toContain('@page { size: letter; margin: 0; }');
  expect(css).toContain('grid-template-columns: repeat(3, 2.625in)');
  expect(css).toContain('padding: 0.5in 0.1875in 0');
  expect(css).toContain('line-clamp: 2');
});

test("prints one order's labels from its card", async () => {
  const { print, user } = await renderKitchen();
  await user.click(await screen.findByRole('button', { name: 'Print labels for KBT-8' }));
  expect(print).toHaveBeenCalledTimes(1);
  expect(labelsPrinted().map((label) => label.getAttribute('aria-label'))).toEqual(['Beef Samosa, 10, KBT-8']);
  expect(labelsPrinted()[0]?.textContent).toContain('KBT-8 · Baraka');
  // A cancelled order has nothing to label.
  expect(screen.queryByRole('button', { name: 'Print labels for KBT-9' })).toBeNull();

  // After the dialog, the browser's own Print gives the tickets again.
  window.dispatchEvent(new Event('afterprint'));
  expect(await screen.findByTestId('kitchen-tickets')).toBeTruthy();
  expect(screen.queryByTestId('kitchen-labels')).toBeNull();
});

test('the details on every label: refused beside the field without a call, then saved', async () => {
  const { section, api, user } = await renderKitchen();
  const name = await section.findByRole('textbox', { name: /Kitchen name/ });
  await user.clear(name);
  await user.click(section.getByRole('button', { name: 'Save' }));
  expect(await section.findByText(KITCHEN_NAME_INVALID)).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);

  await user.type(name, 'Mama Njeri Kitchen');
  await user.clear(section.getByRole('textbox', { name: /Licence number/ }));
  await user.click(section.getByRole('button', { name: 'Save' }));
  await expect
    .poll(() => api.calls.filter((call) => call.method === 'PUT').map((call) => call.body))
    .toEqual([{ ...PROFILE, kitchenName: 'Mama Njeri Kitchen', kitchenLicence: null }]);
});
