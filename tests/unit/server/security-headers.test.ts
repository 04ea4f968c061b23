import { parseAllHeaders } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';
import { endpoint } from '@/server/http/endpoint';
import { SECURITY_HEADERS, withSecurityHeaders } from '@/server/http/security-headers';

/** An endpoint that answers GET and fails on POST. */
const handlers = endpoint({
  GET: async () => new Response('ok'),
  POST: async () => {
    throw new Error('broken');
  },
});

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe('the security headers', () => {
  it('are the ones netlify.toml gives every static file', async () => {
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [],
      netlifyConfigPath: 'netlify.toml',
      configHeaders: [],
      minimal: true,
    });
    expect(errors).toEqual([]);
    const everyFile = headers.find((rule: { for: string }) => rule.for === '/*');
    expect(lowerCased(everyFile?.values ?? {})).toEqual(lowerCased(SECURITY_HEADERS));
  });

  it('go on every answer of an endpoint: a handler’s, a refused method’s and a failure’s', async () => {
    const answers = [
      await handlers(new Request('http://localhost/api/x')),
      await handlers(new Request('http://localhost/api/x', { method: 'DELETE' })),
      await handlers(
        new Request('http://localhost/api/x', {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        }),
      ),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 405, 500]);
    for (const answer of answers)
      expect(Object.fromEntries(answer.headers)).toMatchObject(lowerCased(SECURITY_HEADERS));
  });

  it('keep a header the answer sets itself, even on a redirect, whose headers cannot change', () => {
    const own = withSecurityHeaders(
      new Response('ok', { headers: { 'Referrer-Policy': 'no-referrer', 'Content-Type': 'text/plain' } }),
    );
    expect(own.headers.get('referrer-policy')).toBe('no-referrer');
    expect(own.headers.get('content-type')).toBe('text/plain');
    const redirect = withSecurityHeaders(Response.redirect('http://localhost/pay', 303));
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toBe('http://localhost/pay');
    expect(redirect.headers.get('x-frame-options')).toBe('DENY');
  });
});
