// `netlify serve --offline`: builds the site as a Netlify deploy does (netlify.toml's build
// command, then the functions, bundled into .netlify/functions) and serves that build with
// Netlify's own local runtime. It starts no database of its own, and has no option to serve an
// earlier build.
import { spawn } from 'node:child_process';

/**
 * Starts `netlify serve` on `port` with the functions' environment `env` (and FUNCTIONS_PORT as its
 * functions server's port when set). Its output goes to this process's.
 * @param {{ port: string, env: NodeJS.ProcessEnv }} options
 */
export function startNetlifyServe({ port, env }) {
  const functionsPort = process.env.FUNCTIONS_PORT ? ['--functions-port', process.env.FUNCTIONS_PORT] : [];
  return spawn('netlify', ['serve', '--offline', '--port', port, ...functionsPort], {
    stdio: 'inherit',
    env: { ...env, BROWSER: 'none' },
  });
}
