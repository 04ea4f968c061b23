import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { saveScreen } from './screens';
import { gotoHydrated, signUp, waitForIslands } from './session-fixtures';

/*
 * The sign-in screens of docs/behaviour/screens.md (Sign in, Create account, Forgot password) and the reset
 * password screen, walked as a guest would. The field checks of Sign in and Create account are
 * component states: tests/component/auth-forms.test.tsx.
 */

const LINK_INVALID = 'This reset link has expired or has already been used. Please request a new one.';

let sequence = 0;
function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${sequence}@example.com`;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Holds a call until `release` is called, so the screen can be seen while it waits. */
async function holdCall(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Watches the sign-in card for the shake class (it stays only 600 ms, too short to poll for on a
 * busy machine) and notes the animation the browser actually ran with it.
 */
async function watchForShake(page: Page): Promise<() => Promise<{ shook: boolean; animation: string }>> {
  await heading(page)
    .locator('..')
    .evaluate((card) => {
      const seen = { shook: false, animation: '' };
      (window as unknown as { shakeSeen: typeof seen }).shakeSeen = seen;
      new MutationObserver(() => {
        if (!card.className.includes('animate-login-shake')) return;
        seen.shook = true;
        seen.animation = getComputedStyle(card).animationName;
      }).observe(card, { attributes: true, attributeFilter: ['class'] });
    });
  return () =>
    page.evaluate(() => (window as unknown as { shakeSeen: { shook: boolean; animation: string } }).shakeSeen);
}

test('a guest creates an account, signs out, is refused a wrong password, and signs back in', async ({ page }) => {
  test.slow(); // one whole journey: register, sign out, a refused and an accepted sign-in
  const email = uniqueEmail('wanjiru');

  // Both screens as they open are checked with axe in routes.spec.ts; here, the states a journey reaches.
  await gotoHydrated(page, '/login');
  await expect(heading(page)).toHaveText('Sign In');
  await page.getByRole('link', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/register');
  await expect(heading(page)).toHaveText('Create Account');
  await waitForIslands(page);
  await page.getByLabel('First name').fill('Wanjiru');
  await page.getByLabel('Last name').fill('Kamau');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone (optional)').fill('913-555-0199');
  await page.getByLabel('Password', { exact: true }).fill('samosa-lover-7');
  await page.getByLabel('Confirm password').fill('samosa-lover-7');
  const releaseRegister = await holdCall(page, '**/api/auth/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
  releaseRegister();

  await expect(page).toHaveURL('/');
  await expect(notifications(page).getByText('Account created!', { exact: true })).toBeVisible();
  const greeting = page.getByRole('banner').getByRole('button', { name: 'Hello, Wanjiru' });
  await expect(greeting).toBeVisible();
  await greeting.click();
  const menuReloaded = page.waitForEvent('load'); // signing out opens the menu page afresh
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await menuReloaded;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await gotoHydrated(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-my-password');
  const shake = await watchForShake(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  expect(await shake()).toEqual({ shook: true, animation: 'login-shake' });
  await expect(heading(page).locator('..')).not.toHaveClass(/animate-login-shake/);
  await saveScreen(page, test.info(), 'login-failed');

  await page.getByLabel('Password').fill('samosa-lover-7');
  const releaseLogin = await holdCall(page, '**/api/auth/login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  releaseLogin();

  await expect(page).toHaveURL('/');
  await expect(notifications(page).getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hello, Wanjiru' })).toBeVisible();
});

test('an email that already has an account gets the server message inline', async ({ page }) => {
  const email = uniqueEmail('twice');
  const first = await page.request.post('/api/auth/register', {
    data: { email, passwordHash: 'samosa-lover-7', firstName: 'Wanjiru', lastName: 'Kamau' },
  });
  expect(first.status()).toBe(201);
  await page.context().clearCookies();

  await gotoHydrated(page, '/register');
  await page.getByLabel('First name').fill('Wanjiru');
  await page.getByLabel('Last name').fill('Kamau');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('samosa-lover-7');
  await page.getByLabel('Confirm password').fill('samosa-lover-7');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'An account with this email already exists. Please sign in instead.',
  );
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/login');
});

test('the failed sign-in does not shake for someone who asked for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page, '/login');
  await page.getByLabel('Email').fill(uniqueEmail('still'));
  await page.getByLabel('Password').fill('not-my-password');
  const shake = await watchForShake(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  expect(await shake()).toEqual({ shook: true, animation: 'none' });
});

test('forgot password: the email checks, "Check Your Email", and "Try Different Email"', async ({ page }) => {
  await gotoHydrated(page, '/forgot-password');
  await expect(heading(page)).toHaveText('Forgot Password');

  const email = page.getByLabel('Email');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(notifications(page).getByText('Email Required', { exact: true })).toBeVisible();
  await expect(notifications(page).getByText('Please enter your email address.')).toBeVisible();
  await expect(email).toBeFocused();

  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');

  const address = uniqueEmail('forgetful');
  await email.fill(address);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(heading(page)).toHaveText('Check Your Email');
  await expect(heading(page)).toBeFocused();
  await expect(notifications(page).getByText('Reset Link Sent', { exact: true })).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  await expect(page.getByText('The link expires in 1 hour.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  await expect(heading(page)).toHaveCount(1);
  await saveScreen(page, test.info(), 'forgot-password-check-email');

  await page.getByRole('button', { name: 'Try Different Email' }).click();
  await expect(heading(page)).toHaveText('Forgot Password');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('');
  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page).toHaveURL('/login');
});

// A failed forgot-password request ('Request Failed'): tests/component/forgot-password.test.tsx.

test('reset password: a missing link says so and offers a new one', async ({ page }) => {
  await gotoHydrated(page, '/reset-password');
  await expect(heading(page)).toHaveText('Reset Link Not Valid');
  await expect(page.getByText(LINK_INVALID)).toBeVisible();
  await page.getByRole('link', { name: 'Request a New Link' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('reset password: the field checks, then an unknown link gets the server message and a new-link offer', async ({
  page,
}) => {
  await gotoHydrated(page, '/reset-password?token=not-a-real-token');
  await expect(heading(page)).toHaveText('Reset Password');
  await expectNoAxeViolations(page);

  const password = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  await expect(password).toHaveAttribute('autocomplete', 'new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription('At least 6 characters. Password must be at least 6 characters');
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');

  await password.fill('chapati-1');
  await confirm.fill('chapati-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(confirm).toHaveAccessibleDescription("Passwords don't match");

  await confirm.fill('chapati-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(heading(page)).toHaveText('Reset Link Not Valid');
  await expect(heading(page)).toBeFocused();
  await expect(page.getByText(LINK_INVALID)).toBeVisible();
  await saveScreen(page, test.info(), 'reset-password-link-invalid');
  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page).toHaveURL('/login');
});

test('someone already signed in is told so on /login and /register, with a way home', async ({ page }) => {
  await signUp(page, { firstName: 'Baraka' });
  for (const path of ['/login', '/register']) {
    await gotoHydrated(page, path);
    await expect(heading(page)).toHaveText("You're Signed In");
    await expect(page.getByRole('textbox')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Go to the Menu' }).click();
  await expect(page).toHaveURL('/');
});
