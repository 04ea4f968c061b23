// The benchmarks' server process (see harness.mjs): the bundled function handlers behind
// node:http on 127.0.0.1, each routed by its own `config.path`. Answers `drain` once every request
// so far has been handled, and closes the connection pool on `shutdown`.
import { createServer } from 'node:http';
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

let inFlight = 0;
let answered = 0;
let drainWaiters = [];
const settle = () => {
  inFlight -= 1;
  answered += 1;
  if (inFlight === 0) {
    for (const notify of drainWaiters) notify();
    drainWaiters = [];
  }
};
process.on('message', async (message) => {
  if (message?.type === 'drain') {
    const notify = () => process.send({ type: 'drained', answered });
    if (inFlight === 0) notify();
    else drainWaiters.push(notify);
  } else if (message?.type === 'shutdown') {
    // Close the pool politely (Terminate, then FIN) before the database goes away.
    server.close();
    server.closeAllConnections();
    await closeDatabaseConnection();
    process.exit(0);
  }
});

const server = createServer(async (req, res) => {
  // Counted until the handler has finished, not until the socket closes: a client that gives
  // up (autocannon at the end of a timed run) leaves the function running all the same.
  inFlight += 1;
  try {
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
    const body = Buffer.from(await response.arrayBuffer());
    outgoing['content-length'] = String(body.length);
    res.writeHead(response.status, outgoing).end(body);
  } catch (error) {
    console.error('[bench server]', error);
    if (!res.headersSent) res.writeHead(500).end();
  } finally {
    settle();
  }
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  process.send({ type: 'listening', port: server.address().port, routes: routes.map((route) => route.path) });
});
process.on('disconnect', () => process.exit(0));
