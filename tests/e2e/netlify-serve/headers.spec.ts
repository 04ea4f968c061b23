import { expect, test } from '@playwright/test';

/*
 * The headers a browser and the CDN get, checked on `netlify serve`, which applies netlify.toml's
 * rules and the framework's as Netlify's runtime does: to the files it serves only
 * (scripts/lib/netlify-serve-static-headers.mjs), so the security headers of a page rendered on
 * demand and of a function's answer are the code's own (src/server/http/security-headers.ts). The
 * warm host is compared with it, answer by answer, in host-contract.spec.ts.
 */

const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
  'cross-origin-opener-policy': 'same-origin',
};

test('every answer carries the security headers: a page, a file, a function, the pages rendered on demand and the 404', async ({
  request,
}) => {
  const page = await request.get('/terms');
  const stylesheet = /\/_astro\/[\w.-]+\.css/.exec(await page.text())?.[0] ?? '/_astro/missing.css';
  const paths = ['/terms', '/pay', stylesheet, '/api/products', '/api/auth/user', '/', '/allergens', '/no-such-page'];
  for (const path of paths) {
    const answer = await request.get(path);
    expect(answer.headers(), path).toMatchObject(SECURITY_HEADERS);
  }
});

test('what customers read first is kept at the CDN under one tag, and browsers ask again each time', async ({
  request,
}) => {
  for (const path of ['/', '/api/products', '/api/business-settings']) {
    expect((await request.get(path)).headers(), path).toMatchObject({
      'netlify-cdn-cache-control': 'public, durable, s-maxage=31536000',
      'netlify-cache-tag': 'storefront',
      'cache-control': 'public, max-age=0, must-revalidate',
    });
  }
  // What is someone's own is never stored.
  expect((await request.get('/api/auth/user')).headers()['cache-control']).toBe('no-store');
});

test('the policy names every directive it must: default, object, base, form, and no third party off /checkout', async ({
  page,
}) => {
  // The home page is rendered on demand, and Astro sends its policy as a header there.
  const home = await page.goto('/');
  const policy = home?.headers()['content-security-policy'] ?? null;
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("form-action 'self'");
  expect(policy).not.toContain('stripe.com');

  // /checkout names Stripe's hosts, and only there (its card form is Stripe's when Stripe is on).
  const checkout = await (await page.request.get('/checkout')).text();
  const checkoutPolicy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(checkout)?.[1] ?? '';
  expect(checkoutPolicy).toMatch(/script-src 'self'[^;]* https:\/\/js\.stripe\.com/);
  expect(checkoutPolicy).toContain(
    "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
  );
  expect(checkoutPolicy).toContain("connect-src 'self' https://api.stripe.com https://merchant-ui-api.stripe.com");
});

test('the page editor has a policy of its own and is never indexed; no other page loads any of it', async ({
  request,
}) => {
  const editor = await request.get('/admin/pages/');
  expect(editor.ok()).toBe(true);
  expect(editor.headers()).toMatchObject({ 'x-robots-tag': 'noindex, nofollow' });
  expect(editor.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
  expect(await editor.text()).toContain('<meta name="robots" content="noindex, nofollow"');

  for (const path of ['/', '/terms', '/faq', '/admin']) {
    const answer = await request.get(path);
    const html = await answer.text();
    expect(html, path).not.toContain('/admin/pages/');
    expect(html, path).not.toContain('decap');
    expect(answer.headers()['content-security-policy'] ?? '', path).not.toContain('unsafe-eval');
    expect(answer.headers()['x-robots-tag'], path).toBeUndefined();
  }
});
