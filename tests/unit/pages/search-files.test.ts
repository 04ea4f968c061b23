import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { DISALLOWED_PATHS, GET as robots } from '@/pages/robots.txt';
import { GET as sitemap, INDEXED_PATHS } from '@/pages/sitemap.xml';

/*
 * /sitemap.xml and /robots.txt (issue 36), as the build writes them: each endpoint called as Astro
 * calls it, with the site's address from astro.config.mjs.
 */

const site = new URL('https://kenyanbites.example');
const context = (path: string) => ({ site, url: new URL(path, site) }) as unknown as APIContext;

describe('/sitemap.xml', () => {
  it('lists the home page, the six information pages and the gift cards page, at their canonical absolute addresses, and nothing else', async () => {
    const answer = await sitemap(context('/sitemap.xml'));
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await answer.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://kenyanbites.example/',
      'https://kenyanbites.example/about/',
      'https://kenyanbites.example/contact/',
      'https://kenyanbites.example/faq/',
      'https://kenyanbites.example/privacy/',
      'https://kenyanbites.example/terms/',
      'https://kenyanbites.example/allergens/',
      'https://kenyanbites.example/gift-cards/',
      'https://kenyanbites.example/catering/',
    ]);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  // A new page is either listed or kept out of search on purpose, never forgotten.
  it('holds every page without noindex, and none with it', () => {
    const pagesDir = fileURLToPath(new URL('../../../src/pages', import.meta.url));
    const astroPages = (readdirSync(pagesDir, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.astro'))
      .map((file) => ({ file, source: readFileSync(join(pagesDir, file), 'utf8') }));
    // An information page with a page of its own (/faq, /allergens) is that page's, not [page]'s.
    const ownPages = new Set(astroPages.map(({ file }) => file.replace(/\.astro$/, '.md')));
    const information = readdirSync(fileURLToPath(new URL('../../../src/content/pages', import.meta.url)))
      .filter((file) => file.endsWith('.md') && !ownPages.has(file))
      .map((file) => `/${file.slice(0, -'.md'.length)}/`);

    // A page is kept out of search by its own `noindex`, or by a layout that always sets it.
    const layoutsDir = fileURLToPath(new URL('../../../src/layouts', import.meta.url));
    const noindexLayouts = readdirSync(layoutsDir)
      .filter((file) => /<BaseLayout\b[^>]*\bnoindex\b(?!=)/.test(readFileSync(join(layoutsDir, file), 'utf8')))
      .map((file) => file.replace(/\.astro$/, ''));
    const keptOut = (source: string) =>
      /\bnoindex\b/.test(source) || noindexLayouts.some((layout) => new RegExp(`<${layout}\\b`).test(source));

    const indexable: string[] = [];
    for (const { file, source } of astroPages) {
      const path = file.replace(/\.astro$/, '');
      if (path === '404') continue; // Answers what is not there; no address of its own.
      if (path === '[page]') indexable.push(...information);
      else if (path === 'index') indexable.push('/');
      else if (keptOut(source)) expect(INDEXED_PATHS, file).not.toContain(`/${path}/`);
      else indexable.push(`/${path}/`);
    }
    expect([...INDEXED_PATHS].sort()).toEqual(indexable.sort());
  });
});

describe('/robots.txt', () => {
  it('keeps crawlers out of the private pages and the API, and names the sitemap by its absolute address', async () => {
    const answer = await robots(context('/robots.txt'));
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await answer.text()).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /account',
        'Disallow: /checkout',
        'Disallow: /api',
        'Disallow: /order-confirmation',
        'Disallow: /order-history',
        '',
        'Sitemap: https://kenyanbites.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('disallows no page the sitemap lists', () => {
    for (const path of INDEXED_PATHS) {
      expect(
        DISALLOWED_PATHS.filter((prefix) => path.startsWith(prefix)),
        path,
      ).toEqual([]);
    }
  });
});
