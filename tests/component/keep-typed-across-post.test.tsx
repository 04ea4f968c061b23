import { afterEach, expect, test } from 'vitest';
import { keepTypedAcrossPost } from '@/components/forms/keep-typed-across-post';

/*
 * A plain form's typed details across a refused post (/catering): kept in the tab while it is
 * posted, put back on the page that comes back refused, forgotten once it went through.
 */

const NAMES = ['name', 'note'];

/** The page as the server sends it: the form with empty fields. */
function page(): HTMLFormElement {
  document.body.innerHTML = `<form method="post" action="/api/catering-requests">
    <input name="name"><textarea name="note"></textarea><button type="submit">Ask for a quote</button></form>`;
  const form = document.querySelector('form') as HTMLFormElement;
  form.addEventListener('submit', (event) => event.preventDefault());
  return form;
}

const value = (form: HTMLFormElement, name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;

function typeAndPost(values: Record<string, string>) {
  const form = page();
  keepTypedAcrossPost(form, NAMES, false);
  for (const [name, typed] of Object.entries(values)) (form.elements.namedItem(name) as HTMLInputElement).value = typed;
  form.requestSubmit();
}

afterEach(() => sessionStorage.clear());

test('the page that comes back refused has what was typed', () => {
  typeAndPost({ name: 'Wanjiru Kamau', note: 'A graduation party, 80 guests' });
  const refused = page();
  keepTypedAcrossPost(refused, NAMES, false);
  expect([value(refused, 'name'), value(refused, 'note')]).toEqual(['Wanjiru Kamau', 'A graduation party, 80 guests']);
  // Once put back, it is forgotten: a later visit starts empty.
  const later = page();
  keepTypedAcrossPost(later, NAMES, false);
  expect(value(later, 'name')).toBe('');
});

test('once the request went through, nothing is put back or kept', () => {
  typeAndPost({ name: 'Wanjiru Kamau', note: '' });
  const sent = page();
  keepTypedAcrossPost(sent, NAMES, true);
  expect(value(sent, 'name')).toBe('');
  expect(sessionStorage.length).toBe(0);
});
