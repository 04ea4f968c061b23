import { reloadServerConfig } from '@/server/config';

/**
 * Sets server settings for a while (a provider's test keys and the address of its double) and
 * answers how to put every one back as it was; the server's configuration is read again each time.
 */
export function applySettings(settings: Record<string, string>): () => void {
  const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  Object.assign(process.env, settings);
  reloadServerConfig();
  return () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    reloadServerConfig();
  };
}
