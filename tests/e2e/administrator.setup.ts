import { expect, test as setup } from '@playwright/test';
import { mailedLink } from './mailbox';
import { ADMIN_EMAIL, E2E_PASSWORD, gotoHydrated } from './session-fixtures';

/*
 * Runs once before the phone and desktop projects (playwright.config.ts): the owner creates the
 * administrator's account on /register, as the owner of a new shop would, finds the dashboard
 * closed until the address is verified, and opens the link mailed to it. Every later test that
 * needs the administrator signs in to this account (signUp with `admin: true`).
 */
setup(
  'the owner creates the administrator account, verifies the address and reaches the dashboard',
  async ({ page }) => {
    await gotoHydrated(page, '/register');
    await page.getByLabel('First name').fill('Owner');
    await page.getByLabel('Last name').fill('Odhiambo');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    const created = page.getByRole('region', { name: 'Notifications' }).getByText('Account created!', { exact: true });
    const taken = page
      .getByRole('alert')
      .filter({ hasText: 'An account with this email already exists. Please sign in instead.' });
    await expect(created.or(taken)).toBeVisible();
    const isNew = await created.isVisible();
    if (!isNew) {
      // A server kept from an earlier local run (reuseExistingServer) has the account: sign in instead.
      await gotoHydrated(page, '/login');
      await page.getByLabel('Email').fill(ADMIN_EMAIL);
      await page.getByLabel('Password').fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    }
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hello, Owner' })).toBeVisible();

    if (isNew) {
      await gotoHydrated(page, '/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Email First' })).toBeVisible();
      await expect(page.getByText(`Open the link we emailed to ${ADMIN_EMAIL}`)).toBeVisible();

      await page.goto(await mailedLink(ADMIN_EMAIL, '/verify-email'));
      await expect(page.getByRole('heading', { level: 1, name: 'Email Verified' })).toBeVisible();
      await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();
    }

    await gotoHydrated(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  },
);
