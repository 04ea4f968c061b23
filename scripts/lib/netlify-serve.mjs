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
 * functions server's port when set). Its output goes to this process's.
 * @param {{ port: string, env: NodeJS.ProcessEnv }} options
 */
export function startNetlifyServe({ port, env }) {
  const functionsPort = process.env.FUNCTIONS_PORT ? ['--functions-port', process.env.FUNCTIONS_PORT] : [];
  return spawn(
    process.execPath,
    [NETLIFY_WITH_STATIC_HEADERS, 'serve', '--offline', '--port', port, ...functionsPort],
    {
      stdio: 'inherit',
      env: { ...env, BROWSER: 'none' },
    },
  );
}
