import { vi } from 'vitest';

/**
 * Waits until the assertion holds: a store's answer arrives after its fetch's promise settles, a
 * few event-loop turns away. vi.waitFor gives up after 1 s by default, which an overloaded
 * two-core machine (CI builds the site alongside) can overrun; 10 s, as the component tests'
 * findBy* (tests/component/support/setup.ts), is only ever reached by a failing test.
 */
export function eventually(assertion: () => void): Promise<void> {
  return vi.waitFor(assertion, { timeout: 10_000 });
}
