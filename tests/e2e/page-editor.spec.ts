import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { LOCAL_BACKEND_PORT } from '../../src/cms/cms-config';
import { startLocalBackend } from '../../src/cms/cms-integration';

/*
 * The owner's page editor (/admin/pages/, Decap CMS) in its local mode, as `npm run dev` runs it: the
 * editor saves through decap-server into src/content/. Here that is a copy of the project, so that
 * the build under test is never changed. Astro then loads the copy's content as a build does first
 * (`astro sync`: every file read, checked against its collection's schema and its Markdown rendered)
 * and the terms' entry, which /terms shows whole (src/pages/[page].astro; static-pages.spec.ts reads
 * /terms from the build under test), carries the edit. The copy is not built whole: that took 25-30 s
 * of CPU for the one page, and rendered it from this same entry.
 */
const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const ADDED = 'We also answer by text at the number on our contact page.';

let copy: string;
let backend: Server;

test.beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'kenyan-bites-pages-'));
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  for (const file of stdout.split('\0').filter(Boolean)) {
    await mkdir(path.dirname(path.join(copy, file)), { recursive: true });
    await copyFile(path.join(root, file), path.join(copy, file)).catch(() => undefined);
  }
  await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  backend = await startLocalBackend(copy, LOCAL_BACKEND_PORT);
});

test.afterAll(async () => {
  backend?.close();
  if (copy && !process.env['KEEP_COPY']) await rm(copy, { recursive: true, force: true });
});

/**
 * An entry as Astro's content store holds it after `astro sync` (data-store.json, in devalue's flat
 * form: the first value is a Map of the collections, and a value refers to others by their index):
 * its title and its Markdown rendered, as /terms shows them.
 */
function storedEntry(store: unknown[], collection: string, id: string): { title: unknown; html: unknown } {
  const keyed = (mapIndex: number, key: string): number => {
    const [tag, ...pairs] = store[mapIndex] as [string, ...number[]];
    expect(tag, 'a Map in the content store').toBe('Map');
    for (let i = 0; i < pairs.length; i += 2) if (store[pairs[i] as number] === key) return pairs[i + 1] as number;
    throw new Error(`The content store has no ${key}`);
  };
  const entry = store[keyed(keyed(0, collection), id)] as { data: number; rendered: number };
  const data = store[entry.data] as { title: number };
  const rendered = store[entry.rendered] as { html: number };
  return { title: store[data.title], html: store[rendered.html] };
}

test("the owner edits the terms in the page editor: the Markdown file changes, and Astro renders /terms's text from it", async ({
  page,
}) => {
  await page.goto('/admin/pages/#/collections/pages/entries/terms');
  await page.getByRole('button', { name: 'Login' }).click();
  const lastLine = page.getByText('We reply within one business day.');
  await lastLine.click();
  // The end of the page's text, whatever the screen's width wraps.
  await page.keyboard.press('Control+End');
  // The sentence put in as one input, as a paste puts it: typed, its 58 key presses, each redrawing
  // the editor, took 3 s of the test.
  await page.keyboard.insertText(` ${ADDED}`);
  await expect(page.getByText(`We reply within one business day. ${ADDED}`).first()).toBeVisible();
  // The typed text settles into the entry before it can be published: the editor then says so
  // (until it has, the entry reads as saved and Publish reads 'Published', which opens nothing).
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // Decap redraws its toolbar as the typed text settles into the entry, and a press on Publish
  // during that redraw opens no menu (seen once in CI): press again until the menu shows, as the
  // owner would.
  const publishNow = page.getByRole('menuitem', { name: 'Publish now' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(publishNow).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await publishNow.click();
  await expect(page.getByText('Entry saved')).toBeVisible();

  const terms = await readFile(path.join(copy, 'src/content/pages/terms.md'), 'utf8');
  expect(terms).toContain(`We reply within one business day. ${ADDED}`);
  expect(terms).toMatch(/^---\ntitle: Terms and Conditions\n/);

  // Astro's content store kept in the copy (not node_modules/.astro, which the copy shares).
  const sync =
    "const { sync } = await import('astro'); await sync({ root: process.cwd(), cacheDir: './.astro-cache' });";
  await run(process.execPath, ['--input-type=module', '-e', sync], {
    cwd: copy,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const store = JSON.parse(await readFile(path.join(copy, '.astro-cache/data-store.json'), 'utf8')) as unknown[];
  const { title, html } = storedEntry(store, 'pages', 'terms');
  expect(title).toBe('Terms and Conditions');
  expect(html).toContain(`We reply within one business day. ${ADDED}</p>`);
});
