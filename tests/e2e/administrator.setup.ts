import { expect, type Page, test as setup } from '@playwright/test';
import { mailedLink } from './mailbox';
import { ADMIN_EMAIL, E2E_PASSWORD, gotoHydrated, keepAdminSession } from './session-fixtures';

/*
 * Runs once before the phone and desktop projects (playwright.config.ts): the owner creates the
 * administrator's account on /register, as the owner of a new shop would, finds the dashboard
 * closed until the password is set through a link mailed to the address, has it mailed, sets the
 * password there and signs in. Every later test that needs the administrator carries this sign-in's
 * session (signUp with `admin: true`).
 *
 * Only one account can be the administrator (ADMIN_EMAIL), so on a server kept from an earlier
 * local run (reuseExistingServer) the account exists, verified by that run. Then this checks the
 * state it finds (the account signs in, is verified, reaches the dashboard) and says so in the
 * report. Where the server was started for this run (CI, or `npm test` saying E2E_SERVER_STARTED),
 * an account that already exists is a failure.
 */
const FRESH_SERVER = !!process.env['CI'] || process.env['E2E_SERVER_STARTED'] === '1';

setup(
  'the owner creates the administrator account, sets its password through the mailed link and reaches the dashboard',
  async ({ page }) => {
    if (await register(page)) {
      await expectSignedInAsOwner(page);
      await gotoHydrated(page, '/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Confirm You Own This Address' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(`set the password through a link we email to ${ADMIN_EMAIL}`);
      await page.getByRole('button', { name: 'Email Me the Link' }).click();
      await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Reset Link Sent')).toBeVisible();

      // The link proves the address; the password set there proves it is the owner's.
      await gotoHydrated(page, await mailedLink(ADMIN_EMAIL, '/reset-password'));
      await page.getByLabel('New password', { exact: true }).fill(E2E_PASSWORD);
      await page.getByLabel('Confirm new password').fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page).toHaveURL('/login');
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

    // Proven either way: the dashboard opens, with no request to prove the address first.
    await gotoHydrated(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    // The later tests that need the owner carry this session (signUp, session-fixtures.ts).
    await keepAdminSession(page.context());
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
