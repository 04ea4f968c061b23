// `netlify serve --offline`: builds the site as a Netlify deploy does (netlify.toml's build
// command, then the functions, bundled into .netlify/functions) and serves that build with
// Netlify's own local runtime. It starts no database of its own, and has no option to serve an
// earlier build. It runs with the site's header rules applied to files only, as on Netlify
// (./netlify-serve-static-headers.mjs).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const NETLIFY_WITH_STATIC_HEADERS = fileURLToPath(new URL('./netlify-serve-static-headers.mjs', import.meta.url));

/**
 * Starts `netlify serve` on `port` with the functions' environment `env` (and FUNCTIONS_PORT as its
 * functions server's port, STATIC_SERVER_PORT as its static server's, when set: netlify serve
 * takes 3999 for the latter, or the next free port, so a second copy of the project beside the
 * first names its own). Its output goes to this process's.
 * @param {{ port: string, env: NodeJS.ProcessEnv }} options
 */
export function startNetlifyServe({ port, env }) {
  const functionsPort = process.env.FUNCTIONS_PORT ? ['--functions-port', process.env.FUNCTIONS_PORT] : [];
  const staticPort = process.env.STATIC_SERVER_PORT ? ['--staticServerPort', process.env.STATIC_SERVER_PORT] : [];
  return spawn(
    process.execPath,
    [NETLIFY_WITH_STATIC_HEADERS, 'serve', '--offline', '--port', port, ...functionsPort, ...staticPort],
    {
      stdio: 'inherit',
      env: { ...env, BROWSER: 'none' },
    },
  );
}
