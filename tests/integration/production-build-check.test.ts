import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run build` as Netlify's production build runs it (CONTEXT=production), with the settings a
 * forgotten step leaves: it stops at once naming the setting, and writes nothing to deploy. (The
 * check's rules: tests/unit/server/production-settings.test.ts.)
 */
it('a production build missing a required setting fails with its name, before anything is built', async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'kenyan-bites-build-'));
  try {
    const env = { PATH: process.env['PATH'], HOME: process.env['HOME'], CONTEXT: 'production' };
    const build = run('npx', ['astro', 'build', '--outDir', outDir], { cwd: root, env });
    const failure = await build.then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(`${failure?.stdout}${failure?.stderr}`).toContain(
      'Missing setting JWT_SECRET: the secret that signs session cookies.',
    );
    expect(await readdir(outDir)).toEqual([]);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
});
