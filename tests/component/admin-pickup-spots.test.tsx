import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { WINDOW_PIECES_INVALID } from '@/domain/schemas/fulfilment-settings';
import { SPOT_ADDRESS_MISSING, SPOT_NAME_MISSING, SPOT_NEVER_OPEN } from '@/domain/schemas/pickup-spot';
import type { AdminSpot } from '@/stores/admin/pickup-spots/pickup-spots';
import { CHURCH, KITCHEN, OLD_STALL } from '../fixtures/admin-spots';
import { stubApi, type StubAnswer } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * The owner's pickup spots at /admin/pickup-spots: the cards, the form's states and archiving. The
 * server stands in as a stub; what it stores and refuses is checked against the real functions in
 * tests/integration/pickup-spots.test.ts.
 */

const ADMIN = sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' });

async function renderSpotsPage() {
  const [{ default: AdminPickupSpots }, { default: Toaster }] = await Promise.all([
    import('@/islands/admin/pickup-spots/admin-pickup-spots'),
    import('@/islands/shell/toaster/toaster'),
  ]);
  render(
    <>
      <AdminPickupSpots />
      <Toaster />
    </>,
  );
}

/** The page's server: GET answers the spots; POST and PUT answer what `save` says. */
function stubSpotsApi(save: (body: unknown) => StubAnswer, spots: AdminSpot[] = [KITCHEN, CHURCH, OLD_STALL]) {
  carrySessionHint();
  return stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/pickup-spots': { json: spots },
    'POST /api/admin/pickup-spots': (call) => save(call.body),
    'PUT /api/admin/pickup-spots/2': (call) => save(call.body),
    'POST /api/admin/pickup-spots/2/archive': { json: { ...CHURCH, archived: true } },
  });
}

const card = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Spots' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByRole('heading', { name }) !== null);
  if (!item) throw new Error(`no card for ${name}`);
  return item;
};

const posted = (api: ReturnType<typeof stubSpotsApi>, method: string) =>
  api.calls.filter((call) => call.method === method && call.path.startsWith('/api/admin/pickup-spots'));

test('each spot shows its name, marks, address, hours and notes; the kitchen cannot be archived', async () => {
  stubSpotsApi(() => ({ status: 500, json: {} }));
  await renderSpotsPage();
  const kitchen = await card('Home kitchen');
  expect(kitchen.textContent).toContain('Private address');
  expect(kitchen.textContent).toContain('8800 W 95th St, Overland Park, KS 66212');
  expect(kitchen.textContent).toContain("The shop's hours");
  expect(kitchen.textContent).toContain('Ring the side door bell');
  expect(within(kitchen).queryByRole('button', { name: /^Archive/ })).toBeNull();

  const church = await card('Grace Church car park');
  expect(church.textContent).not.toContain('Private address');
  expect(within(church).getByRole('list', { name: "Grace Church car park's hours" }).textContent).toContain(
    'Sun 12:00 PM – 2:00 PM',
  );
  expect(church.textContent).toContain('Windows of 30 minutes, 60 pieces each');
  const stall = await card('Old market stall');
  expect(stall.textContent).toContain('Archived');
  expect(within(stall).getByRole('button', { name: 'Restore Old market stall' })).toBeTruthy();
  await expectNoAxeViolations();
});

test('adds a spot with its own hours: the form names each problem first, and a refusal keeps what was typed', async () => {
  let answer: StubAnswer = { status: 400, json: { message: 'No', fields: { address: 'The server says no' } } };
  const api = stubSpotsApi(() => answer);
  await renderSpotsPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add a Spot' }));
  const form = within(await screen.findByRole('region', { name: 'Add a Pickup Spot' }));
  await user.click(form.getByRole('radio', { name: /^Its own hours/ }));
  await user.type(form.getByLabelText(/^Pieces per window/), 'lots');
  await user.click(form.getByRole('button', { name: 'Add Spot' }));

  const name = form.getByLabelText(/^Name/) as HTMLInputElement;
  await expect.poll(() => document.activeElement).toBe(name);
  expect(document.getElementById(`${name.id}-error`)?.textContent).toBe(SPOT_NAME_MISSING);
  const address = form.getByLabelText(/^Address/) as HTMLInputElement;
  expect(document.getElementById(`${address.id}-error`)?.textContent).toBe(SPOT_ADDRESS_MISSING);
  const pieces = form.getByLabelText(/^Pieces per window/) as HTMLInputElement;
  expect(document.getElementById(`${pieces.id}-error`)?.textContent).toBe(WINDOW_PIECES_INVALID);
  expect(posted(api, 'POST')).toEqual([]);

  await user.type(name, 'Farmers market');
  await user.type(address, '7000 W 119th St, Overland Park, KS 66209');
  await user.clear(pieces);
  await user.type(pieces, '40');
  await user.click(form.getByRole('button', { name: 'Add Spot' }));
  // Its own hours, but no day open: the problem is the hours', and the focus goes to the choice.
  const hours = form.getByRole('group', { name: 'Hours' });
  await expect.poll(() => hours.textContent).toContain(SPOT_NEVER_OPEN);
  expect(document.activeElement).toBe(form.getByRole('radio', { name: /^Its own hours/ }));
  expect(posted(api, 'POST')).toEqual([]);

  await user.click(form.getByRole('switch', { name: 'Open on Saturday' }));
  await user.click(form.getByRole('button', { name: 'Add Spot' }));

  // The server's refusal of a field shows beside it; nothing typed is lost.
  await expect.poll(() => document.getElementById(`${address.id}-error`)?.textContent).toBe('The server says no');
  expect(name.value).toBe('Farmers market');
  const saturday = { '6': [{ start: '11:00', end: '19:00' }] };
  expect(posted(api, 'POST').map((call) => call.body)).toEqual([
    {
      name: 'Farmers market',
      address: '7000 W 119th St, Overland Park, KS 66209',
      notes: '',
      private: false,
      hours: { '0': [], '1': [], '2': [], '3': [], '4': [], '5': [], ...saturday },
      windowMinutes: 30,
      windowPieces: 40,
    },
  ]);

  answer = { status: 201, json: { ...OLD_STALL, id: 4, name: 'Farmers market', archived: false } };
  await user.click(form.getByRole('button', { name: 'Add Spot' }));
  expect(await screen.findByText('Spot Added')).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a Spot' }));
});

test("edits a spot to the shop's hours and private, sending no hours of its own", async () => {
  const api = stubSpotsApi((body) => ({ json: { ...CHURCH, ...(body as object) } }));
  await renderSpotsPage();
  const user = userEvent.setup();
  await user.click(within(await card('Grace Church car park')).getByRole('button', { name: /^Edit/ }));
  const form = within(await screen.findByRole('region', { name: 'Edit Grace Church car park' }));
  expect(form.getByRole('radio', { name: /^Its own hours/ })).toHaveProperty('checked', true);
  expect((form.getByLabelText(/^Pieces per window/) as HTMLInputElement).value).toBe('60');
  await user.click(form.getByRole('radio', { name: /^The shop's hours/ }));
  expect(form.queryByLabelText(/^Pieces per window/)).toBeNull();
  await user.click(form.getByRole('checkbox', { name: 'Keep the address private' }));
  await user.click(form.getByRole('button', { name: 'Save Spot' }));
  expect(await screen.findByText('Spot Saved')).toBeTruthy();
  expect(posted(api, 'PUT').map((call) => call.body)).toEqual([
    {
      name: CHURCH.name,
      address: CHURCH.address,
      notes: CHURCH.notes,
      private: true,
      hours: null,
      windowMinutes: null,
      windowPieces: null,
    },
  ]);
});

test('archives a spot after asking', async () => {
  const api = stubSpotsApi(() => ({ status: 500, json: {} }));
  await renderSpotsPage();
  const user = userEvent.setup();
  await user.click(within(await card('Grace Church car park')).getByRole('button', { name: /^Archive/ }));
  const dialog = within(await screen.findByRole('alertdialog'));
  expect(dialog.getByText(/Customers can no longer choose it/)).toBeTruthy();
  await user.click(dialog.getByRole('button', { name: 'Archive Spot' }));
  expect(await screen.findByText('Spot Archived')).toBeTruthy();
  expect(posted(api, 'POST').map((call) => call.path)).toEqual(['/api/admin/pickup-spots/2/archive']);
});
