import { expect, test } from '@playwright/test';
import { e2ePorts } from '../../../scripts/lib/e2e-ports.mjs';

/*
 * The warm host (scripts/warm-host.mjs), where most journeys run, answers as `netlify serve` does:
 * the same requests go to both, which serve the same build on the same database, and each pair of
 * answers must agree in status, headers and body. Headers are compared whole, by name, except those
 * that differ between any two answers of one server (the date, the request's id, the connection,
 * how the body is framed, the function's start time); cookies and bodies are compared with what is
 * unique to one call (a session token, a new account's id and address) or which of the two local
 * addresses an answer names masked.
 */

const { warmURL, netlifyURL } = e2ePorts(process.env);

/** Headers that differ between two answers of the same server to the same request. */
const PER_ANSWER = new Set([
  'date',
  'x-nf-request-id',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-nf-start-timestamp',
]);

interface Probe {
  /** What the request shows of the host. */
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** A body for each host, if the call must differ (a new account each). */
  body?: (host: 'warm' | 'netlify') => string;
  /** What is unique to one call, masked before comparing. */
  mask?: (text: string) => string;
}

let run = 0;
const newAccount = (host: 'warm' | 'netlify') =>
  JSON.stringify({
    email: `contract-${host}-${Date.now().toString(36)}-${++run}@example.com`,
    passwordHash: 'contract-password-42',
    firstName: 'Akinyi',
    lastName: 'Otieno',
  });
const json = { 'content-type': 'application/json' };

/**
 * Requests covering what the host does: static files and their fallbacks, the SSR page, the image
 * CDN, functions by route and by name.
 */
const PROBES: Probe[] = [
  { name: 'the home page, rendered on demand', path: '/' },
  { name: 'a prerendered page without its slash', path: '/terms' },
  { name: 'a prerendered page with its slash', path: '/faq/' },
  { name: 'a prerendered page with a query', path: '/reset-password?token=abc' },
  { name: 'the stylesheet', path: '/_astro/{css}' },
  { name: 'a script', path: '/_astro/{js}' },
  { name: 'a file at the root', path: '/robots.txt' },
  { name: 'an image', path: '/images/products/beef-samosa.svg' },
  { name: 'the service worker', path: '/sw.js' },
  { name: 'no such page', path: '/no-such-page' },
  { name: 'no such asset', path: '/_astro/missing.js' },
  { name: 'a page asked for with HEAD', method: 'HEAD', path: '/about' },
  { name: 'a POST to a page', method: 'POST', path: '/terms', headers: json, body: () => '{}' },
  { name: 'a page the browser has', path: '/terms', headers: { 'if-none-match': '{etag}' } },
  {
    name: 'an image through the image CDN',
    path: '/.netlify/images?url=%2Fimages%2Fproducts%2Fbeef-samosa.svg&w=64&fm=webp&q=75',
  },
  { name: 'the image CDN without a source', path: '/.netlify/images?w=64' },
  {
    name: 'the image CDN with a source that is not there',
    path: '/.netlify/images?url=%2Fapi%2Fimages%2Fmissing.jpg&w=64',
  },
  { name: 'a function, cached at the CDN', path: '/api/products' },
  { name: 'a function with a parameter', path: '/api/products/1' },
  { name: 'a function with a parameter that names nothing', path: '/api/products/999999' },
  { name: 'a function with a parameter that is no id', path: '/api/products/abc' },
  { name: 'a function with a trailing slash', path: '/api/delivery-zones/' },
  { name: 'a function with a query', path: '/api/fulfilment-windows/upcoming?type=pickup' },
  { name: 'a function asked for in capitals', path: '/API/Business-Settings' },
  { name: 'a function for the signed-in, signed out', path: '/api/auth/user' },
  { name: 'a function for the signed-in, signed in', path: '/api/auth/user', headers: { cookie: '{session}' } },
  { name: 'a function for the administrator, signed out', path: '/api/orders' },
  { name: 'a method a function does not take', method: 'DELETE', path: '/api/products' },
  {
    name: 'a cross-site write',
    method: 'POST',
    path: '/api/auth/login',
    headers: { ...json, origin: 'https://elsewhere.example' },
    body: () => JSON.stringify({ email: 'a@example.com', password: 'x' }),
  },
  {
    name: 'a write without its content type',
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'text/plain' },
    body: () => 'hello',
  },
  {
    name: 'a sign-in refused',
    method: 'POST',
    path: '/api/auth/login',
    headers: json,
    body: () => JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
  },
  {
    name: 'an account created, with its session cookies',
    method: 'POST',
    path: '/api/auth/register',
    headers: json,
    body: newAccount,
    mask: (text) =>
      text
        .replace(/contract-(warm|netlify)-[\w-]+@example\.com/g, '<email>')
        .replace(/"id":\d+/g, '"id":<id>')
        .replace(/"createdAt":"[^"]+"/g, '"createdAt":<time>'),
  },
  {
    name: 'a scheduled function, by name',
    method: 'POST',
    path: '/.netlify/functions/send-due-mail',
    // What it found to do depends on the moment: the other journeys run meanwhile.
    mask: (text) => text.replace(/\d+/g, '<n>').replace(/true|false/g, '<yes or no>'),
  },
  { name: 'a function with routes, by name', path: '/.netlify/functions/products' },
];

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Each header once, by lower-case name; cookies with their values masked, as a sorted list. */
function comparable(response: Response, mask: (text: string) => string): Omit<Answer, 'body'> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!PER_ANSWER.has(name) && name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.replace(/^([^=]+)=[^;]+/, '$1=<value>'));
  if (cookies.length > 0) headers['set-cookie'] = mask(cookies.sort().join('\n'));
  return { status: response.status, headers };
}

/** What a browser would send back: a page's ETag, the session cookie of an account. */
interface Learned {
  etag: string;
  session: string;
}

async function ask(
  base: string,
  host: 'warm' | 'netlify',
  probe: Probe,
  path: string,
  learned: Learned,
): Promise<Answer> {
  const headers = Object.fromEntries(
    Object.entries(probe.headers ?? {}).map(([name, value]) => [
      name,
      value.replace('{etag}', learned.etag).replace('{session}', learned.session),
    ]),
  );
  const response = await fetch(`${base}${path}`, {
    method: probe.method ?? 'GET',
    headers,
    redirect: 'manual',
    ...(probe.body ? { body: probe.body(host) } : {}),
  });
  const mask = probe.mask ?? ((text: string) => text);
  // An answer may name a host: itself (the image CDN's errors) or the site's address of the build.
  const hosts = (text: string) => text.replaceAll(warmURL, '<a host>').replaceAll(netlifyURL, '<a host>');
  return { ...comparable(response, mask), body: mask(hosts(await response.text())) };
}

test('the warm host answers every kind of request as netlify serve does', async () => {
  // Each call on netlify serve is a cold start (0.3-0.6 s of CPU): 35-58 s on the shared two cores.
  test.slow();
  // The build's hashed file names, a page's ETag and a session, as a browser would have them (a
  // session is good on both hosts: one database, one signing secret).
  const terms = await fetch(`${netlifyURL}/terms`);
  const page = await terms.text();
  const css = /\/_astro\/([\w.-]+\.css)/.exec(page)?.[1] ?? '';
  const js = /\/_astro\/([\w.-]+\.js)/.exec(page)?.[1] ?? '';
  const registered = await fetch(`${netlifyURL}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: newAccount('netlify'),
  });
  const learned: Learned = {
    etag: terms.headers.get('etag') ?? '',
    session:
      registered.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('kb_session='))
        ?.split(';')[0] ?? '',
  };
  expect(css && js && learned.etag && learned.session, 'a stylesheet, a script, an ETag and a session').toBeTruthy();

  for (const probe of PROBES) {
    const path = probe.path.replace('{css}', css).replace('{js}', js);
    const expected = await ask(netlifyURL, 'netlify', probe, path, learned);
    const actual = await ask(warmURL, 'warm', probe, path, learned);
    expect(actual, `${probe.name}: ${probe.method ?? 'GET'} ${path}`).toEqual(expected);
  }
});
