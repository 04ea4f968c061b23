import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { AdminMenuProduct } from '@/domain/menu';
import { hold, stubApi } from './support/api-stub';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * A dish's one-tap changes on /admin/menu by keyboard: the button pressed keeps the focus while
 * the change saves and after it, and a dish moved keeps it on its arrow as the list is drawn again
 * in the new order. The shared e2e server's menu is every other test's, so it is never changed
 * there (tests/e2e/owner-keyboard.spec.ts opens and closes the editor only).
 */

const ADMIN = sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' });

const dish = (id: number, name: string): AdminMenuProduct => ({
  id,
  name,
  description: `${name}, fresh.`,
  price: '2.00',
  unit: 'per piece',
  image: '/images/products/samosa.svg',
  imageAlt: name,
  packTiers: [],
  soldOut: false,
  quantityChoices: [1, 2, 3],
  status: 'on_menu',
  position: id,
  dailyLimit: null,
  maxPerOrder: null,
  taxCategory: 'prepared',
  ingredients: [],
  allergens: [],
});

/** The menu's server: the dishes as last changed; a PATCH moves one or changes its status, once `saved` lets it. */
function stubMenu(saved: Promise<void> = Promise.resolve()) {
  let dishes = [dish(1, 'Beef Samosa'), dish(2, 'Chapati'), dish(3, 'Mandazi')];
  carrySessionHint();
  stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/products': () => ({ json: dishes }),
    'GET /api/products': () => ({ json: dishes }),
    'PATCH /api/products/1': async (call) => {
      await saved;
      const change = call.body as { status?: AdminMenuProduct['status']; position?: number };
      const moved = dishes.find((entry) => entry.id === 1);
      if (!moved) return { status: 404, json: { error: 'Product not found' } };
      const others = dishes.filter((entry) => entry !== moved);
      const order = change.position === undefined ? dishes : others.toSpliced(change.position - 1, 0, moved);
      dishes = order.map((entry, index) => ({
        ...entry,
        position: index + 1,
        status: entry === moved ? (change.status ?? entry.status) : entry.status,
      }));
      return { json: dishes.find((entry) => entry.id === 1) };
    },
  });
}

async function renderMenu() {
  const { default: MenuEditor } = await import('@/islands/admin/menu/menu-editor');
  render(<MenuEditor />);
  return screen.findByRole('list', { name: 'Dishes, in menu order' });
}

test('Mark Sold Out by keyboard keeps the focus while it saves, and the same button then says Back on Sale', async () => {
  const { released, release } = hold();
  stubMenu(released);
  const user = userEvent.setup();
  await renderMenu();
  const button = screen.getByRole('button', { name: 'Mark Sold Out : Beef Samosa' });
  button.focus();
  await user.keyboard('{Enter}');

  // Saving: it says so, yet stays focusable (a disabled button would drop the focus to the page).
  await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true');
  expect((button as HTMLButtonElement).disabled).toBe(false);
  expect(document.activeElement).toBe(button);
  // A second press meanwhile does nothing more.
  await user.keyboard('{Enter}');
  release();

  const backOnSale = await screen.findByRole('button', { name: 'Back on Sale : Beef Samosa' });
  expect(backOnSale).toBe(button);
  expect(document.activeElement).toBe(backOnSale);
  expect(backOnSale.getAttribute('aria-disabled')).toBeNull();
});

test('a dish moved down by keyboard keeps the focus on its arrow, and on ↑ once it is last', async () => {
  stubMenu();
  const user = userEvent.setup();
  const list = await renderMenu();
  screen.getByRole('button', { name: 'Move Beef Samosa down' }).focus();

  const dishes = () =>
    [...list.querySelectorAll('h2')].map((heading) => heading.textContent?.replace(/^Number \d+: /, ''));
  await user.keyboard('{Enter}');
  await expect.poll(dishes).toEqual(['Chapati', 'Beef Samosa', 'Mandazi']);
  await expect.poll(() => document.activeElement?.id).toBe('move-down-dish-1');

  await user.keyboard('{Enter}');
  await expect.poll(dishes).toEqual(['Chapati', 'Mandazi', 'Beef Samosa']);
  // Last now: its ↓ cannot be pressed, so the focus is on its ↑.
  await expect.poll(() => document.activeElement?.id).toBe('move-up-dish-1');
});
