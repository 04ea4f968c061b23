// Netlify applies the migrations on deploy, the tests (tests/integration/global-setup.ts) and
// `npm run preview` (scripts/serve-production.mjs) when they start their database. `astro dev` gets
// its database from @astrojs/netlify's dev emulation (@netlify/dev starts one in .netlify/db and
// sets NETLIFY_DB_URL); this integration applies the pending migrations to it once, at start,
// before the server takes its first request, and puts the transaction gate in front of it
// (./transaction-gate.mjs): that database runs every connection in one session.
import { fileURLToPath } from 'node:url';
import { openPostgresDatabase } from './postgres-database.mjs';
import { startTransactionGate } from './transaction-gate.mjs';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../netlify/database/migrations', import.meta.url));

/** @returns {import('astro').AstroIntegration} */
export function devMigrations() {
  return {
    name: 'kenyan-bites:dev-migrations',
    hooks: {
      'astro:config:setup': ({ command, updateConfig, logger }) => {
        if (command !== 'dev') return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'kenyan-bites:dev-migrations',
                // After @netlify/vite-plugin's configureServer, which starts the database.
                enforce: 'post',
                async configureServer(server) {
                  const url = process.env['NETLIFY_DB_URL'];
                  if (!url) {
                    logger.warn('No local database (NETLIFY_DB_URL is unset): migrations not applied');
                    return;
                  }
                  const database = await openPostgresDatabase(url, MIGRATIONS_DIR);
                  await database.stop();
                  if (database.applied.length > 0) logger.info(`applied migrations: ${database.applied.join(', ')}`);
                  // The functions run in this process and read NETLIFY_DB_URL from its environment
                  // (where @netlify/dev put it) when they first connect, after this.
                  const gate = await startTransactionGate(url);
                  process.env['NETLIFY_DB_URL'] = gate.url;
                  server.httpServer?.once('close', () => void gate.stop());
                },
              },
            ],
          },
        });
      },
    },
  };
}
