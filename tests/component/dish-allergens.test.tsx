import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import Menu from '@/islands/storefront/menu';
import { menuProductAnswer } from '../fixtures/api-answers';
import { CHAPATI, MANDAZI, PILAU } from '../fixtures/seeded-menu';
import { stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * What is in each dish (issue 37): the menu card's 'Contains: …' line in the HTML the server renders,
 * and the editor's ingredients and nine allergen checkboxes. What the server stores and answers is
 * checked against the real functions in tests/integration/dish-allergens.test.ts.
 */

test("the card says 'Contains: …' in the law's order in its server HTML; a dish with none says nothing", () => {
  const menu = [
    menuProductAnswer(MANDAZI, { allergens: ['Milk', 'Eggs', 'Wheat'], ingredients: ['wheat flour', 'milk'] }),
    menuProductAnswer(PILAU, { allergens: [] }),
  ];
  // Rendering subscribes the stores; nothing of this test needs what they would ask for.
  stubApi({ '/api/products': { json: menu }, '/api/business-settings': { json: {} } });
  const html = renderToString(<Menu initialMenu={menu} dailyLimited={false} />);
  expect(html).toContain('Contains: Milk, Eggs, Wheat');
  expect(html.match(/Contains:/g)).toHaveLength(1);
  // Under the dish's description, in the card of its own dish.
  const mandazi = html.slice(html.indexOf(MANDAZI.name), html.indexOf(PILAU.name));
  expect(mandazi.indexOf('made to order')).toBeLessThan(mandazi.indexOf('Contains: Milk, Eggs, Wheat'));
});

const ADMIN = sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' });

test('the editor lists the ingredients one a line and ticks the allergens; the save sends keys and the lines', async () => {
  const chapati = {
    ...menuProductAnswer(CHAPATI, { ingredients: ['wheat flour', 'water', 'salt'], allergens: ['Wheat'] }),
    status: 'on_menu',
    position: 1,
    dailyLimit: null,
    taxCategory: 'food',
  };
  let products = [chapati];
  carrySessionHint();
  const api = stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/products': () => ({ json: products }),
    'PATCH /api/products/4': () => {
      products = [{ ...chapati, allergens: ['Milk', 'Wheat'], ingredients: ['wheat flour', 'water', 'milk'] }];
      return { json: products[0] };
    },
  });
  const [{ default: MenuEditor }, { default: Toaster }] = await Promise.all([
    import('@/islands/admin/menu/menu-editor'),
    import('@/islands/shell/toaster/toaster'),
  ]);
  render(
    <>
      <MenuEditor />
      <Toaster />
    </>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Chapati' }));
  const form = within(await screen.findByRole('region', { name: 'Edit Chapati' }));

  const ingredients = form.getByLabelText(/^Ingredients/) as HTMLTextAreaElement;
  expect(ingredients.tagName).toBe('TEXTAREA');
  expect(ingredients.value).toBe('wheat flour\nwater\nsalt');
  expect(
    form.getByText('One a line, in order of weight, most first. At most 40, each up to 80 characters.'),
  ).toBeTruthy();

  const group = within(form.getByRole('group', { name: 'Allergens (the nine major)' }));
  const boxes = group.getAllByRole('checkbox') as HTMLInputElement[];
  expect(boxes.map((box) => box.labels?.[0]?.textContent)).toEqual([
    'Milk',
    'Eggs',
    'Fish',
    'Shellfish',
    'Tree nuts',
    'Peanuts',
    'Wheat',
    'Soy',
    'Sesame',
  ]);
  expect(boxes.filter((box) => box.checked).map((box) => box.labels?.[0]?.textContent)).toEqual(['Wheat']);
  await expectNoAxeViolations();

  await user.click(group.getByRole('checkbox', { name: 'Milk' }));
  await user.clear(ingredients);
  await user.type(ingredients, 'wheat flour{Enter}water{Enter}{Enter}milk');
  await user.click(form.getByRole('button', { name: 'Save Dish' }));

  expect(await screen.findByText('Dish Saved')).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
    expect.objectContaining({ ingredients: ['wheat flour', 'water', 'milk'], allergens: ['milk', 'wheat'] }),
  ]);
});
