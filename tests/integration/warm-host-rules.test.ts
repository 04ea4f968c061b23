import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWarmHost } from '../../scripts/lib/warm-host/host.mjs';

/*
 * The warm host's redirects and header rules, which the shop's own build does not exercise (it has
 * no redirects, and one header rule for all): a small site of netlify.toml, `_redirects` and
 * `_headers` served as `netlify serve` serves it. Each expected answer is what `netlify serve
 * --offline` (netlify-cli 27.10.2) gave for the same site and request.
 */

const NETLIFY_TOML = `
[build]
  publish = "dist"

[[headers]]
  for = "/*"
  [headers.values]
    X-Frame-Options = "DENY"

[[redirects]]
  from = "/old-terms"
  to = "/terms/"
  status = 301

[[redirects]]
  from = "/info"
  to = "/terms/"
  status = 200

[[redirects]]
  from = "/hidden"
  to = "/nowhere"
  status = 404
`;

const FILES: Record<string, string> = {
  'netlify.toml': NETLIFY_TOML,
  'dist/_redirects': '/shadowed   /terms/   302\n/forced     /terms/   302!\n/search     /terms/?from=search   301\n',
  'dist/_headers': '/terms/*\n  X-Terms: yes\n',
  'dist/terms/index.html': '<h1>Terms</h1>\n',
  'dist/shadowed.html': '<h1>Shadowed</h1>\n',
  'dist/forced.html': '<h1>Forced</h1>\n',
  'dist/404.html': '<h1>Not here</h1>\n',
  '.netlify/functions/manifest.json': '{"functions":[],"version":1}',
};

/** Writes a site's files under `root`. */
async function writeSite(root: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let root: string;
let host: Awaited<ReturnType<typeof startWarmHost>>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'warm-host-'));
  await writeSite(root, FILES);
  host = await startWarmHost({ root, port: await freePort() });
});

afterAll(async () => {
  await host?.stop();
  await rm(root, { recursive: true, force: true });
});

const get = (pathname: string) => fetch(`${host.url}${pathname}`, { redirect: 'manual' });

describe('the warm host, on a site with redirects and header rules', () => {
  it('answers a redirect with its status and where to go, keeping the query unless the rule has one', async () => {
    const moved = await get('/old-terms?lang=sw');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/terms/?lang=sw');
    expect(moved.headers.get('cache-control')).toBe('no-cache');
    expect(await moved.text()).toBe('Redirecting to /terms/?lang=sw');
    // netlify serve answers its redirects itself, without the site's header rules.
    expect(moved.headers.get('x-frame-options')).toBeNull();
    const searched = await get('/search?q=samosa');
    expect(searched.status).toBe(301);
    expect(searched.headers.get('location')).toBe('/terms/?from=search');
  });

  it('serves a rewrite from its target, at the address asked for, with the target’s headers', async () => {
    const rewritten = await get('/info');
    expect(rewritten.status).toBe(200);
    expect(rewritten.headers.get('x-terms')).toBe('yes');
    expect(rewritten.headers.get('etag')).toBe('W/"f-FOBKMgzVlS8RpB3diwG/T/OipH8"');
    expect(await rewritten.text()).toBe('<h1>Terms</h1>\n');
  });

  it('lets a file shadow a rule unless the rule is forced', async () => {
    const shadowed = await get('/shadowed');
    expect(shadowed.status).toBe(200);
    expect(await shadowed.text()).toBe('<h1>Shadowed</h1>\n');
    const forced = await get('/forced');
    expect(forced.status).toBe(302);
    expect(forced.headers.get('location')).toBe('/terms/');
  });

  it('answers a 404 rule with the site’s 404 page', async () => {
    const hidden = await get('/hidden');
    expect(hidden.status).toBe(404);
    expect(hidden.headers.get('x-frame-options')).toBe('DENY');
    // A request a rule took gets an ETag on any answer but a redirect (the 404 page's here).
    expect(hidden.headers.get('etag')).toBe('W/"12-S7cgbYXz4wIw5u2kw0B71atJDxg"');
    expect(await hidden.text()).toBe('<h1>Not here</h1>\n');
  });

  it('adds the headers of netlify.toml to every answer and those of _headers to the paths they name', async () => {
    const terms = await get('/terms/');
    expect(terms.headers.get('x-frame-options')).toBe('DENY');
    expect(terms.headers.get('x-terms')).toBe('yes');
    const other = await get('/shadowed');
    expect(other.headers.get('x-frame-options')).toBe('DENY');
    expect(other.headers.get('x-terms')).toBeNull();
  });
});

describe('the warm host, on a site with a redirect it cannot answer as netlify serve does', () => {
  it('refuses to start, naming the rule, rather than answer it another way', async () => {
    const proxied = await mkdtemp(path.join(tmpdir(), 'warm-host-proxy-'));
    try {
      await writeSite(proxied, { ...FILES, 'dist/_redirects': '/api/*  https://example.com/:splat  200\n' });
      await expect(startWarmHost({ root: proxied, port: await freePort() })).rejects.toThrow(
        'this host does not serve the redirect from /api/* to https://example.com/:splat',
      );
    } finally {
      await rm(proxied, { recursive: true, force: true });
    }
  });
});
