import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { FOOD_RATE_INVALID } from '@/domain/schemas';
import type { TaxPlace, TaxSettings } from '@/stores/admin/tax/tax';
import { stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * The owner's sales tax at /admin/tax: the places as cards and the form that confirms a rate. The
 * server stands in as a stub that keeps what was saved; what it stores and refuses is checked
 * against the real functions in tests/integration/tax-places-admin.test.ts.
 */

const ADMIN = sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' });

const OVERLAND_PARK: TaxPlace = {
  id: 1,
  name: 'Overland Park, KS',
  state: 'KS',
  zips: ['66204', '66212'],
  preparedRate: '9.35',
  foodRate: '2.85',
  taxesDeliveryFee: false,
  isKitchen: true,
  confirmed: true,
};

const KANSAS: TaxPlace = { ...OVERLAND_PARK, id: 2, name: 'Kansas', zips: [], isKitchen: false, confirmed: false };

async function renderTaxPage() {
  const [{ default: TaxSettingsPage }, { default: Toaster }] = await Promise.all([
    import('@/islands/admin/tax/tax-settings'),
    import('@/islands/shell/toaster/toaster'),
  ]);
  render(
    <>
      <TaxSettingsPage />
      <Toaster />
    </>,
  );
}

/** The page's server: GET answers the places as last saved; PUT of a place answers what `put` says. */
function stubTaxApi(put: (body: TaxPlace) => { status?: number; json: unknown }) {
  let settings: TaxSettings = { collectsTax: true, places: [OVERLAND_PARK, KANSAS] };
  carrySessionHint();
  return stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/tax': () => ({ json: settings }),
    'PUT /api/admin/tax': (call) => {
      settings = { ...settings, ...(call.body as object) };
      return { json: settings };
    },
    'PUT /api/admin/tax/places/2': (call) => {
      const answer = put({ ...KANSAS, ...(call.body as object) });
      if ((answer.status ?? 200) === 200) {
        settings = {
          ...settings,
          places: settings.places.map((place) => (place.id === 2 ? (answer.json as TaxPlace) : place)),
        };
      }
      return answer;
    },
  });
}

const card = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Tax places' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByRole('heading', { name }) !== null);
  if (!item) throw new Error(`no card for ${name}`);
  return item;
};

test("each place shows its rates, the kitchen's its badge, and an unconfirmed one 'Check this rate'", async () => {
  stubTaxApi((place) => ({ json: { ...place, confirmed: true } }));
  await renderTaxPage();
  const overlandPark = await card('Overland Park, KS');
  const kansas = await card('Kansas');

  expect(within(overlandPark).getByText('Kitchen')).toBeTruthy();
  expect(overlandPark.textContent).toContain('KS · ZIP codes 66204, 66212');
  expect(overlandPark.textContent).toContain('Prepared food 9.35% · Food 2.85%');
  expect(within(overlandPark).queryByText('Check this rate')).toBeNull();

  expect(within(kansas).queryByText('Kitchen')).toBeNull();
  expect(kansas.textContent).toContain('KS · Whole state');
  expect(within(kansas).getByText('Check this rate')).toBeTruthy();
  expect(screen.getByText(/A state with no place is one the shop does not deliver into/).textContent).toContain(
    'Kansas Department of Revenue',
  );
  const collect = screen.getByRole('switch', { name: 'Collect sales tax' });
  expect(collect.getAttribute('aria-checked')).toBe('true');
  await expectNoAxeViolations();

  // Saving the place as it is confirms its rate: the warning goes.
  const user = userEvent.setup();
  await user.click(within(kansas).getByRole('button', { name: 'Edit Kansas' }));
  await user.click(await screen.findByRole('button', { name: 'Save Place' }));
  expect(await screen.findByText('Place Saved')).toBeTruthy();
  await expect.poll(async () => within(await card('Kansas')).queryByText('Check this rate')).toBeNull();
});

test("the server's refusal of a field shows beside it, and any other refusal above the form", async () => {
  let refusal: { status: number; json: unknown } = {
    status: 400,
    json: { message: FOOD_RATE_INVALID, fields: { foodRate: FOOD_RATE_INVALID } },
  };
  const api = stubTaxApi(() => refusal);
  await renderTaxPage();
  const user = userEvent.setup();
  await user.click(within(await card('Kansas')).getByRole('button', { name: 'Edit Kansas' }));
  const form = within(await screen.findByRole('region', { name: 'Edit Kansas' }));
  const zips = form.getByLabelText('ZIP codes');
  await user.type(zips, '66061 66062');
  await user.click(form.getByRole('button', { name: 'Save Place' }));

  const foodRate = form.getByLabelText(/^Food rate/) as HTMLInputElement;
  await expect.poll(() => foodRate.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(`${foodRate.id}-error`)?.textContent).toBe(FOOD_RATE_INVALID);
  expect(document.activeElement).toBe(foodRate);
  expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
    expect.objectContaining({ zips: ['66061', '66062'], preparedRate: '9.35', foodRate: '2.85' }),
  ]);
  await expectNoAxeViolations();

  refusal = { status: 409, json: { message: 'ZIP code 66061 is already in Olathe, KS.' } };
  await user.click(form.getByRole('button', { name: 'Save Place' }));
  expect((await form.findByRole('alert')).textContent).toBe('ZIP code 66061 is already in Olathe, KS.');
  expect(foodRate.getAttribute('aria-invalid')).toBeNull();
  // Nothing typed is lost.
  expect((zips as HTMLTextAreaElement).value).toBe('66061 66062');
});

test("a place's problems show beside its fields before anything is sent", async () => {
  const api = stubTaxApi((place) => ({ json: place }));
  await renderTaxPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add a Place' }));
  const form = within(await screen.findByRole('region', { name: 'Add a Place' }));
  await user.type(form.getByLabelText(/^Name/), 'Olathe, KS');
  await user.type(form.getByLabelText('ZIP codes'), '66061, 6606');
  await user.type(form.getByLabelText(/^Prepared-food rate/), '9.3555');
  await user.type(form.getByLabelText(/^Food rate/), '2.975');
  await user.click(form.getByRole('button', { name: 'Add Place' }));

  expect(await form.findByText('ZIP code 6606 is not five digits')).toBeTruthy();
  expect(
    form.getByText('The prepared-food rate must be a percent from 0 to 20, with at most three decimals'),
  ).toBeTruthy();
  expect(document.activeElement).toBe(form.getByLabelText('ZIP codes'));
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('the switch turns tax collection off and says what that means', async () => {
  const api = stubTaxApi((place) => ({ json: place }));
  await renderTaxPage();
  const user = userEvent.setup();
  const collect = await screen.findByRole('switch', {
    name: 'Collect sales tax',
    description:
      'Turn off only until you are registered with the Kansas Department of Revenue: no order shows tax while it is off.',
  });
  await user.click(collect);
  expect(await screen.findByText('Sales Tax Off')).toBeTruthy();
  expect(api.calls.filter((call) => call.path === '/api/admin/tax' && call.method === 'PUT')).toEqual([
    { method: 'PUT', path: '/api/admin/tax', body: { collectsTax: false } },
  ]);
  await expect.poll(() => collect.getAttribute('aria-checked')).toBe('false');
});

test("deleting a place asks first, and the kitchen's place offers no Delete", async () => {
  let deleted = false;
  carrySessionHint();
  const api = stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/tax': () => ({
      json: { collectsTax: true, places: deleted ? [OVERLAND_PARK] : [OVERLAND_PARK, KANSAS] },
    }),
    'DELETE /api/admin/tax/places/2': () => {
      deleted = true;
      return new Response(null, { status: 204 });
    },
  });
  await renderTaxPage();
  const user = userEvent.setup();
  expect(within(await card('Overland Park, KS')).queryByRole('button', { name: /Delete/ })).toBeNull();
  await user.click(within(await card('Kansas')).getByRole('button', { name: 'Delete Kansas' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Kansas?' }));
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

  await user.click(within(await card('Kansas')).getByRole('button', { name: 'Delete Kansas' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Place' }));
  expect(await screen.findByText('Place Deleted')).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  await expect
    .poll(async () => within(await screen.findByRole('list', { name: 'Tax places' })).getAllByRole('listitem'))
    .toHaveLength(1);
});

test('the monthly report shows the catering money that is no sale on lines of their own', async () => {
  carrySessionHint();
  stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/tax': { json: { collectsTax: true, places: [OVERLAND_PARK, KANSAS] } },
    'GET /api/admin/tax-report': (_, url) => ({
      json: {
        month: url.searchParams.get('month'),
        rows: [],
        totals: {
          sales: '480.00',
          discounts: '0.00',
          deliveryFees: '0.00',
          serviceCharges: '48.00',
          tips: '0.00',
          taxableSales: '528.00',
          tax: '38.97',
          refundedTax: '0.00',
          giftCardsSold: '0.00',
          depositsHeld: '566.97',
          depositsKept: '100.00',
        },
      },
    }),
  });
  await renderTaxPage();
  const list = await screen.findByLabelText(/^Totals, /);
  const lines = within(list)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(lines).toEqual(
    expect.arrayContaining([
      ['Service and setup charges', '$48.00'],
      ['Deposits held (not taxable)', '$566.97'],
      ['Deposits kept (not taxable)', '$100.00'],
    ]),
  );
  await expectNoAxeViolations();
});
