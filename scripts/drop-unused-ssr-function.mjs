// Astro injects its server-islands route whenever an adapter is configured, which makes the Netlify
// adapter emit a catch-all SSR function ('/*') even though every page here is prerendered and no
// server island is used. Netlify's platform ranks our /api functions above it, but `netlify serve`
// does not: it matches functions in the order they finish loading, so the catch-all sometimes
// shadowed /api/auth/login and others with a 404 page. Unused, it only costs a cold start, so
// remove it, unless a page really renders on demand, in which case keep it and say so.
import { readFile, rm } from 'node:fs/promises';

const entry = await readFile('.netlify/build/entry.mjs', 'utf8').catch(() => '');
const onDemand = [...entry.matchAll(/"prerender":false,[^}]*?"route":"([^"]+)"/g)]
  .map((match) => match[1])
  .filter((route) => route !== '/_server-islands/[name]');

if (onDemand.length > 0) {
  console.log(`[build] keeping the SSR function: on-demand routes ${onDemand.join(', ')}`);
} else {
  await rm('.netlify/v1/functions/ssr', { recursive: true, force: true });
  console.log('[build] removed the unused SSR function (every page is prerendered)');
}
