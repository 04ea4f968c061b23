// The benchmarks' server process (see harness.mjs): the bundled function handlers behind
// node:http on 127.0.0.1 (serve-counted.mjs), each routed by its own `config.path`.
//
// serve-counted.mjs is imported first: it brings count-queries.mjs, which wraps node-postgres's
// Client.prototype.query before the bundle (and @netlify/database's pool in it) is loaded, so
// every query the functions send is counted, and how long each request waited for a pooled client.
import { serveCounted } from './serve-counted.mjs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { pathMatcher } from './harness.mjs';

const { functions, closeDatabaseConnection } = await import(pathToFileURL(process.argv[2]).href);
const routes = functions
  .flatMap(({ module }) =>
    [module.config?.path]
      .flat()
      .filter(Boolean)
      .map((path) => ({ path, handler: module.default })),
  )
  // Literal paths before parameterised ones, as Netlify routes them.
  .sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))
  .map((route) => ({ ...route, match: pathMatcher(route.path) }));

async function handle(req, res) {
  const url = new URL(req.url, `http://${req.headers.host ?? '127.0.0.1'}`);
  let route;
  let params = null;
  for (const candidate of routes) {
    params = candidate.match(url.pathname);
    if (params) {
      route = candidate;
      break;
    }
  }
  if (!route) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"No function here"}');
    return;
  }
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of [value].flat()) if (item !== undefined) headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
  const response = await route.handler(request, { ip: req.socket.remoteAddress, params });
  const outgoing = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') outgoing[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) outgoing['set-cookie'] = cookies;
  // The body as the function streams it, chunk by chunk (a streamed CSV export's first rows leave
  // before its last are read), as Netlify passes a function's stream on.
  // A client that goes away mid-body (autocannon at the end of a timed run) ends the pipeline early.
  res.writeHead(response.status, outgoing);
  if (!response.body) res.end();
  else
    await pipeline(Readable.fromWeb(response.body), res).catch((error) => {
      if (!res.destroyed) throw error;
    });
}

serveCounted(handle, { close: closeDatabaseConnection, ready: { routes: routes.map((route) => route.path) } });
