/*
 * The few browser globals the stores touch, as plain objects: the unit tests run in Node without
 * a DOM library. @nanostores/persistent keeps its own storage engine (useTestStorageEngine), so
 * these stubs only serve the code that reaches for window/localStorage/sessionStorage directly.
 */

/** A Storage with the methods the stores call, backed by a Map. */
export class MemoryStorage {
  #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  clear(): void {
    this.#items.clear();
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
}

const globals = globalThis as Record<string, unknown>;

/** Puts `name` on globalThis for one test; the returned function takes it away again. */
export function stubGlobal(name: 'window' | 'localStorage' | 'sessionStorage', value: unknown): () => void {
  const had = Object.hasOwn(globals, name);
  const before = globals[name];
  Object.defineProperty(globals, name, { value, configurable: true, writable: true });
  return () => {
    if (had) Object.defineProperty(globals, name, { value: before, configurable: true, writable: true });
    else delete globals[name];
  };
}

/** A window with an analytics queue, as the page has before Google's tag loads. */
export function stubWindowWithDataLayer(): { dataLayer: unknown[]; restore: () => void } {
  const win = { dataLayer: [] as unknown[] };
  return { dataLayer: win.dataLayer, restore: stubGlobal('window', win) };
}

/** The GA4 events pushed so far, without the `{ ecommerce: null }` resets between them. */
export function pushedEvents(dataLayer: unknown[]): unknown[] {
  return dataLayer.filter((entry) => (entry as { event?: unknown }).event !== undefined);
}
