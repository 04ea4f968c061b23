import type { APIRoute } from 'astro';

/*
 * /robots.txt (issue 36), written at build time so that its Sitemap line is an absolute address on
 * `site` (astro.config.mjs), as the robots.txt standard asks. Crawlers stay out of the owner's
 * pages, the customers' own ones and the API; the pages meant for search are in /sitemap.xml.
 */
export const prerender = true;

/** Path prefixes no crawler should fetch: private, transient, or not a page at all. */
export const DISALLOWED_PATHS: readonly string[] = [
  '/admin',
  '/account',
  '/checkout',
  '/api',
  '/order-confirmation',
  '/order-history',
];

export function robotsTxt(site: URL): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', site).href}`,
    '',
  ].join('\n');
}

export const GET: APIRoute = ({ site, url }) =>
  new Response(robotsTxt(site ?? url), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
