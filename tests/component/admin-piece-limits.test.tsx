import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { DEFAULT_SCHEDULE } from '@/domain/fulfilment/schedule';
import { DEFAULT_PICKUP_NOTE, type FulfilmentSettings, settingsOfSchedule } from '@/domain/schemas';
import { menuProductAnswer } from '../fixtures/api-answers';
import { CHAPATI, MANDAZI } from '../fixtures/seeded-menu';
import { stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * The kitchen's limits in pieces as the owner sets them (issue 26): a dish's pieces a day and most
 * per order in the menu editor, and the pieces per window with the hours; and a dish's tax category
 * in the same form. The server stands in as a stub that keeps what was saved; what it stores and
 * enforces is checked against the real functions in tests/integration/piece-limits.test.ts and
 * tests/integration/menu-editor.test.ts.
 */

const ADMIN = sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' });

const adminProduct = (
  product: typeof CHAPATI,
  position: number,
  limits: { dailyLimit: number | null; maxPerOrder: number | null },
  taxCategory: 'prepared' | 'food' = 'prepared',
) => ({
  ...menuProductAnswer(product, { maxPerOrder: limits.maxPerOrder }),
  status: 'on_menu',
  position,
  ...limits,
  taxCategory,
});

const NO_LIMITS = { dailyLimit: null, maxPerOrder: null };

async function renderMenuEditor() {
  const [{ default: MenuEditor }, { default: Toaster }] = await Promise.all([
    import('@/islands/admin/menu/menu-editor'),
    import('@/islands/shell/toaster/toaster'),
  ]);
  render(
    <>
      <MenuEditor />
      <Toaster />
    </>,
  );
}

test("the menu editor shows a dish's limits in its row, and an emptied field removes the limit", async () => {
  let products = [
    adminProduct(CHAPATI, 1, { dailyLimit: 30, maxPerOrder: 40 }),
    adminProduct(MANDAZI, 2, { dailyLimit: null, maxPerOrder: null }),
  ];
  carrySessionHint();
  const api = stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/products': () => ({ json: products }),
    'PATCH /api/products/4': (call) => {
      products = products.map((product) => (product.id === 4 ? { ...product, ...(call.body as object) } : product));
      return { json: products[0] };
    },
  });
  await renderMenuEditor();
  const user = userEvent.setup();
  const rows = await screen.findByRole('list', { name: 'Dishes, in menu order' });
  const [chapati, mandazi] = within(rows).getAllByRole('listitem');
  expect(chapati?.textContent).toContain('30 a day · at most 40 per order');
  // No limits, no words about them.
  expect(mandazi?.textContent).not.toMatch(/a day|per order/);

  await user.click(within(chapati as HTMLElement).getByRole('button', { name: 'Edit Chapati' }));
  const form = within(await screen.findByRole('region', { name: 'Edit Chapati' }));
  const daily = form.getByLabelText('Pieces a day') as HTMLInputElement;
  const most = form.getByLabelText('Most per order') as HTMLInputElement;
  expect([daily.value, most.value]).toEqual(['30', '40']);
  expect(daily.getAttribute('inputmode')).toBe('numeric');
  expect(
    form.getByText(
      "How many the kitchen makes each day. Empty: no daily limit. Customers see 'N left today' under 20.",
    ),
  ).toBeTruthy();

  await user.clear(most);
  await user.type(most, '0');
  await user.click(form.getByRole('button', { name: 'Save Dish' }));
  expect(
    await form.findByText('Most per order must be a whole number from 1 to 100,000, or empty for no limit'),
  ).toBeTruthy();
  expect(most.getAttribute('aria-invalid')).toBe('true');
  expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  await expectNoAxeViolations();

  await user.clear(daily);
  await user.clear(most);
  await user.click(form.getByRole('button', { name: 'Save Dish' }));
  expect(await screen.findByText('Dish Saved')).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
    expect.objectContaining({ dailyLimit: null, maxPerOrder: null }),
  ]);
  const saved = await screen.findByRole('list', { name: 'Dishes, in menu order' });
  await expect.poll(() => within(saved).getAllByRole('listitem')[0]?.textContent).not.toMatch(/a day|per order/);
});

test("the menu editor sets a dish's tax category: Prepared food for a new dish, Food chosen by keyboard and sent", async () => {
  let products = [adminProduct(CHAPATI, 1, NO_LIMITS, 'food'), adminProduct(MANDAZI, 2, NO_LIMITS)];
  carrySessionHint();
  const api = stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/products': () => ({ json: products }),
    'POST /api/products': (call) => {
      const body = call.body as { name: string; description: string; price: string; taxCategory: 'food' };
      const added = {
        ...adminProduct(CHAPATI, 3, NO_LIMITS, body.taxCategory),
        ...body,
        id: 99,
        quantityChoices: [1, 2, 3, 5, 10],
        packTiers: [],
      };
      products = [...products, added];
      return { status: 201, json: added };
    },
  });
  await renderMenuEditor();
  const user = userEvent.setup();
  const rows = await screen.findByRole('list', { name: 'Dishes, in menu order' });
  const [chapati, mandazi] = within(rows).getAllByRole('listitem');
  // Only a dish at the lower rate says so in its row.
  expect(chapati?.textContent).toContain('Food rate');
  expect(mandazi?.textContent).not.toContain('Food rate');

  await user.click(screen.getByRole('button', { name: 'Add a Dish' }));
  const form = within(await screen.findByRole('region', { name: 'Add a Dish' }));
  const group = within(form.getByRole('group', { name: 'Tax category' }));
  const prepared = group.getByRole('radio', {
    name: 'Prepared food',
    description: 'Cooked and ready to eat (hot or cold): full sales tax.',
  }) as HTMLInputElement;
  const food = group.getByRole('radio', {
    name: 'Food',
    description:
      'The buyer still cooks it (frozen, uncooked), or a bakery item sold without utensils: the lower food rate.',
  }) as HTMLInputElement;
  expect([prepared.checked, food.checked]).toEqual([true, false]);
  expect(form.getByText("Confirm each dish's category with the Kansas Department of Revenue.")).toBeTruthy();
  await expectNoAxeViolations();

  await user.type(form.getByLabelText(/^Name/), 'Kaimati');
  await user.type(form.getByLabelText(/^Description/), 'Sweet dumplings, sold by the bag.');
  await user.type(form.getByLabelText(/^Price/), '6.00');
  await user.type(form.getByLabelText(/^Photo description/), 'A bag of golden dumplings');
  // The radios are one group: the arrow key moves the choice, as on any radio group.
  prepared.focus();
  await user.keyboard('{ArrowDown}');
  expect([prepared.checked, food.checked]).toEqual([false, true]);
  await user.click(form.getByRole('button', { name: 'Add Dish' }));

  expect(await screen.findByText('Dish Added')).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
    expect.objectContaining({ name: 'Kaimati', taxCategory: 'food' }),
  ]);
  const listed = await screen.findByRole('list', { name: 'Dishes, in menu order' });
  await expect.poll(() => within(listed).getAllByRole('listitem')[2]?.textContent).toContain('Food rate');
});

test('the hours set the pieces per window: shown as saved, emptied for no limit, a refusal beside the field', async () => {
  const SAVED: FulfilmentSettings = { ...settingsOfSchedule(DEFAULT_SCHEDULE, DEFAULT_PICKUP_NOTE), windowPieces: 120 };
  let refuse = true;
  const api = stubApi({
    'GET /api/fulfilment-settings': { json: SAVED },
    'PUT /api/fulfilment-settings': (call) =>
      refuse
        ? {
            status: 400,
            json: {
              message: 'Pieces per window must be a whole number from 1 to 1,000,000, or empty for no limit',
              fields: {
                windowPieces: 'Pieces per window must be a whole number from 1 to 1,000,000, or empty for no limit',
              },
            },
          }
        : { json: call.body },
  });
  const { HoursSection } = await import('@/islands/admin/dashboard/hours/hours-section');
  render(<HoursSection />);
  const user = userEvent.setup();
  const field = (await screen.findByLabelText('Pieces per window')) as HTMLInputElement;
  expect(field.value).toBe('120');
  expect(
    screen.getByText('How many pieces of every dish together one time window can take. Empty: no limit.'),
  ).toBeTruthy();

  // The server's refusal of the field lands beside it.
  await user.click(screen.getByRole('button', { name: 'Save Hours' }));
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  expect(field.getAttribute('aria-describedby')).toContain(`${field.id}-error`);
  expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(
    'Pieces per window must be a whole number from 1 to 1,000,000, or empty for no limit',
  );

  refuse = false;
  await user.clear(field);
  expect(field.getAttribute('aria-invalid')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Save Hours' }));
  await expect.poll(() => api.calls.filter((call) => call.method === 'PUT').length).toBe(2);
  expect(api.calls.filter((call) => call.method === 'PUT')[1]?.body).toMatchObject({ windowPieces: null });
  await expect.poll(() => field.value).toBe('');
});
