// What the benchmarks' server processes share (server-process.mjs: the functions;
// baseline-process.mjs: the bare baseline): a node:http server on 127.0.0.1 that answers `drain`
// once every request so far has been handled, with how many it has answered, how many queries
// the process has sent, the CPU time it has used (user and system) and the schedule lock's times
// since the last drain (count-queries.mjs, imported here before either loads its bundle), and on
// `shutdown` closes its connection pool and exits.
import { createServer } from 'node:http';
import { queriesSent, takeLockTimes, takePoolTimes, takeQueryTexts } from './count-queries.mjs';

/** Serves `handle(req, res)`; `close()` closes the pool; `ready` goes into the `listening` message. */
export function serveCounted(handle, { close, ready = {} }) {
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
      const notify = () =>
        process.send({
          type: 'drained',
          answered,
          queries: queriesSent(),
          queryTexts: takeQueryTexts(),
          lockTimes: takeLockTimes(),
          pool: takePoolTimes(),
          cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
        });
      if (inFlight === 0) notify();
      else drainWaiters.push(notify);
    } else if (message?.type === 'shutdown') {
      // Close the pool politely (Terminate, then FIN) before the database goes away.
      server.close();
      server.closeAllConnections();
      await close();
      process.exit(0);
    }
  });

  const server = createServer(async (req, res) => {
    // Counted until the handler has finished, not until the socket closes: a client that gives
    // up (autocannon at the end of a timed run) leaves the handler running all the same.
    inFlight += 1;
    try {
      await handle(req, res);
    } catch (error) {
      console.error('[bench server]', error);
      if (!res.headersSent) res.writeHead(500).end();
    } finally {
      settle();
    }
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: server.address().port, ...ready }));
  process.on('disconnect', () => process.exit(0));
}
