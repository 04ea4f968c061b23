// The hosts a serving script starts (`netlify serve`, the warm host) and the database they share:
// when any host stops, or the script is told to, every host is stopped first and the database
// after, so no host's connection sees the database end under it.

/** Resolves true once `url` answers 200, or false if `isGone()` turns true first. */
export async function answersAt(url, isGone = () => false) {
  while (!isGone()) {
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/**
 * Watches the hosts of one database: `watch(child)` adds one; `stopping()` says whether they are
 * being stopped. SIGINT and SIGTERM stop them all with exit code 0, a host's own exit with its code.
 * @param {{ stop: () => Promise<void> }} database
 */
export function superviseHosts(database) {
  /** @type {import('node:child_process').ChildProcess[]} */
  const hosts = [];
  let stopping = false;

  async function stop(code) {
    if (stopping) return;
    stopping = true;
    const exited = hosts.map(
      (host) => new Promise((resolve) => (host.exitCode === null ? host.once('exit', resolve) : resolve(undefined))),
    );
    for (const host of hosts) host.kill('SIGTERM');
    await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 5000))]);
    await database.stop();
    process.exit(code);
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

  return {
    /** @param {import('node:child_process').ChildProcess} host */
    watch(host) {
      hosts.push(host);
      host.on('exit', (code) => void stop(code ?? 0));
      return host;
    },
    stopping: () => stopping,
  };
}
