import { expect, type Page, test as setup } from '@playwright/test';
import { mailedLink } from './mailbox';
import { ADMIN_EMAIL, E2E_PASSWORD, gotoHydrated } from './session-fixtures';

/*
 * Runs once before the phone and desktop projects (playwright.config.ts): the owner creates the
 * administrator's account on /register, as the owner of a new shop would, finds the dashboard
 * closed until the address is verified, and opens the link mailed to it. Every later test that
 * needs the administrator signs in to this account (signUp with `admin: true`).
 *
 * Only one account can be the administrator (ADMIN_EMAIL), so on a server kept from an earlier
 * local run (reuseExistingServer) the account exists, verified by that run. Then this checks the
 * state it finds (the account signs in, is verified, reaches the dashboard) and says so in the
 * report. Where the server was started for this run (CI, or `npm test` saying E2E_SERVER_STARTED),
 * an account that already exists is a failure.
 */
const FRESH_SERVER = !!process.env['CI'] || process.env['E2E_SERVER_STARTED'] === '1';

setup(
  'the owner creates the administrator account, verifies the address and reaches the dashboard',
  async ({ page }) => {
    if (await register(page)) {
      await expectSignedInAsOwner(page);
      await gotoHydrated(page, '/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Email First' })).toBeVisible();
      await expect(page.getByText(`Open the link we emailed to ${ADMIN_EMAIL}`)).toBeVisible();

      await page.goto(await mailedLink(ADMIN_EMAIL, '/verify-email'));
      await expect(page.getByRole('heading', { level: 1, name: 'Email Verified' })).toBeVisible();
      await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();
      // The proof ended the registration's session: the owner signs in again.
      await signIn(page);
      await expectSignedInAsOwner(page);
    } else {
      expect(FRESH_SERVER, `${ADMIN_EMAIL} already has an account on a server started for this run`).toBe(false);
      const note = `${ADMIN_EMAIL} existed on this reused server: it was created and verified by an earlier run; only its sign-in and dashboard are checked now`;
      setup.info().annotations.push({ type: 'reused server', description: note });
      console.warn(`[administrator.setup] ${note}`);
      await signIn(page);
      await expectSignedInAsOwner(page);
    }

    // Verified either way: the dashboard opens, with no request to verify the address first.
    await gotoHydrated(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  },
);

/** Fills in /register; answers whether the account was created (false: it already existed). */
async function register(page: Page): Promise<boolean> {
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
  return created.isVisible();
}

async function signIn(page: Page): Promise<void> {
  await gotoHydrated(page, '/login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function expectSignedInAsOwner(page: Page): Promise<void> {
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hello, Owner' })).toBeVisible();
}
