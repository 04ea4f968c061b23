import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { BusinessSettings } from '@/domain/api-shapes';
import { BANNER_MESSAGE_MAX } from '@/domain/schemas/business-settings';
import { stubApi, type StubAnswer } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * /admin's Shop Status section: the open/closed switch and the home page's banner message. The
 * shared e2e server's shop is never closed (it would refuse the other tests' orders) and its banner
 * message is shown to every other test's home page, so these are the dashboard and the toaster
 * rendered for the administrator, with /api/business-settings answered by a stand-in that keeps
 * what was saved. Saving for real (who may, what is stored, trimmed and cleared) is checked against
 * the real function in tests/integration/business-settings.test.ts.
 */

type SettingsPatch = { isAcceptingOrders: boolean; message?: string };

const never = () => new Promise<StubAnswer>(() => {});

/** The administrator's dashboard, its shop settings starting as `initial`. */
async function renderDashboard(initial: BusinessSettings) {
  let settings = initial;
  carrySessionHint();
  const api = stubApi({
    '/api/auth/user': { json: sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' }) },
    '/api/orders/stats': { json: { totalOrders: 0, pendingOrders: 0, totalRevenue: '0.00' } },
    '/api/orders': { json: [] },
    '/api/fulfilment-settings': never,
    'GET /api/business-settings': () => ({ json: settings }),
    // As the server saves it: the message trimmed, blank clears it, left out keeps it.
    'PATCH /api/business-settings': (call) => {
      const patch = call.body as SettingsPatch;
      const message = patch.message === undefined ? settings.message : patch.message.trim() || null;
      settings = { isAcceptingOrders: patch.isAcceptingOrders, message };
      return { json: settings };
    },
  });
  const [{ default: AdminDashboard }, { default: Toaster }] = await Promise.all([
    import('@/islands/admin/admin-dashboard'),
    import('@/islands/toaster/toaster'),
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
    notifications: () => within(screen.getByRole('region', { name: 'Notifications' })),
    patches: () => api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body),
  };
}

test('shows a closed shop and opens it again with the switch', async () => {
  const { region, shop, banner, notifications, patches } = await renderDashboard({
    isAcceptingOrders: false,
    message: null,
  });
  const toggle = shop.getByRole('switch', { name: 'Accepting orders' });
  expect(toggle.getAttribute('aria-checked')).toBe('false');
  expect(region.textContent).toContain('Closed: customers cannot place orders.');
  expect(banner().textContent).toBe('Currently Closed');
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
});

test('saves the banner message, refuses one that is too long before sending it, and clears it', async () => {
  const { region, shop, banner, notifications, patches } = await renderDashboard({
    isAcceptingOrders: true,
    message: null,
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
