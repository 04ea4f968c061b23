import { expect, test } from '@playwright/test';
import { signUp } from './session-fixtures';

test('signing out ends the session, returns to the menu and says so', async ({ page }) => {
  await signUp(page, { firstName: 'Amina' });
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Hello, Amina' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL('/');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(notifications.getByText('You have been signed out successfully.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  // The session is over on the server, not just forgotten by the page.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

// The server is made to fail on purpose here: there is no other way to see the failure path.
test('a refused sign-out keeps the person signed in and shows the error toast', async ({ page }) => {
  await signUp(page, { firstName: 'Amina' });
  await page.route('**/api/auth/logout', (route) =>
    route.fulfill({ status: 500, json: { message: 'Database unavailable' } }),
  );
  await page.goto('/about');
  await page.getByRole('button', { name: 'Hello, Amina' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByText('Error', { exact: true })).toBeVisible();
  await expect(notifications.getByText('Failed to sign out. Please try again.')).toBeVisible();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('button', { name: 'Hello, Amina' })).toBeVisible();
});

test('F8 moves focus to the Notifications region, and a toast closes by itself after 5 s', async ({ page }) => {
  await signUp(page, { firstName: 'Amina' });
  await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 500, json: {} }));
  // The toast's 5 s are the page's clock, brought forward below rather than waited for.
  await page.clock.install();
  await page.goto('/terms');
  await page.getByRole('button', { name: 'Hello, Amina' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  const toast = notifications.getByText('Failed to sign out. Please try again.');
  await expect(toast).toBeVisible();

  await page.keyboard.press('F8');
  await expect(notifications.getByRole('list')).toBeFocused();

  // Focus pauses the timer; moving away lets it run out.
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.fastForward(5_000);
  await expect(toast).toBeHidden();
});

test('a toast swiped right past 50 px goes away, a shorter swipe does not', async ({ page }) => {
  await signUp(page, { firstName: 'Amina' });
  await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 500, json: {} }));
  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Hello, Amina' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
  await expect(toast).toContainText('Failed to sign out. Please try again.');

  const swipe = async (distance: number) => {
    const box = await toast.boundingBox();
    if (!box) throw new Error('the toast has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + 20 + (distance * step) / 10, y);
    await page.mouse.up();
  };

  await swipe(30);
  await expect(toast).toBeVisible();
  await swipe(120);
  await expect(toast).toBeHidden();
});
