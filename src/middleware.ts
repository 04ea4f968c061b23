import { defineMiddleware } from 'astro:middleware';
import { withSecurityHeaders } from './server/http/security-headers';

/**
 * Every page rendered on demand (the home page, /allergens, the notify list's link pages) answers
 * with the security headers: netlify.toml's reach only the prerendered files (src/server/http/security-headers.ts).
 * A prerendered page passes here at build time only, where its headers are not kept.
 */
export const onRequest = defineMiddleware(async (_context, next) => withSecurityHeaders(await next()));
