import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { cmsConfig, githubRepo, LOCAL_BACKEND_PORT } from './cms-config';

/** Where the editor is served: its page, its configuration and Decap CMS's bundle. */
export const CMS_PATH = '/admin/pages/';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const decapDist = path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');

/** The files of /admin/pages/, by name: read when served or written, never bundled into the site. */
function cmsFiles(
  siteUrl: string,
  env: Record<string, string | undefined>,
): Map<string, () => Promise<string | Buffer>> {
  const files = new Map<string, () => Promise<string | Buffer>>([
    ['index.html', () => readFile(path.join(here, 'index.html'))],
    ['cms-setup.js', () => readFile(path.join(here, 'cms-setup.js'))],
    ['cms-phone.css', () => readFile(path.join(here, 'cms-phone.css'))],
    [
      'config.yml',
      async () => {
        const repo = githubRepo(env) ?? 'owner/kenyan-bites';
        return JSON.stringify(cmsConfig({ repo, branch: env['BRANCH'] ?? 'main', siteUrl }), null, 2);
      },
    ],
  ]);
  // decap-cms.js loads its other chunks (n.decap-cms.js) from beside itself when they are needed.
  for (const name of readdirSync(decapDist).filter((file) => file.endsWith('decap-cms.js'))) {
    files.set(name, () => readFile(path.join(decapDist, name)));
  }
  return files;
}

const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
};

interface ExpressApp {
  listen(port: number, host: string): Server;
}

/**
 * decap-server, the CMS's local backend, in this process (so that it ends with it): the editor on
 * localhost saves through it into `repoDirectory`'s src/content/. Only on the loopback address: it
 * writes any file of that folder.
 */
export async function startLocalBackend(repoDirectory: string, port: number): Promise<Server> {
  const decapRequire = createRequire(require.resolve('decap-server'));
  const express = decapRequire('express') as () => ExpressApp;
  const { registerLocalFs } = decapRequire('./middlewares') as {
    registerLocalFs: (app: ExpressApp, options: { logLevel: string }) => Promise<void>;
  };
  const app = express();
  // decap-server reads the folder it writes from here when it registers.
  process.env['GIT_REPO_DIRECTORY'] = repoDirectory;
  await registerLocalFs(app, { logLevel: 'warn' });
  const server = app.listen(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return server;
}

/** Serves the CMS at /admin/pages/ under `astro dev` (with its local backend) and writes it into the build. */
export function cms(): AstroIntegration {
  let siteUrl = 'http://localhost:4321';
  let root = process.cwd();
  let localBackend: Server | undefined;
  return {
    name: 'cms',
    hooks: {
      'astro:config:done': ({ config }) => {
        siteUrl = (config.site ?? siteUrl).replace(/\/$/, '');
        root = fileURLToPath(config.root);
      },
      'astro:server:setup': ({ server }) => {
        const files = cmsFiles(siteUrl, process.env);
        server.middlewares.use((request, response, next) => {
          const url = new URL(request.url ?? '/', 'http://localhost');
          if (!url.pathname.startsWith(CMS_PATH)) return next();
          const name = url.pathname.slice(CMS_PATH.length) || 'index.html';
          const file = files.get(name);
          if (!file) return next();
          file().then((content) => {
            response.setHeader('Content-Type', CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream');
            response.end(content);
          }, next);
        });
      },
      'astro:server:start': async ({ logger }) => {
        try {
          localBackend = await startLocalBackend(root, LOCAL_BACKEND_PORT);
          logger.info(`the page editor is at ${CMS_PATH}, saving into src/content/`);
        } catch (error) {
          logger.warn(`the page editor at ${CMS_PATH} cannot save: port ${LOCAL_BACKEND_PORT} (${String(error)})`);
        }
      },
      'astro:server:done': () => {
        localBackend?.close();
      },
      'astro:build:done': async ({ dir }) => {
        const out = fileURLToPath(new URL(CMS_PATH.slice(1), dir));
        await mkdir(out, { recursive: true });
        for (const [name, content] of cmsFiles(siteUrl, process.env)) {
          await writeFile(path.join(out, name), await content());
        }
      },
    },
  };
}
