// Astro's Netlify adapter emits one SSR function for every path ('/*', preferring static files).
// `netlify serve` does not rank our /api functions above it: it matches functions in the order they
// finish loading, so a catch-all sometimes shadowed /api/auth/login and others with a 404 page.
// So the SSR function answers exactly the routes rendered on demand (the home page, issue 27), and
// is removed when there are none (Astro's own routes, server islands and the image endpoint, are
// never used here).
import { readFile, rm, writeFile } from 'node:fs/promises';

const SSR_DIR = '.netlify/v1/functions/ssr';
const entry = await readFile('.netlify/build/entry.mjs', 'utf8').catch(() => '');
// Each route's data up to its `_meta`: the project's own routes (not Astro's internal ones: server
// islands, the image endpoint) that are not prerendered.
const onDemand = entry
  .split('"routeData":')
  .slice(1)
  .map((route) => route.slice(0, route.indexOf('"_meta"')))
  .filter((route) => route.includes('"prerender":false') && route.includes('"origin":"project"'))
  .map((route) => /"route":"([^"]+)"/.exec(route)?.[1])
  .filter((route) => route !== undefined);

if (onDemand.length === 0) {
  await rm(SSR_DIR, { recursive: true, force: true });
  console.log('[build] removed the unused SSR function (every page is prerendered)');
} else {
  if (onDemand.some((route) => route.includes('['))) {
    throw new Error(`[build] an on-demand route with parameters needs a path pattern here: ${onDemand.join(', ')}`);
  }
  const file = `${SSR_DIR}/ssr.mjs`;
  const source = await readFile(file, 'utf8');
  const fitted = source.replace(/path: '\/\*',/, `path: ${JSON.stringify(onDemand)},`);
  if (fitted === source) throw new Error(`[build] the SSR function's path was not found in ${file}`);
  await writeFile(file, fitted);
  console.log(`[build] the SSR function answers only the on-demand routes: ${onDemand.join(', ')}`);
}
