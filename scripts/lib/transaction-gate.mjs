// The embedded database's transaction gate. Netlify's local database (@netlify/database-dev) serves
// one PGlite instance, a single PostgreSQL session, to every socket: two connections' transactions
// there are one transaction (one's COMMIT ends the other's, one's ROLLBACK undoes the other's
// writes) and its row locks make nobody wait. This proxy sits in front of it, where every process's
// connections meet (the preview's function workers, `astro dev`, the tests' pools), and lets one
// connection at a time talk to the session: from its first message until the session answers
// ReadyForQuery "idle" with nothing of its own left unanswered. A connection inside a transaction
// keeps the gate until COMMIT or ROLLBACK; one that goes away inside a transaction has it rolled
// back. The others wait, as they would on PostgreSQL's locks (more often: every statement waits,
// not only those on the same rows).
import { connect, createServer } from 'node:net';

/** The startup phase's request codes that carry no message type (SSLRequest, GSSENCRequest). */
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
/** A connection waiting this long for the gate is reported (a transaction that never ends). */
const REPORT_WAIT_MS = 10_000;
/** A simple-protocol ROLLBACK: for a connection that went away inside a transaction. */
const ROLLBACK = (() => {
  const text = Buffer.from('ROLLBACK\0');
  const message = Buffer.alloc(5 + text.length);
  message.write('Q', 0);
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
})();

/**
 * Splits a byte stream into protocol messages. `typed`: whether messages start with a type byte
 * (everything but the client's startup messages); `single`: how many one-byte answers come first
 * (the server's answer to an SSL or GSSENC request).
 */
class Frames {
  buffered = Buffer.alloc(0);

  /** @param {Buffer} chunk @returns {Buffer[]} */
  push(chunk, typed, takeSingle = () => false) {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const frames = [];
    for (;;) {
      if (this.buffered.length > 0 && takeSingle()) {
        frames.push(this.buffered.subarray(0, 1));
        this.buffered = this.buffered.subarray(1);
        continue;
      }
      const header = typed() ? 5 : 4;
      if (this.buffered.length < header) break;
      const length = this.buffered.readInt32BE(header - 4) + header - 4;
      if (this.buffered.length < length) break;
      frames.push(this.buffered.subarray(0, length));
      this.buffered = this.buffered.subarray(length);
    }
    return frames;
  }
}

/**
 * Starts the gate in front of the PostgreSQL-protocol server at `upstreamUrl` (the embedded
 * database's). Answers `{ url, stop }`: the URL to connect to instead (the same user and database).
 * @param {string} upstreamUrl
 */
export async function startTransactionGate(upstreamUrl) {
  const upstream = new URL(upstreamUrl);
  /** @type {{ owner: object | null, queue: Array<() => void> }} */
  const gate = { owner: null, queue: [] };
  const release = (/** @type {object} */ owner) => {
    if (gate.owner !== owner) return;
    gate.owner = null;
    const next = gate.queue.shift();
    if (next) next();
  };
  const sockets = new Set();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    serveConnection(client, upstream, gate, release, sockets);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = new URL(upstreamUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}

/**
 * One client connection: its own socket to the embedded server, its messages held back while
 * another connection has the gate.
 */
function serveConnection(client, upstreamUrl, gate, release, sockets) {
  const server = connect({ host: upstreamUrl.hostname, port: Number(upstreamUrl.port) });
  sockets.add(server);
  server.on('close', () => sockets.delete(server));
  client.setNoDelay(true);
  server.setNoDelay(true);
  const me = {};
  const fromClient = new Frames();
  const fromServer = new Frames();
  let startedUp = false; // the client has sent its StartupMessage: its messages are typed now
  let singleAnswers = 0; // one-byte answers owed to SSL/GSSENC requests
  let unanswered = 0; // queries and syncs forwarded whose ReadyForQuery has not come back
  let status = 'I'; // the session's transaction status as last reported to this connection
  let waiting = false;
  /** @type {Buffer[]} */
  let held = [];
  let closed = false;

  const forward = (frame) => {
    const type = String.fromCharCode(frame[0]);
    if (type === 'Q' || type === 'S') unanswered += 1;
    server.write(frame);
  };
  const take = () => {
    waiting = false;
    gate.owner = me;
    if (closed) {
      finish();
      return;
    }
    const frames = held;
    held = [];
    for (const frame of frames) forward(frame);
  };
  const ask = () => {
    if (waiting) return;
    waiting = true;
    if (gate.owner === null) {
      take();
      return;
    }
    const report = setTimeout(
      () => console.warn(`[db] a connection has waited ${REPORT_WAIT_MS / 1000} s for another's transaction to end`),
      REPORT_WAIT_MS,
    );
    report.unref();
    gate.queue.push(() => {
      clearTimeout(report);
      take();
    });
  };

  client.on('data', (chunk) => {
    for (const frame of fromClient.push(chunk, () => startedUp)) {
      if (!startedUp) {
        const code = frame.length >= 8 ? frame.readInt32BE(4) : 0;
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) singleAnswers += 1;
        else startedUp = true;
        server.write(frame); // startup and authentication touch no session state
      } else if (frame[0] === 0x58 /* 'X' Terminate */) {
        clientGone();
      } else if (gate.owner === me) {
        forward(frame);
      } else {
        held.push(frame);
        ask();
      }
    }
  });
  server.on('data', (chunk) => {
    client.write(chunk);
    const frames = fromServer.push(
      chunk,
      () => true,
      () => singleAnswers > 0 && singleAnswers-- > 0,
    );
    for (const frame of frames) {
      if (frame.length !== 6 || frame[0] !== 0x5a /* 'Z' ReadyForQuery */) continue;
      status = String.fromCharCode(frame[5]);
      if (gate.owner !== me) continue; // the greeting after authentication
      unanswered = Math.max(unanswered - 1, 0);
      if (unanswered > 0) continue;
      if (closed) finish();
      else if (status === 'I') release(me);
    }
  });

  /** The client is gone: a transaction it left open is rolled back before the gate moves on. */
  const finish = () => {
    if (gate.owner !== me) {
      server.end();
      return;
    }
    if (status === 'I' && unanswered === 0) {
      release(me);
      server.end();
      return;
    }
    if (!server.writable) {
      release(me);
      return;
    }
    if (unanswered === 0) {
      unanswered = 1;
      status = 'T';
      server.write(ROLLBACK);
    }
    // The ROLLBACK's ReadyForQuery (above) calls finish again, which releases.
  };
  const clientGone = () => {
    if (closed) return;
    closed = true;
    held = [];
    if (waiting) {
      // Still in the queue: it gives the gate straight back when its turn comes (take).
      return;
    }
    finish();
  };
  client.on('close', clientGone);
  client.on('error', () => client.destroy());
  server.on('error', () => server.destroy());
  server.on('close', () => {
    release(me);
    client.destroy();
  });
}
