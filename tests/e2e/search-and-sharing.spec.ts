import { expect, test } from '@playwright/test';

/*
 * Found on search, and good to share (issue 36), on the production build: each indexable page's head,
 * the home page's structured data against GET /api/products, /robots.txt and /sitemap.xml. Addresses
 * are absolute on the build's `site`, which need not be the origin these tests ask, so paths are
 * compared.
 */

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
const absolutePath = (address: string | null | undefined) => {
  const url = new URL(address ?? 'missing:');
  expect(url.protocol, String(address)).toMatch(/^https?:$/);
  return url.pathname;
};

for (const path of ['/', '/about', '/faq']) {
  test(`${path} has a canonical address, a description and sharing cards with the food's picture`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(absolutePath(canonical)).toBe(path === '/' ? '/' : `${path}/`);
    expect(meta(html, 'description')?.length).toBeGreaterThan(50);
    expect(meta(html, 'og:url')).toBe(canonical);
    expect(meta(html, 'og:site_name')).toBe('Kenyan Bites');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    for (const key of ['og:image', 'twitter:image']) {
      expect(absolutePath(meta(html, key))).toBe('/images/og-home.png');
    }
    expect(meta(html, 'robots')).toBeNull();
    const image = await request.get('/images/og-home.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });
}

test("the home page's Restaurant names exactly the dishes and prices GET /api/products answers", async ({
  request,
}) => {
  // Other tests add dishes meanwhile: the page and the API are compared until both were read alike.
  await expect(async () => {
    const html = await (await request.get('/')).text();
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    const restaurant = JSON.parse(json) as {
      '@type': string;
      servesCuisine: string;
      address: { addressLocality: string; addressRegion: string };
      openingHoursSpecification: unknown[];
      hasMenu: { hasMenuItem: Array<{ name: string; offers: { price: string } }> };
    };
    const api = (await (await request.get('/api/products')).json()) as Array<{ name: string; price: string }>;
    expect(restaurant['@type']).toBe('Restaurant');
    expect(restaurant.servesCuisine).toBe('Kenyan');
    expect(restaurant.address).toMatchObject({ addressLocality: 'Overland Park', addressRegion: 'KS' });
    expect(restaurant.openingHoursSpecification.length).toBeGreaterThan(0);
    expect(restaurant.hasMenu.hasMenuItem.map(({ name, offers }) => ({ name, price: offers.price }))).toEqual(
      api.map(({ name, price }) => ({ name, price })),
    );
  }).toPass();
});

test('robots.txt keeps crawlers out of the private pages and points to the sitemap, which lists the public ones', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const path of ['/admin', '/account', '/checkout', '/api']) expect(robots).toContain(`\nDisallow: ${path}\n`);
  const sitemapAddress = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(absolutePath(sitemapAddress)).toBe('/sitemap.xml');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => absolutePath(match[1]))).toEqual([
    '/',
    '/about/',
    '/contact/',
    '/faq/',
    '/privacy/',
    '/terms/',
    '/allergens/',
    '/gift-cards/',
    '/catering/',
  ]);
});
