import type { APIRoute } from 'astro';
import { INFO_PAGES } from '@/components/site-links';

/*
 * /sitemap.xml (issue 36), written at build time: the pages a search engine should list, by their
 * canonical address (src/layouts/BaseLayout.astro: `site` and the path as Astro builds it, with a
 * trailing slash). Every other page is private, transient or marked noindex, and robots.txt keeps
 * crawlers out of the private ones (docs/architecture.md#search-and-sharing).
 */
export const prerender = true;

/** The home page, the information pages in the footer's order, the gift cards' page (issue 47) and catering's (issue 48). */
export const INDEXED_PATHS: readonly string[] = [
  '/',
  ...INFO_PAGES.map(({ href }) => `${href}/`),
  '/gift-cards/',
  '/catering/',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap's XML (sitemaps.org's protocol 0.9) with absolute addresses on `site`. */
export function sitemapXml(site: URL): string {
  const urls = INDEXED_PATHS.map((path) => `  <url><loc>${escapeXml(new URL(path, site).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export const GET: APIRoute = ({ site, url }) =>
  new Response(sitemapXml(site ?? url), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
