import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { stubApi } from './support/api-stub';
import { descriptionOf } from './support/described-by';

/*
 * The field checks of Sign in and Create account (docs/behaviour/screens.md#sign-in): what each
 * empty or wrong field says, tied to it, where the focus goes, and that nothing is sent until they
 * are met. A visitor with no session (no hint in storage) asks the server nothing. Signing in and
 * creating an account for real are walked in tests/e2e/auth-screens.spec.ts.
 */

test('sign-in field checks show their exact messages, tied to the fields, and focus the first', async () => {
  const api = stubApi({});
  const { default: LoginForm } = await import('@/islands/account/auth/login-form');
  render(<LoginForm />);
  const user = userEvent.setup();
  const signIn = await screen.findByRole('button', { name: 'Sign In' });
  await user.click(signIn);

  const email = screen.getByLabelText('Email');
  const password = screen.getByLabelText('Password');
  expect(document.activeElement).toBe(email);
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(descriptionOf(email)).toBe('Please enter a valid email address');
  expect(descriptionOf(password)).toBe('Password must be at least 6 characters');
  expect(email.getAttribute('autocomplete')).toBe('email');
  expect(password.getAttribute('autocomplete')).toBe('current-password');

  // A fixed field clears at once; the next submit focuses what is still wrong.
  await user.type(email, 'amina@example.com');
  expect(email.hasAttribute('aria-invalid')).toBe(false);
  await user.type(password, '12345');
  await user.click(signIn);
  expect(document.activeElement).toBe(password);
  expect(descriptionOf(password)).toBe('Password must be at least 6 characters');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(api.calls).toEqual([]);

  expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  expect(screen.getByRole('link', { name: 'Continue as Guest' }).getAttribute('href')).toBe('/');
});

test('create-account field checks show their exact messages, and the passwords must match', async () => {
  const api = stubApi({});
  const { default: RegisterForm } = await import('@/islands/account/auth/register-form');
  render(<RegisterForm />);
  const user = userEvent.setup();
  const create = await screen.findByRole('button', { name: 'Create Account' });
  await user.click(create);

  const firstName = screen.getByLabelText('First name');
  const lastName = screen.getByLabelText('Last name');
  expect(document.activeElement).toBe(firstName);
  expect(descriptionOf(firstName)).toBe('First name is required');
  expect(descriptionOf(lastName)).toBe('Last name is required');
  expect(descriptionOf(screen.getByLabelText('Email'))).toBe('Please enter a valid email address');
  expect(descriptionOf(screen.getByLabelText('Password'))).toBe(
    'At least 6 characters. Password must be at least 6 characters',
  );
  expect(screen.getByLabelText('Phone (optional)').hasAttribute('aria-invalid')).toBe(false);
  expect(firstName.getAttribute('autocomplete')).toBe('given-name');
  expect(lastName.getAttribute('autocomplete')).toBe('family-name');
  expect(screen.getByLabelText('Confirm password').getAttribute('autocomplete')).toBe('new-password');

  await user.type(firstName, 'Amina');
  await user.type(lastName, 'Odhiambo');
  await user.type(screen.getByLabelText('Email'), 'amina@example.com');
  await user.type(screen.getByLabelText('Password'), 'samosa-1');
  const confirm = screen.getByLabelText('Confirm password');
  await user.type(confirm, 'samosa-2');
  await user.click(create);
  expect(document.activeElement).toBe(confirm);
  expect(descriptionOf(confirm)).toBe("Passwords don't match");
  expect(confirm.getAttribute('aria-invalid')).toBe('true');
  expect(api.calls).toEqual([]);
});
