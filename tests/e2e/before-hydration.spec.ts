import { expect, type Page, request, test } from '@playwright/test';
import { chooseFirstFreeTime } from './cart-steps';
import { E2E_PASSWORD, seedCart, waitForIslands } from './session-fixtures';

/*
 * A phone on a slow network paints the page long before its islands' code has arrived and run.
 * Here every script under /_astro/ is held back until the test lets it through; each step acts as
 * soon as its element is visible: a choice must be applied, a typed value kept, or the control must
 * be visibly not ready (disabled, aria-busy) and become ready by itself once the code arrives.
 * Holding the scripts until the steps are done (rather than delaying each by a fixed time, which a
 * chain of imports multiplies) proves the steps ran before hydration and costs no more waiting than
 * that. Where the steps run while the code is already arriving (the cart sheet's fields), the CPU
 * also runs 4 times slower, so that hydration is still under way as they are typed; where the steps
 * are done before any code is let through, a slower CPU would only make the hydration after them
 * slower, and proves nothing more.
 */
const ISLAND_SCRIPTS = /\/_astro\/.+\.js(\?.*)?$/;

// On a CPU four times slower, every step takes longer than on a fast desktop.
test.describe.configure({ timeout: 120_000 });

/** Lets the held scripts through, per page. */
const releaseScripts = new WeakMap<Page, () => void>();

async function openOnASlowPhone(page: Page, path: string, { slowCpu = false } = {}): Promise<void> {
  // Not under libfaketime (a run at another hour, docs/development.md): it moves the thread CPU
  // clocks that Chromium's throttle measures by, which then holds the page still.
  if (slowCpu && !process.env.LD_PRELOAD?.includes('faketime')) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const released = new Promise<void>((resolve) => releaseScripts.set(page, resolve));
  await page.route(ISLAND_SCRIPTS, async (route) => {
    await released;
    await route.continue();
  });
  // 'commit': do not wait for the load event, which itself waits for the held scripts.
  await page.goto(path, { waitUntil: 'commit' });
}

/** Proves a step really ran before hydration: some island still holds only server HTML. */
async function expectNotYetHydrated(page: Page): Promise<void> {
  expect(await page.locator('astro-island[ssr]').count()).toBeGreaterThan(0);
}

/** Lets the scripts arrive and waits until every island is live. */
async function waitForHydration(page: Page): Promise<void> {
  releaseScripts.get(page)?.();
  await waitForIslands(page);
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** An account that exists but is not signed in in the page's browser. */
async function existingAccount(baseURL: string): Promise<string> {
  const email = `early-${Date.now().toString(36)}-${process.pid}@example.com`;
  const api = await request.newContext({ baseURL });
  const registered = await api.post('/api/auth/register', {
    data: { email, passwordHash: E2E_PASSWORD, firstName: 'Early', lastName: 'Bird' },
  });
  expect(registered.status()).toBe(201);
  await api.dispose();
  return email;
}

test('choosing the order type and adding to the cart work from the first paint', async ({ page }) => {
  await openOnASlowPhone(page, '/');
  const orderType = page.getByTestId('order-type');
  await orderType.getByText('Pickup', { exact: true }).click();
  await expectNotYetHydrated(page);
  // The choice shows at once: the radio is checked and its card turns dark.
  await expect(orderType.getByRole('radio', { name: /Pickup/ })).toBeChecked();

  await waitForHydration(page);
  await expect(orderType).toHaveAttribute('data-unset', 'false');
  await expect(page.getByRole('navigation', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText(
    'Select Items',
  );

  const beef = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: 'Beef Samosa' }) });
  await beef.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(notifications(page).getByText('Added to cart!')).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('10');
});

test('what is typed into Sign In before hydration is kept, and signs in', async ({ page, baseURL }) => {
  const email = await existingAccount(baseURL ?? '');
  await openOnASlowPhone(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await expectNotYetHydrated(page);
  // Not ready yet: the button says so rather than sending the form the browser's own way.
  const submit = page.getByRole('button', { name: 'Sign In', exact: true });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAttribute('aria-busy', 'true');

  await waitForHydration(page);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password')).toHaveValue(E2E_PASSWORD);
  await submit.click();
  await expect(page).toHaveURL('/');
  await expect(notifications(page).getByText('Welcome back!')).toBeVisible();
  expect(page.url()).not.toContain(E2E_PASSWORD);
});

test('what is typed into Create Account before hydration is kept, and creates the account', async ({ page }) => {
  await openOnASlowPhone(page, '/register');
  const email = `early-register-${Date.now().toString(36)}-${process.pid}@example.com`;
  await page.getByLabel('First name').fill('Achieng');
  await page.getByLabel('Last name').fill('Otieno');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone (optional)').fill('913-555-0100');
  await page.getByLabel('Password', { exact: true }).fill('karibu-sana');
  await page.getByLabel('Confirm password').fill('karibu-sana');
  await expectNotYetHydrated(page);

  await waitForHydration(page);
  await expect(page.getByLabel('First name')).toHaveValue('Achieng');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Confirm password')).toHaveValue('karibu-sana');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/');
  await expect(notifications(page).getByText('Account created!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hello, Achieng' })).toBeVisible();
});

test("the cart's contact fields, filled as soon as they show, are kept and let the order proceed", async ({ page }) => {
  await seedCart(page, [10]);
  await openOnASlowPhone(page, '/', { slowCpu: true });
  // The header's cart link works before any script: it opens the menu with the cart open.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Open cart/ })
    .click();
  // The sheet's own code is what draws it: let the code come, and type the moment the fields show,
  // while the page's islands are still hydrating on the slow CPU.
  releaseScripts.get(page)?.();
  const sheet = page.getByRole('dialog', { name: 'Your Order' });
  await sheet.getByLabel('Name').fill('Wanjiku Kamau');
  await sheet.getByLabel('Phone').fill('913-555-0199');
  await sheet.getByLabel('Email').fill('wanjiku@example.com');

  await waitForHydration(page);
  await expect(sheet.getByLabel('Name')).toHaveValue('Wanjiku Kamau');
  await expect(sheet.getByLabel('Phone')).toHaveValue('913-555-0199');
  await expect(sheet.getByLabel('Email')).toHaveValue('wanjiku@example.com');
  await chooseFirstFreeTime(sheet);
  await sheet.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL('/checkout');
});

test('no page shows a live-looking button whose code has not arrived', async ({ page }) => {
  // Island code never arrives: what is left must be links, or controls marked as not ready.
  await page.route(ISLAND_SCRIPTS, (route) => route.abort());
  for (const path of ['/', '/login', '/register', '/forgot-password', '/reset-password?token=x', '/about', '/404']) {
    await page.goto(path);
    const buttons = page.locator('astro-island button, astro-island select');
    for (const control of await buttons.all()) {
      await expect(control, `${path}: ${await control.textContent()}`).toBeDisabled();
      await expect(control).toHaveAttribute('aria-busy', 'true');
    }
    // The header's cart and Sign In are links, which work without any script.
    await expect(page.getByRole('banner').getByRole('link', { name: /^Open cart/ })).toHaveAttribute(
      'href',
      '/?cart=open',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  }
});
