import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { stubApi } from './support/api-stub';
import { descriptionOf } from './support/described-by';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * /account's profile rules at its fields, and the server failing a save or a deletion (a state the
 * real server is never put in): the account screen and the toaster rendered for a signed-in
 * customer, the failing call answered 500. Saving and deleting for real are walked in
 * tests/e2e/account.spec.ts.
 */

async function renderAccount(failing?: string) {
  carrySessionHint();
  const api = stubApi({
    '/api/auth/user': { json: sessionUser({ firstName: 'Amina' }) },
    'GET /api/standing-orders': { json: { standingOrders: [], agreement: '', frequency: 'Every drop' } },
    ...(failing ? { [failing]: { status: 500, json: { message: 'Database unavailable' } } } : {}),
  });
  const [{ default: Account }, { default: Toaster }, { $sessionUser }] = await Promise.all([
    import('@/islands/account/settings/account'),
    import('@/islands/shell/toaster/toaster'),
    import('@/stores/shell/session'),
  ]);
  render(
    <>
      <Account />
      <Toaster />
    </>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
  await screen.findByRole('region', { name: 'Profile Information' });
  return { api, $sessionUser, notifications: () => within(screen.getByRole('region', { name: 'Notifications' })) };
}

test('the form shows the profile rules at the fields, and sends nothing until they are met', async () => {
  const { api } = await renderAccount();
  const user = userEvent.setup();
  const profile = within(screen.getByRole('region', { name: 'Profile Information' }));
  const first = profile.getByLabelText('First name');
  const last = profile.getByLabelText('Last name');
  await user.clear(first);
  await user.type(first, '   ');
  await user.clear(last);
  await user.click(profile.getByRole('button', { name: 'Save Changes' }));

  expect(document.activeElement).toBe(first);
  expect(first.getAttribute('aria-invalid')).toBe('true');
  expect(descriptionOf(first)).toBe('First name is required');
  expect(last.getAttribute('aria-invalid')).toBe('true');
  expect(descriptionOf(last)).toBe('Last name is required');

  // A fixed field clears as it is typed.
  await user.type(first, 'Wanjiru');
  expect(first.getAttribute('aria-invalid')).not.toBe('true');
  expect(profile.queryByText('First name is required')).toBeNull();
  // Every call is recorded (support/api-stub.ts), a save too.
  expect(api.calls.filter((call) => call.path === '/api/auth/profile')).toEqual([]);
});

test("a failed save shows 'Update Failed – Failed to update profile. Please try again.' and keeps the name", async () => {
  const { api, $sessionUser, notifications } = await renderAccount('PATCH /api/auth/profile');
  const user = userEvent.setup();
  const profile = within(screen.getByRole('region', { name: 'Profile Information' }));
  const firstName = profile.getByLabelText('First name');
  await user.clear(firstName);
  await user.type(firstName, 'Wanjiru');
  await user.click(profile.getByRole('button', { name: 'Save Changes' }));

  expect(await notifications().findByText('Update Failed')).toBeTruthy();
  expect(notifications().getByText('Failed to update profile. Please try again.')).toBeTruthy();
  expect(api.calls.filter((call) => call.path === '/api/auth/profile')).toHaveLength(1);
  // The header greets from the signed-in user, which still has the saved name.
  expect($sessionUser.get().data?.firstName).toBe('Amina');
  expect(profile.getByRole('button', { name: 'Save Changes' }).hasAttribute('disabled')).toBe(false);
});

test("a refused deletion shows 'Deletion Failed – Failed to delete account. Please try again.' and keeps the account", async () => {
  const { $sessionUser, notifications } = await renderAccount('DELETE /api/auth/account');
  const user = userEvent.setup();
  const trigger = screen.getByRole('button', { name: 'Delete Account' });
  await user.click(trigger);
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

  expect(await notifications().findByText('Deletion Failed')).toBeTruthy();
  expect(notifications().getByText('Failed to delete account. Please try again.')).toBeTruthy();
  await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
  await expect.poll(() => document.activeElement).toBe(trigger);
  expect($sessionUser.get().data?.firstName).toBe('Amina');
});
