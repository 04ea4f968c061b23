// The bare baseline of `npm run bench:api` (see harness.mjs): what an endpoint would cost with
// nothing but its query. A plain node:http server (serve-counted.mjs, which counts its queries as
// the functions' are counted) with its own node-postgres pool, as large as the functions' (pg's
// default of 10, which @netlify/database keeps), on the same database and connection string; each
// route calls the project's own repository function (baseline-routes.mjs, bundled) and answers
// JSON.stringify of what it returns: no validation, no cookies, no framework.
import { serveCounted } from './serve-counted.mjs';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const { routes, withDefaultUser } = await import(pathToFileURL(process.argv[2]).href);
const pool = new pg.Pool({ connectionString: withDefaultUser(process.env.NETLIFY_DB_URL), max: 10 });
pool.on('error', (error) => console.error('[baseline] idle client error:', error.message));

async function handle(req, res) {
  const url = new URL(req.url, 'http://127.0.0.1');
  const route = Object.hasOwn(routes, url.pathname.slice(1)) ? routes[url.pathname.slice(1)] : null;
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  const body = JSON.stringify(await route(pool, url.searchParams));
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
}

serveCounted(handle, { close: () => pool.end() });
