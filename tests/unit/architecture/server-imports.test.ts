import { describe, expect, it } from 'vitest';
import { folderCycles, folderUnder, importsUnder } from './import-graph';

/**
 * The layers of src/server (docs/architecture.md): repositories hold the SQL and know only the
 * database and the domain; http/ is the HTTP plumbing that services build on, so it knows neither
 * mail nor any service; and no two folders lean on each other in a circle.
 */
const SERVER = 'src/server';
const imports = importsUnder(SERVER);
const localImportsOf = (folder: string) =>
  imports.filter((edge) => edge.local && folderUnder(SERVER, edge.from) === folder);
const describeEdge = (edge: { from: string; to: string }) => `${edge.from} -> ${edge.to}`;

describe('imports between the folders of src/server', () => {
  it('read the source (the check has something to check)', () => {
    expect(localImportsOf('repositories').length).toBeGreaterThan(10);
    expect(localImportsOf('http').length).toBeGreaterThan(5);
  });

  it('form no circle', () => {
    expect(folderCycles(SERVER, imports)).toEqual([]);
  });

  it('from a repository reach only src/server/db and src/domain', () => {
    const allowed = (path: string) => path.startsWith(`${SERVER}/db/`) || path.startsWith('src/domain/');
    const stray = localImportsOf('repositories').filter(
      (edge) => !allowed(edge.to) && folderUnder(SERVER, edge.to) !== 'repositories',
    );
    expect(stray.map(describeEdge)).toEqual([]);
  });

  it('from http/ reach no mail and no service', () => {
    const below = new Set(['http', 'db', 'repositories', 'config.ts']);
    const stray = localImportsOf('http').filter((edge) => {
      const folder = folderUnder(SERVER, edge.to);
      return folder !== null && !below.has(folder);
    });
    expect(stray.map(describeEdge)).toEqual([]);
  });
});

/** Every file the given one reaches through imports of ours, and the packages they name. */
function reachedFrom(start: string): Set<string> {
  const reached = new Set([start]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const edge of imports.filter((candidate) => candidate.from === file)) {
      if (reached.has(edge.to)) continue;
      reached.add(edge.to);
      if (edge.local) queue.push(edge.to);
    }
  }
  return reached;
}

describe('what every function loads', () => {
  // Each function call on Netlify can be a cold start that imports the function afresh, and every
  // function file is built on the endpoint: Stripe's SDK alone adds about 60 ms to each.
  it("does not include Stripe's SDK, which only the functions that take or refund a payment need", () => {
    const reached = reachedFrom(`${SERVER}/api/endpoint.ts`);
    expect(reached.size).toBeGreaterThan(10);
    expect([...reached].filter((path) => path === 'stripe' || path.endsWith('/select-gateway.ts'))).toEqual([]);
  });

  // Netlify copies a package a function may import into that function: Twilio's SDK is 11 MB, and
  // reached from the endpoint it went into all forty (213 MB of functions became 1.5 GB).
  it("does not include Twilio's SDK, which only the scheduled sender sends texts with", () => {
    const reached = reachedFrom(`${SERVER}/api/endpoint.ts`);
    expect([...reached].filter((path) => path === 'twilio' || path.startsWith('twilio/'))).toEqual([]);
    expect(reached).toContain(`${SERVER}/outbox/deliver-due.ts`);
  });
});

describe('what each function file loads', () => {
  // The functions' own files and all they load at their start: the build erases imports of types
  // alone, and a function file reaches src/domain too.
  const loaded = [...importsUnder('netlify/functions'), ...imports, ...importsUnder('src/domain')].filter(
    (edge) => !edge.typeOnly,
  );
  const functionFiles = [...new Set(loaded.map((edge) => edge.from).filter((path) => path.startsWith('netlify/')))];
  const reachedFromFunction = (start: string): Set<string> => {
    const reached = new Set([start]);
    const queue = [start];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      for (const edge of loaded.filter((candidate) => candidate.from === file)) {
        if (reached.has(edge.to)) continue;
        reached.add(edge.to);
        if (edge.local) queue.push(edge.to);
      }
    }
    return reached;
  };
  const reaching = (found: (path: string) => boolean) =>
    functionFiles.filter((file) => [...reachedFromFunction(file)].some(found));

  it('are read (the check has something to check)', () => {
    expect(functionFiles.length).toBeGreaterThan(50);
    expect(reaching((path) => path === 'src/domain/fulfilment/window-label.ts').length).toBeGreaterThan(20);
  });

  // Each schema is imported from its own file: the index of src/domain/schemas builds every form's
  // schema, and with them the window labels and the phone rules, in every function that read a
  // body through it (all 80 then carried them; docs/performance.md#ci).
  it("reaches no schema through the schemas' index", () => {
    expect(reaching((path) => path === 'src/domain/schemas/index.ts')).toEqual([]);
  });

  // The shop's dates are written by src/domain/fulfilment/clock-words.ts: date-fns's format loads
  // its English locale and every token's formatter, about 100 ms of each cold start.
  it("labels no date with date-fns's format", () => {
    expect(reaching((path) => path === 'date-fns/format' || path === 'date-fns')).toEqual([]);
  });
});
