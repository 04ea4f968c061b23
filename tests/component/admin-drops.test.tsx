import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { PERIOD_IN_THE_PAST, PERIODS_OVERLAP } from '@/domain/fulfilment/drops';
import { DROP_SPOTS_NONE, SUBJECT_MISSING } from '@/domain/schemas/ordering-period';
import { CLOSES_AT_MISSING, OPENS_AT_MISSING } from '@/islands/admin/drops/drop-form-values';
import type { Drop } from '@/stores/admin/drops/drops';
import { businessSettingsAnswer } from '../fixtures/api-answers';
import { CHURCH, KITCHEN, OLD_STALL } from '../fixtures/admin-spots';
import { stubApi, type StubAnswer } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * The owner's drops at /admin/drops: how customers order, the drops as cards in the shop's time,
 * and the form. The server stands in as a stub; what it stores and refuses is checked against the
 * real functions in tests/integration/drops.test.ts.
 */

const ADMIN = sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' });

/** Friday, Dec 6, 2030, 9:00 AM to 7:00 PM in the shop (CST), announced, selling Friday and Saturday. */
const FRIDAY: Drop = {
  id: 1,
  opensAt: '2030-12-06T15:00:00.000Z',
  closesAt: '2030-12-07T01:00:00.000Z',
  sellsDates: ['2030-12-06', '2030-12-07'],
  note: 'Samosa Friday',
  announce: { subject: 'Samosas are on', text: 'Order beef and veggie samosas until 7.' },
  state: 'scheduled',
  spotIds: [KITCHEN.id, CHURCH.id],
};

const LAST_WEEK: Drop = {
  id: 2,
  opensAt: '2030-11-29T15:00:00.000Z',
  closesAt: '2030-11-30T18:00:00.000Z',
  sellsDates: [],
  note: null,
  announce: null,
  state: 'closed',
  spotIds: [KITCHEN.id, OLD_STALL.id],
};

async function renderDropsPage() {
  const [{ default: AdminDrops }, { default: Toaster }] = await Promise.all([
    import('@/islands/admin/drops/admin-drops'),
    import('@/islands/shell/toaster/toaster'),
  ]);
  render(
    <>
      <AdminDrops />
      <Toaster />
    </>,
  );
}

/** The page's server: GET answers `drops`; POST and PATCH answer what `save` says. */
function stubDropsApi(drops: Drop[], save: (body: unknown) => StubAnswer = () => ({ status: 201, json: FRIDAY })) {
  carrySessionHint();
  let mode: 'always' | 'drops' = 'always';
  return stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/drops': { json: drops },
    'GET /api/admin/pickup-spots': { json: [KITCHEN, CHURCH, OLD_STALL] },
    'POST /api/admin/drops': (call) => save(call.body),
    'PATCH /api/admin/drops/1': (call) => save(call.body),
    'DELETE /api/admin/drops/1': { status: 204, json: null },
    'GET /api/business-settings': () => ({ json: businessSettingsAnswer({ orderingMode: mode }) }),
    'PATCH /api/business-settings': (call) => {
      mode = (call.body as { orderingMode: typeof mode }).orderingMode;
      return { json: businessSettingsAnswer({ orderingMode: mode, isAcceptingOrders: mode === 'always' }) };
    },
  });
}

const card = async (when: string) => {
  const list = await screen.findByRole('list', { name: 'Drops' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByRole('heading', { name: when }) !== null);
  if (!item) throw new Error(`no card for ${when}`);
  return item;
};

/** Types a datetime-local value as a browser's picker sets it. */
const setTime = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

test('each drop shows when it opens and closes in shop time, its state, days, note and announcement', async () => {
  stubDropsApi([LAST_WEEK, FRIDAY]);
  await renderDropsPage();
  const friday = await card('Fri, Dec 6, 9:00 AM – 7:00 PM');
  expect(friday.textContent).toContain('Scheduled');
  expect(friday.textContent).toContain('Samosa Friday');
  expect(friday.textContent).toContain('Sells Fri, Dec 6 and Sat, Dec 7');
  expect(friday.textContent).toContain('Announced to the notify list: Samosas are on');
  expect(friday.textContent).toContain('Pickup at Home kitchen and Grace Church car park');
  expect(within(friday).getByRole('button', { name: 'Edit the drop Fri, Dec 6, 9:00 AM – 7:00 PM' })).toBeTruthy();

  // Closed, across two days: kept as it ran, with no way to change it.
  const lastWeek = await card('Fri, Nov 29, 9:00 AM – Sat, Nov 30, 12:00 PM');
  expect(lastWeek.textContent).toContain('Closed');
  expect(lastWeek.textContent).toContain('Sells any day');
  expect(lastWeek.textContent).toContain('Not announced');
  expect(lastWeek.textContent).toContain('Pickup at Home kitchen and Old market stall');
  expect(within(lastWeek).queryByRole('button')).toBeNull();

  expect(screen.getByRole('radio', { name: /^Always open/ })).toHaveProperty('checked', true);
  await expectNoAxeViolations();
});

test('the owner switches to taking orders only during drops, and back', async () => {
  const api = stubDropsApi([]);
  await renderDropsPage();
  expect(await screen.findByText('No drops yet. Schedule one for the next batch you cook.')).toBeTruthy();
  const user = userEvent.setup();
  const drops = screen.getByRole('radio', { name: /^Only during drops/ });
  expect(drops.getAttribute('aria-describedby')).toBeTruthy();
  await user.click(drops);
  expect(await screen.findByText('Customers can order only while a drop is open.')).toBeTruthy();
  await expect.poll(() => (drops as HTMLInputElement).checked).toBe(true);
  await user.click(screen.getByRole('radio', { name: /^Always open/ }));
  await expect
    .poll(() => api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body))
    .toEqual([{ orderingMode: 'drops' }, { orderingMode: 'always' }]);
});

test('schedules a drop typed in shop time, with its days and announcement; a refusal keeps what was typed', async () => {
  let answer: StubAnswer = { status: 409, json: { message: PERIODS_OVERLAP } };
  const api = stubDropsApi([], () => answer);
  await renderDropsPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Schedule a Drop' }));
  const form = within(await screen.findByRole('region', { name: 'Schedule a Drop' }));
  setTime(form.getByLabelText(/^Orders open/), '2030-12-06T09:00');
  setTime(form.getByLabelText(/^Orders close/), '2030-12-06T19:00');
  // The eight days from the opening's.
  const days = form.getAllByRole('checkbox', { name: /^\w{3}, \w{3} \d+$/ }).map((box) => box.getAttribute('value'));
  expect(days).toEqual(['06', '07', '08', '09', '10', '11', '12', '13'].map((day) => `2030-12-${day}`));
  await user.click(form.getByRole('checkbox', { name: 'Sat, Dec 7' }));
  // Every spot not archived, ticked; the owner unticks the church for this one.
  const spots = within(form.getByRole('group', { name: 'Pickup spots' })).getAllByRole('checkbox');
  expect(spots.map((box) => [box.parentElement?.textContent, (box as HTMLInputElement).checked])).toEqual([
    ['Home kitchen', true],
    ['Grace Church car park', true],
  ]);
  await user.click(form.getByRole('checkbox', { name: 'Grace Church car park' }));
  await user.type(form.getByLabelText('Note'), 'Samosa Friday');
  expect(form.queryByLabelText(/^Subject/)).toBeNull();
  await user.click(form.getByRole('checkbox', { name: 'Announce it to the notify list' }));
  await user.type(form.getByLabelText(/^Subject/), 'Samosas are on');
  await user.type(form.getByLabelText(/^Message/), 'Order until 7.');
  await user.click(form.getByRole('button', { name: 'Schedule Drop' }));

  // An overlap names no field: it shows above the form, and nothing typed is lost.
  expect((await form.findByRole('alert')).textContent).toBe(PERIODS_OVERLAP);
  expect((form.getByLabelText(/^Orders open/) as HTMLInputElement).value).toBe('2030-12-06T09:00');
  expect((form.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Samosas are on');
  const posted = api.calls.filter((call) => call.method === 'POST').map((call) => call.body);
  expect(posted).toEqual([
    {
      opensAt: '2030-12-06T15:00:00.000Z',
      closesAt: '2030-12-07T01:00:00.000Z',
      sellsDates: ['2030-12-07'],
      note: 'Samosa Friday',
      announce: { subject: 'Samosas are on', text: 'Order until 7.' },
      spotIds: [KITCHEN.id],
    },
  ]);

  answer = { status: 400, json: { message: PERIOD_IN_THE_PAST, fields: { closesAt: PERIOD_IN_THE_PAST } } };
  await user.click(form.getByRole('button', { name: 'Schedule Drop' }));
  const closes = form.getByLabelText(/^Orders close/) as HTMLInputElement;
  await expect.poll(() => closes.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(`${closes.id}-error`)?.textContent).toBe(PERIOD_IN_THE_PAST);

  answer = { status: 201, json: FRIDAY };
  await user.click(form.getByRole('button', { name: 'Schedule Drop' }));
  expect(await screen.findByText('Drop Scheduled')).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schedule a Drop' }));
});

test("the form's own check names each field before anything is sent", async () => {
  const api = stubDropsApi([]);
  await renderDropsPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Schedule a Drop' }));
  const form = within(await screen.findByRole('region', { name: 'Schedule a Drop' }));
  await user.click(form.getByRole('checkbox', { name: 'Announce it to the notify list' }));
  await user.click(form.getByRole('checkbox', { name: 'Home kitchen' }));
  await user.click(form.getByRole('checkbox', { name: 'Grace Church car park' }));
  await user.click(form.getByRole('button', { name: 'Schedule Drop' }));

  const spotsGroup = form.getByRole('group', { name: 'Pickup spots' });
  await expect.poll(() => spotsGroup.textContent).toContain(DROP_SPOTS_NONE);
  const opens = form.getByLabelText(/^Orders open/) as HTMLInputElement;
  await expect.poll(() => opens.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(`${opens.id}-error`)?.textContent).toBe(OPENS_AT_MISSING);
  const closes = form.getByLabelText(/^Orders close/) as HTMLInputElement;
  expect(document.getElementById(`${closes.id}-error`)?.textContent).toBe(CLOSES_AT_MISSING);
  const subject = form.getByLabelText(/^Subject/) as HTMLInputElement;
  expect(document.getElementById(`${subject.id}-error`)?.textContent).toBe(SUBJECT_MISSING);
  await expect.poll(() => document.activeElement).toBe(opens);

  setTime(opens, '2030-12-06T19:00');
  setTime(closes, '2030-12-06T09:00');
  await user.click(form.getByRole('button', { name: 'Schedule Drop' }));
  await expect
    .poll(() => document.getElementById(`${closes.id}-error`)?.textContent)
    .toBe('The closing time must be after the opening time');
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('edits a drop from its times in shop time, and deletes one after asking', async () => {
  const api = stubDropsApi([FRIDAY], (body) => ({ json: { ...FRIDAY, ...(body as object) } }));
  await renderDropsPage();
  const user = userEvent.setup();
  const friday = await card('Fri, Dec 6, 9:00 AM – 7:00 PM');
  await user.click(within(friday).getByRole('button', { name: /^Edit/ }));
  const form = within(await screen.findByRole('region', { name: 'Edit the Drop' }));
  expect((form.getByLabelText(/^Orders open/) as HTMLInputElement).value).toBe('2030-12-06T09:00');
  expect((form.getByLabelText(/^Orders close/) as HTMLInputElement).value).toBe('2030-12-06T19:00');
  expect(form.getByRole('checkbox', { name: 'Sat, Dec 7' })).toHaveProperty('checked', true);
  expect((form.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Samosas are on');
  setTime(form.getByLabelText(/^Orders close/), '2030-12-06T20:30');
  await user.click(form.getByRole('checkbox', { name: 'Announce it to the notify list' }));
  await user.click(form.getByRole('button', { name: 'Save Drop' }));
  expect(await screen.findByText('Drop Saved')).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'PATCH' && call.path === '/api/admin/drops/1')).toEqual([
    {
      method: 'PATCH',
      path: '/api/admin/drops/1',
      body: {
        opensAt: FRIDAY.opensAt,
        closesAt: '2030-12-07T02:30:00.000Z',
        sellsDates: FRIDAY.sellsDates,
        note: 'Samosa Friday',
        announce: null,
        spotIds: FRIDAY.spotIds,
      },
    },
  ]);

  await user.click(within(await card('Fri, Dec 6, 9:00 AM – 7:00 PM')).getByRole('button', { name: /^Delete/ }));
  const dialog = within(await screen.findByRole('alertdialog'));
  expect(dialog.getByText(/It will not open/)).toBeTruthy();
  await user.click(dialog.getByRole('button', { name: 'Delete Drop' }));
  expect(await screen.findByText('Drop Deleted')).toBeTruthy();
  expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/admin/drops/1')).toBe(true);
});
