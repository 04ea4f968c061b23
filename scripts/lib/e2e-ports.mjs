// Where the end-to-end tests' two hosts listen (scripts/serve-e2e.mjs): the warm host on E2E_PORT
// (8888), where most journeys run, and `netlify serve` on E2E_NETLIFY_PORT (the next port), where
// what only it proves runs. Another copy of the project sets both to run beside this one.

/** @param {NodeJS.ProcessEnv} env */
export function e2ePorts(env) {
  const warm = Number(env['E2E_PORT'] ?? 8888);
  const netlify = Number(env['E2E_NETLIFY_PORT'] ?? warm + 1);
  return { warm, netlify, warmURL: `http://localhost:${warm}`, netlifyURL: `http://localhost:${netlify}` };
}
