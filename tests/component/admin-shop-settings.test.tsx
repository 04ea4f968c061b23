import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { BusinessSettings } from '@/domain/api-shapes';
import type { OrderingMode } from '@/domain/fulfilment/drops';
import { shopStatusAt } from '@/domain/shop-status';
import { BANNER_MESSAGE_MAX } from '@/domain/schemas/business-settings';
import { stubApi, type StubAnswer } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * /admin's Shop Status section: the open/closed switch, the pause and the home page's banner
 * message. The shared e2e server's shop is never closed or paused (it would refuse the other tests'
 * orders) and its banner message is shown to every other test's home page, so these are the
 * dashboard and the toaster rendered for the administrator, with /api/business-settings answered by
 * a stand-in that keeps what was saved and answers as the server does. Saving for real (who may,
 * what is stored, trimmed and cleared, a pause's limits) is checked against the real function in
 * tests/integration/business-settings.test.ts.
 */

/** Thursday, Nov 26, 2026, 5:00 PM in the shop (CST): the clock of the tests that pause, any day they run. */
const NOW = new Date('2026-11-26T23:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

/** What the server stores: the switch, the banner, a pause and the mode (always unless told). */
interface ShopRow {
  switchOn: boolean;
  message: string | null;
  pausedUntil: string | null;
  orderingMode?: OrderingMode;
}
type SettingsPatch = { isAcceptingOrders?: boolean; message?: string; pausedUntil?: string | null };

/**
 * As the server answers at the time of asking, by its own rule (src/domain/shop-status.ts): a pause
 * still ahead closes ordering and says until when; in drops mode with no drop, closed, switch on.
 */
const answered = ({ switchOn, message, pausedUntil, orderingMode = 'always' }: ShopRow): BusinessSettings =>
  shopStatusAt(
    {
      isAcceptingOrders: switchOn,
      message,
      pausedUntil: pausedUntil === null ? null : new Date(pausedUntil),
      orderingMode,
    },
    [],
    new Date(),
  ).settings;

const never = () => new Promise<StubAnswer>(() => {});

/** The administrator's dashboard, the shop's stored settings starting as `initial`. */
async function renderDashboard(initial: ShopRow) {
  let row = initial;
  carrySessionHint();
  const api = stubApi({
    '/api/auth/user': { json: sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' }) },
    '/api/orders/stats': { json: { totalOrders: 0, pendingOrders: 0, totalRevenue: '0.00' } },
    '/api/orders': { json: [] },
    '/api/fulfilment-settings': never,
    'GET /api/business-settings': () => ({ json: answered(row) }),
    // As the server saves it: a pause alone; or the switch with the message trimmed, blank clearing
    // it, left out keeping it.
    'PATCH /api/business-settings': (call) => {
      const patch = call.body as SettingsPatch;
      row =
        patch.pausedUntil !== undefined
          ? { ...row, pausedUntil: patch.pausedUntil }
          : {
              ...row,
              switchOn: patch.isAcceptingOrders ?? false,
              message: patch.message === undefined ? row.message : patch.message.trim() || null,
            };
      return { json: answered(row) };
    },
  });
  const [{ default: AdminDashboard }, { default: Toaster }] = await Promise.all([
    import('@/islands/admin/dashboard/admin-dashboard'),
    import('@/islands/shell/toaster/toaster'),
  ]);
  render(
    <>
      <AdminDashboard />
      <Toaster />
    </>,
  );
  const region = await screen.findByRole('region', { name: 'Shop Status' });
  const shop = within(region);
  await shop.findByRole('switch', { name: 'Accepting orders' });
  return {
    region,
    shop,
    /** The banner exactly as customers see it, under 'Customers see'. */
    banner: () => within(shop.getByRole('group', { name: 'Customers see' })).getByRole('status'),
    /** The pause's buttons and time, shown while the switch is on and the shop is not paused. */
    pauseGroup: () => shop.queryByRole('group', { name: 'Pause new orders' }),
    /** While paused: 'Resume Now', described by the panel's words (the banner's preview says them too). */
    findResume: (words: string) => shop.findByRole('button', { name: 'Resume Now', description: words }),
    notifications: () => within(screen.getByRole('region', { name: 'Notifications' })),
    patches: () => api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body),
  };
}

test('shows a closed shop and opens it again with the switch', async () => {
  const { region, shop, banner, pauseGroup, notifications, patches } = await renderDashboard({
    switchOn: false,
    message: null,
    pausedUntil: null,
  });
  const toggle = shop.getByRole('switch', { name: 'Accepting orders' });
  expect(toggle.getAttribute('aria-checked')).toBe('false');
  expect(region.textContent).toContain('Closed: customers cannot place orders.');
  expect(banner().textContent).toBe('Currently Closed');
  // Closed by hand, there is nothing to pause.
  expect(pauseGroup()).toBeNull();
  await expectNoAxeViolations();

  toggle.focus();
  await userEvent.setup().keyboard(' ');
  expect(await notifications().findByText('Accepting Orders')).toBeTruthy();
  expect(patches()).toEqual([{ isAcceptingOrders: true }]);
  expect(notifications().getByText('Customers can place orders now.')).toBeTruthy();
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
  await expect.poll(() => region.textContent).toContain('Open: customers can place orders.');
  expect(banner().textContent).toBe('Open for Orders');
  // Green is how the owner sees it is open (happy-dom applies no styles, so its class stands in).
  expect(banner().className).toMatch(/text-green-900/);
  expect(pauseGroup()).not.toBeNull();
});

test('in drops mode between drops, shows the switch on, taking orders while a drop is open', async () => {
  const { region, shop, banner } = await renderDashboard({
    switchOn: true,
    message: null,
    pausedUntil: null,
    orderingMode: 'drops',
  });
  expect(shop.getByRole('switch', { name: 'Accepting orders' }).getAttribute('aria-checked')).toBe('true');
  expect(region.textContent).toContain('On: customers can place orders while a drop is open.');
  expect(banner().textContent).toBe('Currently Closed');
});

test('saves the banner message, refuses one that is too long before sending it, and clears it', async () => {
  const { region, shop, banner, notifications, patches } = await renderDashboard({
    switchOn: true,
    message: null,
    pausedUntil: null,
  });
  const user = userEvent.setup();
  // The form is shown afresh with each saved message, so the field is found again each time.
  const field = () => shop.getByRole('textbox', { name: 'Banner message' }) as HTMLTextAreaElement;
  const save = () => user.click(shop.getByRole('button', { name: 'Save Message' }));
  const message = 'Karibu! Fresh samosas until 8 PM';

  await user.type(field(), message);
  await save();
  expect(await notifications().findByText('Banner Saved')).toBeTruthy();
  expect(notifications().getByText(`Customers now see: ${message}`)).toBeTruthy();
  expect(patches()).toEqual([{ isAcceptingOrders: true, message }]);
  await expect.poll(() => banner().textContent).toBe(message);
  expect(field().value).toBe(message);

  await user.clear(field());
  await user.click(field());
  await user.paste('x'.repeat(BANNER_MESSAGE_MAX + 1));
  expect(region.textContent).toContain('281/280 characters');
  await save();
  expect((await shop.findByRole('alert')).textContent).toBe('Message must be at most 280 characters');
  expect(field().getAttribute('aria-invalid')).toBe('true');
  // Refused before it is sent: the server was asked nothing more, and customers still see the saved message.
  expect(patches()).toHaveLength(1);
  expect(banner().textContent).toBe(message);
  await expectNoAxeViolations();

  await user.clear(field());
  await save();
  expect(await notifications().findByText('Banner Cleared')).toBeTruthy();
  expect(patches()).toEqual([
    { isAcceptingOrders: true, message },
    { isAcceptingOrders: true, message: '' },
  ]);
  await expect.poll(() => banner().textContent).toBe('Open for Orders');
  expect(field().value).toBe('');
});

test('pauses new orders for 30 minutes, says until when, and resumes them', async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  const { region, shop, pauseGroup, findResume, notifications, patches } = await renderDashboard({
    switchOn: true,
    message: null,
    pausedUntil: null,
  });
  const user = userEvent.setup();
  const group = within(pauseGroup() as HTMLElement);
  expect(group.getAllByRole('button').map((button) => button.textContent)).toEqual([
    'Pause for 30 minutes',
    'Pause for 1 hour',
    'Pause for 2 hours',
    'Pause Until Then',
  ]);
  await expectNoAxeViolations();

  await user.click(group.getByRole('button', { name: 'Pause for 30 minutes' }));
  expect(await notifications().findByText('Orders Paused')).toBeTruthy();
  expect(notifications().getByText('Customers can order again at 5:30 PM.')).toBeTruthy();
  expect(patches()).toEqual([{ pausedUntil: '2026-11-26T23:30:00.000Z' }]);
  const resume = await findResume('Paused · back at 5:30 PM');
  // Focus moves to what replaced the pressed button, so a keyboard user hears it and keeps their place.
  await expect.poll(() => document.activeElement?.textContent).toBe('Paused · back at 5:30 PM');
  expect(pauseGroup()).toBeNull();
  // The switch stays on: a pause is not closing the shop by hand.
  const toggle = shop.getByRole('switch', { name: 'Accepting orders' });
  expect(toggle.getAttribute('aria-checked')).toBe('true');
  expect(region.textContent).toContain('On, but paused: customers cannot place orders until the pause ends.');
  await expectNoAxeViolations();

  await user.click(resume);
  expect(await notifications().findByText('Accepting Orders')).toBeTruthy();
  expect(patches()).toEqual([{ pausedUntil: '2026-11-26T23:30:00.000Z' }, { pausedUntil: null }]);
  await expect.poll(() => pauseGroup()).not.toBeNull();
  expect(shop.queryByRole('button', { name: 'Resume Now' })).toBeNull();
  expect(region.textContent).toContain('Open: customers can place orders.');
  await expect.poll(() => document.activeElement?.textContent).toBe('Pause new orders');
});

test('pauses until a chosen time: one already past today means tomorrow, in the shop’s time', async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  const { pauseGroup, findResume, patches } = await renderDashboard({
    switchOn: true,
    message: null,
    pausedUntil: null,
  });
  const user = userEvent.setup();
  const group = within(pauseGroup() as HTMLElement);
  const time = group.getByLabelText('Until a chosen time') as HTMLInputElement;

  await user.click(group.getByRole('button', { name: 'Pause Until Then' }));
  expect(group.getByText('Choose the time orders start again')).toBeTruthy();
  expect(time.getAttribute('aria-invalid')).toBe('true');
  expect(patches()).toEqual([]);

  await user.type(time, '16:30');
  // Before sending, the owner reads when that is.
  expect(group.getByText(/Back at Fri, Nov 27, 4:30 PM\./)).toBeTruthy();
  await user.click(group.getByRole('button', { name: 'Pause Until Then' }));
  expect(await findResume('Paused · back at Fri, Nov 27, 4:30 PM')).toBeTruthy();
  expect(patches()).toEqual([{ pausedUntil: '2026-11-27T22:30:00.000Z' }]);
});

test('saving the banner during a pause keeps the switch on and the pause as it was', async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  const { shop, findResume, notifications, patches } = await renderDashboard({
    switchOn: true,
    message: null,
    pausedUntil: at(120),
  });
  const user = userEvent.setup();
  expect(await findResume('Paused · back at 7:00 PM')).toBeTruthy();
  expect(shop.getByRole('switch', { name: 'Accepting orders' }).getAttribute('aria-checked')).toBe('true');

  await user.type(shop.getByRole('textbox', { name: 'Banner message' }), 'Back after the lunch rush');
  await user.click(shop.getByRole('button', { name: 'Save Message' }));
  expect(await notifications().findByText('Banner Saved')).toBeTruthy();
  expect(patches()).toEqual([{ isAcceptingOrders: true, message: 'Back after the lunch rush' }]);
  expect(await findResume('Paused · back at 7:00 PM')).toBeTruthy();
  expect(shop.getByRole('switch', { name: 'Accepting orders' }).getAttribute('aria-checked')).toBe('true');
});

test('stops saying paused when the pause ends while the page is open', async () => {
  // The clock runs on from NOW, so the pause below ends half a second into the test.
  vi.useFakeTimers({ now: NOW, toFake: ['Date'], shouldAdvanceTime: true });
  const { region, shop, pauseGroup, findResume } = await renderDashboard({
    switchOn: true,
    message: null,
    pausedUntil: new Date(NOW.getTime() + 500).toISOString(),
  });
  expect(await findResume('Paused · back at 5:00 PM')).toBeTruthy();
  expect(pauseGroup()).toBeNull();

  // A moment after it has ended, the page asks the server again, which answers open.
  await expect.poll(() => pauseGroup(), { timeout: 10_000 }).not.toBeNull();
  expect(shop.queryByRole('button', { name: 'Resume Now' })).toBeNull();
  await expect.poll(() => region.textContent).toContain('Open: customers can place orders.');
});
