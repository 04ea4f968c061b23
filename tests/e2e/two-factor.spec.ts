import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { mailedLink } from './mailbox';
import { saveScreen } from './screens';
import { E2E_PASSWORD, gotoHydrated, signUp } from './session-fixtures';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** What the customer's authenticator app shows for the key, `stepsAhead` 30-second steps from now. */
const appCode = (key: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

test('a customer verifies their email, turns on two-factor sign-in and signs in with a code', async ({
  page,
}, testInfo) => {
  const email = await signUp(page, { firstName: 'Zawadi' });
  await gotoHydrated(page, '/account');
  const main = page.getByRole('main');

  // Email: not verified yet; a new link on request; opening it verifies.
  const verification = main.getByRole('region', { name: 'Email Verification' });
  await expect(verification).toContainText(`${email} is not verified yet.`);
  await verification.getByRole('button', { name: 'Send a New Link' }).click();
  await expect(notifications(page).getByText('Verification Email Sent', { exact: true })).toBeVisible();
  await page.goto(await mailedLink(email, '/verify-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email Verified' })).toBeVisible();
  // Proving the address signed the account out everywhere: sign in again.
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/');
  await gotoHydrated(page, '/account');
  await expect(verification).toContainText(`${email} is verified.`);

  // Two-factor: the QR code and key, a first code, the recovery codes once.
  const twoFactor = main.getByRole('region', { name: 'Two-Factor Sign-In' });
  await twoFactor.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
  await expect(twoFactor.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await twoFactor.locator('code').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
  await twoFactor.getByLabel('Code from the app').fill('000000');
  await twoFactor.getByRole('button', { name: 'Turn On' }).click();
  await expect(twoFactor.getByRole('alert')).toHaveText(
    "That code didn't work. Enter the newest code from your authenticator app.",
  );
  await saveScreen(page, testInfo, 'two-factor-setup');

  await twoFactor.getByLabel('Code from the app').fill(appCode(key));
  await twoFactor.getByRole('button', { name: 'Turn On' }).click();
  await expect(notifications(page).getByText('Two-Factor Sign-In On', { exact: true })).toBeVisible();
  await expect(twoFactor.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  await expect(twoFactor.getByRole('listitem')).toHaveCount(10);
  await twoFactor.getByRole('button', { name: 'I Have Saved Them' }).click();
  await expect(twoFactor).toContainText('On. Signing in asks for a code from your authenticator app.');

  // Signing in again: the password, then the code.
  await page.context().clearCookies();
  await gotoHydrated(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Sign-In' })).toBeFocused();
  await page.getByLabel('Authentication code').fill(appCode(key, 1));
  await saveScreen(page, testInfo, 'two-factor-sign-in');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hello, Zawadi' })).toBeVisible();
});
