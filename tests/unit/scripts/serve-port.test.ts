import { describe, expect, it } from 'vitest';
import { servePort } from '../../../scripts/lib/serve-port.mjs';

describe('the port npm run preview serves on', () => {
  it('is 8888 with neither --port nor PORT', () => {
    expect(servePort([], undefined)).toBe('8888');
  });

  it('is PORT when no --port is given (the end-to-end tests and npm run perf set it)', () => {
    expect(servePort([], '8892')).toBe('8892');
  });

  it('takes --port 4400 and --port=4400 as astro preview does, before PORT', () => {
    expect(servePort(['--port', '4400'], undefined)).toBe('4400');
    expect(servePort(['--port=4400'], '8892')).toBe('4400');
  });

  it('refuses a port that is not a number from 1 to 65535', () => {
    for (const port of ['abc', '0', '65536', '44.5', '']) {
      expect(() => servePort(['--port', port], undefined)).toThrow(
        `The port must be a number from 1 to 65535, not '${port}'.`,
      );
    }
    expect(() => servePort([], 'eighty')).toThrow("The port must be a number from 1 to 65535, not 'eighty'.");
  });

  it('names what it takes when given anything else, instead of ignoring it', () => {
    expect(() => servePort(['--host'], undefined)).toThrow(
      /'--host'.*npm run preview takes only --port <number> \(or PORT=<number>\)\.$/,
    );
    expect(() => servePort(['--port'], undefined)).toThrow(/--port/);
  });
});
