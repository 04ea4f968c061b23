import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { stubApi } from './support/api-stub';

/*
 * /forgot-password when the server fails (it never does on its own): the form and the toaster
 * rendered with POST /api/auth/forgot-password answered 500. The real request and its email are
 * walked in tests/e2e/auth-screens.spec.ts.
 */

test('a failed request shows the "Request Failed" toast and keeps the form', async () => {
  const api = stubApi({ 'POST /api/auth/forgot-password': { status: 500, json: {} } });
  const [{ default: ForgotPassword }, { default: Toaster }] = await Promise.all([
    import('@/islands/account/auth/forgot-password'),
    import('@/islands/shell/toaster/toaster'),
  ]);
  render(
    <>
      <ForgotPassword />
      <Toaster />
    </>,
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'amina@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

  const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
  expect(await notifications.findByText('Request Failed')).toBeTruthy();
  expect(notifications.getByText('Unable to process password reset request. Please try again.')).toBeTruthy();
  expect(api.calls).toEqual([
    { method: 'POST', path: '/api/auth/forgot-password', body: { email: 'amina@example.com' } },
  ]);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forgot Password');
  expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
});
