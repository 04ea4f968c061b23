/**
 * The security headers of every answer the code gives: the pages rendered on demand (src/middleware.ts)
 * and every function (the endpoint wrapper, src/server/http/endpoint.ts, and the scheduled functions).
 * Netlify applies netlify.toml's [[headers]] only to the files it serves itself, never to a function's
 * answer nor to a page rendered on demand (docs.netlify.com, Custom headers, Limitations), so the code
 * sets them. netlify.toml's rule for `/*` repeats these values for the static files
 * (tests/unit/server/security-headers.test.ts holds the two together). Frame protection is
 * X-Frame-Options: a page's Content-Security-Policy is a <meta>, where frame-ancestors cannot be set.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The answer with the security headers added, a header it sets itself kept as it is. It is copied
 * first: a response's headers may be immutable (Response.redirect, a fetched response).
 */
export function withSecurityHeaders(response: Response): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!secured.headers.has(name)) secured.headers.set(name, value);
  }
  return secured;
}
