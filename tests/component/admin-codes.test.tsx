import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { shopDate } from '@/domain/fulfilment/schedule';
import { ENDS_BEFORE_START } from '@/domain/schemas';
import type { DiscountCode } from '@/stores/admin/codes/codes';
import { stubApi, type StubAnswer } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * The owner's discount codes at /admin/codes: the codes as cards in words, and the form. The
 * server stands in as a stub; what it stores and refuses is checked against the real functions in
 * tests/integration/discount-codes-admin.test.ts.
 */

const ADMIN = sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' });
/** Dates of this shop year read without their year, as the owner mostly sets them. */
const YEAR = shopDate(new Date()).slice(0, 4);

const SAVE10: DiscountCode = {
  id: 1,
  code: 'SAVE10',
  percentOff: 10,
  amountOff: null,
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  oncePerCustomer: false,
  firstOrderOnly: false,
  uses: 0,
  givenAway: '0.00',
  createdAt: '2025-11-01T15:00:00.000Z',
};

const XMAS5: DiscountCode = {
  ...SAVE10,
  id: 2,
  code: 'XMAS5',
  percentOff: null,
  amountOff: '5.00',
  minSubtotal: '25.00',
  startsAt: `${YEAR}-12-01`,
  endsAt: `${YEAR}-12-24`,
  maxUses: 3,
  oncePerCustomer: true,
  firstOrderOnly: true,
  uses: 2,
  givenAway: '4.00',
};

async function renderCodesPage() {
  const [{ default: DiscountCodes }, { default: Toaster }] = await Promise.all([
    import('@/islands/admin/codes/discount-codes'),
    import('@/islands/shell/toaster/toaster'),
  ]);
  render(
    <>
      <DiscountCodes />
      <Toaster />
    </>,
  );
}

/** The page's server: GET answers `codes`; POST answers what `post` says. */
function stubCodesApi(codes: DiscountCode[], post: (body: unknown) => StubAnswer = () => ({ json: SAVE10 })) {
  carrySessionHint();
  return stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/discount-codes': { json: codes },
    'POST /api/admin/discount-codes': (call) => post(call.body),
  });
}

const card = async (code: string) => {
  const list = await screen.findByRole('list', { name: 'Codes' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByRole('heading', { name: code }) !== null);
  if (!item) throw new Error(`no card for ${code}`);
  return item;
};

test('each code shows what it takes off, its conditions and its uses in words', async () => {
  stubCodesApi([XMAS5, SAVE10]);
  await renderCodesPage();
  const xmas = await card('XMAS5');
  expect(xmas.textContent).toContain('$5.00 off');
  expect(xmas.textContent).toContain(
    'from $25.00 · Dec 1 – Dec 24 · max 3 uses · once per customer · first order only',
  );
  expect(xmas.textContent).toContain('Used 2 times · $4.00 given away');

  const save10 = await card('SAVE10');
  expect(save10.textContent).toContain('10% off');
  expect(save10.textContent).toContain('Any order, any day');
  expect(save10.textContent).toContain('Not used yet');
  expect(within(save10).getByRole('button', { name: 'Edit SAVE10' })).toBeTruthy();
  expect(within(save10).getByRole('button', { name: 'Delete SAVE10' })).toBeTruthy();
  await expectNoAxeViolations();
});

test('with no codes yet, the page says how to begin', async () => {
  stubCodesApi([]);
  await renderCodesPage();
  expect(await screen.findByText('No codes yet. Add one to print on a thank-you card.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Add a Code' })).toBeTruthy();
});

test("the server's refusal of a field shows beside it, and any other refusal above the form", async () => {
  let answer: StubAnswer = {
    status: 409,
    json: { message: 'The code XMAS5 already exists.', fields: { code: 'The code XMAS5 already exists.' } },
  };
  const api = stubCodesApi([XMAS5], () => answer);
  await renderCodesPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add a Code' }));
  const form = within(await screen.findByRole('region', { name: 'Add a Code' }));
  await user.type(form.getByLabelText(/^Code/), 'xmas5');
  await user.click(form.getByRole('radio', { name: 'Amount off' }));
  await user.type(form.getByLabelText(/^Dollars taken off/), '$5');
  await user.type(form.getByLabelText('Minimum subtotal'), '25');
  await user.click(form.getByRole('checkbox', { name: 'Once per customer' }));
  await user.click(form.getByRole('button', { name: 'Add Code' }));

  const codeField = form.getByLabelText(/^Code/) as HTMLInputElement;
  await expect.poll(() => codeField.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(`${codeField.id}-error`)?.textContent).toBe('The code XMAS5 already exists.');
  expect(document.activeElement).toBe(codeField);
  // The form sends every field, the kind not chosen and the blank ones empty.
  expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
    {
      code: 'xmas5',
      percentOff: '',
      amountOff: '5',
      minSubtotal: '25',
      startsAt: '',
      endsAt: '',
      maxUses: '',
      oncePerCustomer: true,
      firstOrderOnly: false,
    },
  ]);
  await expectNoAxeViolations();

  answer = { status: 400, json: { message: ENDS_BEFORE_START, fields: { endsAt: ENDS_BEFORE_START } } };
  await user.click(form.getByRole('button', { name: 'Add Code' }));
  const lastDay = form.getByLabelText(/^Last day/) as HTMLInputElement;
  await expect.poll(() => lastDay.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(`${lastDay.id}-error`)?.textContent).toBe(ENDS_BEFORE_START);
  expect(codeField.getAttribute('aria-invalid')).toBeNull();

  answer = { status: 500, json: { message: 'Something went wrong on our side. Please try again.' } };
  await user.click(form.getByRole('button', { name: 'Add Code' }));
  expect((await form.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  // Nothing typed is lost.
  expect(codeField.value).toBe('xmas5');
});

test("a code's problems show beside its fields before anything is sent", async () => {
  const api = stubCodesApi([]);
  await renderCodesPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add a Code' }));
  const form = within(await screen.findByRole('region', { name: 'Add a Code' }));
  await user.type(form.getByLabelText(/^Code/), 'SAVE-10');
  await user.type(form.getByLabelText(/^Percent taken off/), '150');
  await user.click(form.getByRole('button', { name: 'Add Code' }));

  expect(await form.findByText('A code has only letters and digits (at most 32)')).toBeTruthy();
  expect(form.getByText('Percent off must be a whole number from 1 to 100')).toBeTruthy();
  await expect.poll(() => document.activeElement).toBe(form.getByLabelText(/^Code/));
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('editing a code starts from its terms, and saving sends them whole', async () => {
  carrySessionHint();
  const api = stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/discount-codes': { json: [XMAS5] },
    'PATCH /api/admin/discount-codes/2': { json: { ...XMAS5, maxUses: 5 } },
  });
  await renderCodesPage();
  const user = userEvent.setup();
  await user.click(within(await card('XMAS5')).getByRole('button', { name: 'Edit XMAS5' }));
  const form = within(await screen.findByRole('region', { name: 'Edit XMAS5' }));
  expect((form.getByRole('radio', { name: 'Amount off' }) as HTMLInputElement).checked).toBe(true);
  const uses = form.getByLabelText('Most uses') as HTMLInputElement;
  expect(uses.value).toBe('3');
  await user.clear(uses);
  await user.type(uses, '5');
  await user.click(form.getByRole('button', { name: 'Save Code' }));
  expect(await screen.findByText('Code Saved')).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
    {
      code: 'XMAS5',
      percentOff: '',
      amountOff: '5.00',
      minSubtotal: '25.00',
      startsAt: `${YEAR}-12-01`,
      endsAt: `${YEAR}-12-24`,
      maxUses: '5',
      oncePerCustomer: true,
      firstOrderOnly: true,
    },
  ]);
  // Closing the form gives focus back to the button that opened it.
  await expect.poll(() => document.activeElement?.id).toBe('edit-code-2');
});

test('deleting a code asks first', async () => {
  let deleted = false;
  carrySessionHint();
  const api = stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/discount-codes': () => ({ json: deleted ? [SAVE10] : [XMAS5, SAVE10] }),
    'DELETE /api/admin/discount-codes/2': () => {
      deleted = true;
      return new Response(null, { status: 204 });
    },
  });
  await renderCodesPage();
  const user = userEvent.setup();
  await user.click(within(await card('XMAS5')).getByRole('button', { name: 'Delete XMAS5' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete XMAS5?' }));
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

  await user.click(within(await card('XMAS5')).getByRole('button', { name: 'Delete XMAS5' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Code' }));
  expect(await screen.findByText('Code Deleted')).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  await expect
    .poll(async () => within(await screen.findByRole('list', { name: 'Codes' })).getAllByRole('listitem'))
    .toHaveLength(1);
});

test("when the codes can't be loaded, the page says so and offers Try Again", async () => {
  let failing = true;
  carrySessionHint();
  stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/discount-codes': () =>
      failing
        ? { status: 500, json: { message: 'Something went wrong on our side. Please try again.' } }
        : { json: [] },
  });
  await renderCodesPage();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't load the discount codes.");
  failing = false;
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByText('No codes yet. Add one to print on a thank-you card.')).toBeTruthy();
});
