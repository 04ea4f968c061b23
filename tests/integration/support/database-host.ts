import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { NetlifyDB } from '@netlify/database-dev';
import pg from 'pg';
import { startEmbeddedDatabase } from '../../../scripts/lib/embedded-database.mjs';
import { openPostgresDatabase } from '../../../scripts/lib/postgres-database.mjs';
import { ROOMY_SCHEDULE_SQL } from '../../../scripts/lib/roomy-schedule.mjs';
import { MIGRATIONS_DIR } from '../../../src/server/db/migrations-dir';

/**
 * The integration tests' shop collects no sales tax, so the payment and order tests keep their
 * figures in round amounts ($38.00 for 20 samosas); the tax tests (sales-tax.test.ts and the
 * discount-code race) turn it on and check the figures with tax. The end-to-end server keeps the
 * seeded shop, with tax.
 */
export const NO_TAX_SQL = 'UPDATE business_settings SET collects_tax = false';

/**
 * Gives every integration test file a database of its own: a copy of one template, migrated once
 * per run and set to the roomy schedule. `POST /` makes a copy and answers its URL; `DELETE /`
 * with that URL as the body drops it (tests/integration/own-database.ts asks for them).
 *
 * The copies live here, in the main process, because vitest starts a new worker thread for every
 * test file: an in-memory database started in the worker would compile Postgres' WebAssembly
 * again for each file (seconds), where here it is compiled once.
 */
export interface DatabaseHost {
  /** The URL of the control server, for TEST_DATABASE_HOST. */
  address: string;
  stop(): Promise<void>;
}

interface Engine {
  /** A fresh copy of the template: its connection URL, and how to drop it. */
  copy(): Promise<{ url: string; drop: () => Promise<void> }>;
  stop(): Promise<void>;
}

export async function startDatabaseHost(): Promise<DatabaseHost> {
  const external = process.env['TEST_DATABASE_URL'];
  const engine = external ? await postgresEngine(external) : await inMemoryEngine();
  const copies = new Map<string, () => Promise<void>>();
  const spares = new Spares(engine);
  const server = createServer((request, response) => {
    answer(request, response, copies, spares).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `http://127.0.0.1:${port}/`,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Copies being dropped, those whose file ended without giving them back (a crashed worker),
      // and the spares.
      await Promise.all([...copies.values()].map((drop) => drop()));
      await spares.drop();
      await engine.stop();
    },
  };
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  copies: Map<string, () => Promise<void>>,
  spares: Spares,
): Promise<void> {
  if (request.method === 'POST') {
    const { url, drop } = await spares.take();
    copies.set(url, drop);
    response.end(url);
    return;
  }
  if (request.method === 'DELETE') {
    let url = '';
    for await (const chunk of request) url += String(chunk);
    const drop = copies.get(url);
    if (drop) {
      // Answered at once, so the file's worker ends while its copy is dropped; `stop` waits for it.
      const dropping = drop().finally(() => copies.delete(url));
      dropping.catch(() => {}); // reported by `stop`
      copies.set(url, () => dropping);
    }
    response.end();
    return;
  }
  response.writeHead(405).end();
}

type Copy = Awaited<ReturnType<Engine['copy']>>;

/** One copy ahead for each worker vitest runs at a time (by default one fewer than the cores). */
const SPARES = Math.max(availableParallelism() - 1, 1);

/** Copies made ahead, while the workers start and import, so a test file rarely waits for its own. */
class Spares {
  private readonly ready: Promise<Copy>[] = [];

  constructor(private readonly engine: Engine) {
    this.topUp();
  }

  take(): Promise<Copy> {
    const next = this.ready.shift() ?? this.engine.copy();
    this.topUp();
    return next;
  }

  async drop(): Promise<void> {
    const left = this.ready.splice(0);
    await Promise.allSettled(left.map(async (copy) => (await copy).drop()));
  }

  private topUp(): void {
    while (this.ready.length < SPARES) {
      const copy = this.engine.copy();
      copy.catch(() => {}); // reported to the file that takes it
      this.ready.push(copy);
    }
  }
}

/**
 * The embedded default database (scripts/lib/embedded-database.mjs: Postgres on PGlite behind the
 * transaction gate, as `npm run dev` and `npm run preview` have it): the template is a data
 * directory, migrated once; each copy is that directory copied and served by one of its own
 * (about half a second). In RAM where the machine has a RAM disk.
 */
async function inMemoryEngine(): Promise<Engine> {
  const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  const template = await mkdtemp(join(base, 'kenyan-bites-template-'));
  const db = new NetlifyDB({ directory: template, logger: () => {} });
  await db.start();
  await db.applyMigrations(MIGRATIONS_DIR);
  await db.query(ROOMY_SCHEDULE_SQL);
  await db.query(NO_TAX_SQL);
  await db.stop();
  return {
    async copy() {
      const directory = await mkdtemp(join(base, 'kenyan-bites-test-'));
      await cp(template, directory, { recursive: true });
      const copy = await startEmbeddedDatabase({ directory });
      return {
        url: copy.url,
        drop: async () => {
          await copy.stop();
          await rm(directory, { recursive: true, force: true });
        },
      };
    },
    stop: () => rm(template, { recursive: true, force: true }),
  };
}

/**
 * A real PostgreSQL server (`npm run test:postgres`): the template is a database migrated with
 * Netlify's runner, and each copy a `CREATE DATABASE ... TEMPLATE` of it.
 */
async function postgresEngine(serverUrl: string): Promise<Engine> {
  const prefix = `kenyan_bites_${process.pid}_${Date.now().toString(36)}`;
  const template = `${prefix}_template`;
  const urlOf = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openPostgresDatabase(urlOf(template), MIGRATIONS_DIR);
  await database.query(ROOMY_SCHEDULE_SQL);
  await database.query(NO_TAX_SQL);
  await database.stop();
  let copies = 0;
  return {
    async copy() {
      copies += 1;
      const name = `${prefix}_${copies}`;
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return { url: urlOf(name), drop: () => admin.query(`DROP DATABASE ${name} WITH (FORCE)`).then(() => {}) };
    },
    async stop() {
      await admin.query(`DROP DATABASE ${template}`);
      await admin.end();
    },
  };
}
