import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { saveScreen } from './screens';
import { carryStaleSessionHint, gotoHydrated, hasSessionHint, signUp } from './session-fixtures';

const TIME_ZONE = 'America/Chicago';
test.use({ timezoneId: TIME_ZONE });

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function openAccount(page: Page, firstName = 'Amina'): Promise<string> {
  const email = await signUp(page, { firstName });
  await gotoHydrated(page, '/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings');
  return email;
}

test("a visitor whose session has ended sees skeletons while it is checked, then 'Access Denied' with a way to sign in", async ({
  page,
}, testInfo) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    '**/api/auth/user',
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  await carryStaleSessionHint(page);
  await page.goto('/account');
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: 'Loading your account' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings');
  await expect(main.getByText('Access Denied')).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
  expect(await hasSessionHint(page)).toBe(false);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await saveScreen(page, testInfo, 'account-signed-out');
});

test('a customer sees the profile form, the account information, the reset-password link and the danger zone @desktop', async ({
  page,
}, testInfo) => {
  const email = await openAccount(page);
  const main = page.getByRole('main');
  await expect(page.locator('h1')).toHaveCount(1);

  const profile = main.getByRole('region', { name: 'Profile Information' });
  await expect(profile.getByLabel('First name')).toHaveValue('Amina');
  await expect(profile.getByLabel('Last name')).toHaveValue('Odhiambo');
  await expect(profile.getByLabel('Phone (optional)')).toHaveValue('');
  const emailField = profile.getByLabel('Email');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toBeDisabled();
  await expect(emailField).toHaveAccessibleDescription('Your email address cannot be changed.');

  const user = (await (await page.request.get('/api/auth/user')).json()) as { createdAt: string };
  const memberSince = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: TIME_ZONE }).format(
    new Date(user.createdAt),
  );
  const info = main.getByRole('region', { name: 'Account Information' });
  await expect(info.locator('dt')).toHaveText(['Email', 'Account Type', 'Member Since']);
  await expect(info.locator('dd')).toHaveText([email, 'Customer', memberSince]);

  await expect(
    main.getByRole('region', { name: 'Password' }).getByRole('link', { name: 'Reset Password' }),
  ).toHaveAttribute('href', '/forgot-password');
  await expect(
    main.getByRole('region', { name: 'Danger Zone' }).getByRole('button', { name: 'Delete Account' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreen(page, testInfo, 'account-signed-in');
});

test("the administrator's account type reads Administrator", async ({ page }) => {
  await signUp(page, { firstName: 'Owner', admin: true });
  await gotoHydrated(page, '/account');
  const info = page.getByRole('main').getByRole('region', { name: 'Account Information' });
  await expect(info.locator('dd').nth(1)).toHaveText('Administrator');
});

test("saving the profile says 'Profile Updated', the header greets by the new name, and it is kept", async ({
  page,
}) => {
  await openAccount(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Hello, Amina' })).toBeVisible();
  const profile = page.getByRole('main').getByRole('region', { name: 'Profile Information' });
  await profile.getByLabel('First name').fill('  Wanjiru ');
  await profile.getByLabel('Phone (optional)').fill('913-555-0142');
  await profile.getByRole('button', { name: 'Save Changes' }).click();

  await expect(notifications(page).getByText('Profile Updated', { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Hello, Wanjiru' })).toBeVisible();
  await expect(profile.getByLabel('First name')).toHaveValue('Wanjiru');

  await gotoHydrated(page, '/account');
  await expect(profile.getByLabel('First name')).toHaveValue('Wanjiru');
  await expect(profile.getByLabel('Phone (optional)')).toHaveValue('913-555-0142');
});

// A failed save, and a refused deletion below, are component tests (tests/component/account.test.tsx):
// the server is never made to fail.

test.describe('deleting the account', () => {
  test('Cancel in the confirmation keeps the account and returns focus to the button', async ({ page }, testInfo) => {
    await openAccount(page);
    const trigger = page.getByRole('main').getByRole('button', { name: 'Delete Account' });
    await trigger.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/This cannot be undone\./);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await saveScreen(page, testInfo, 'account-dialog', false);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page).toHaveURL('/account');
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);

    // Escape closes it the same way.
    await trigger.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  });

  test("confirming deletes it: 'Account Deleted' on the home page, signed out, and the account is gone", async ({
    page,
  }) => {
    const email = await openAccount(page);
    await page.getByRole('main').getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Account' }).click();

    await expect(page).toHaveURL('/');
    await expect(notifications(page).getByText('Account Deleted', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    const again = await page.request.post('/api/auth/login', { data: { email, password: 'e2e-password-42' } });
    expect(again.status()).toBe(401);
  });
});
