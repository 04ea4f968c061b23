import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { api, type Role, type Route, servedPath } from '@/domain/api';
import { apiSchemas } from '@/domain/api/schemas';

/*
 * The function files, the contract (src/domain/api) and the endpoint table of
 * docs/behaviour/api.md must agree: a path, method or role changed in one place fails here.
 */

const FUNCTIONS = 'netlify/functions';

interface FunctionFile {
  file: string;
  path: string;
  source: string;
}

/** Each function file with a public path, as its `export const config` literal declares it. */
const functionFiles: FunctionFile[] = readdirSync(FUNCTIONS)
  .filter((file) => file.endsWith('.mts'))
  .flatMap((file) => {
    const source = readFileSync(join(FUNCTIONS, file), 'utf8');
    // A method only where two paths would otherwise take the same request (admin-order.mts).
    const config = /export const config: Config = \{ path: '([^']+)'(?:, method: '[A-Z]+')? \};/.exec(source);
    return config?.[1] ? [{ file, path: config[1], source }] : [];
  });

const routes: Array<{ name: string; route: Route }> = Object.entries(api).flatMap(([area, group]) =>
  Object.entries(group).map(([name, route]) => ({ name: `${area}.${name}`, route: route as Route })),
);

/** How the docs' Auth column names each role. */
const DOCS_ROLE: Record<Role, string> = {
  public: 'public',
  user: 'user',
  admin: 'admin',
  signature: 'signed',
  'test-gateway': 'test gateway on',
};

/** The rows of the endpoint table: method, path (`{id}` read as `:id`, the query left out) and auth. */
function docsRows(): string[] {
  const doc = readFileSync('docs/behaviour/api.md', 'utf8');
  return [...doc.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) `([^`]+)`\s*\| ([^|]+?)\s*\|/gm)].map(
    ([, method, path, auth]) => `${method} ${path?.replace(/\[?\?.*$/, '').replace(/\{(\w+)\}/g, ':$1')} ${auth}`,
  );
}

describe('the API contract', () => {
  it('has a function file for every path it names, and names every function file path', () => {
    const served = new Set(routes.map(({ route }) => servedPath(route)));
    expect([...new Set(functionFiles.map(({ path }) => path))].sort()).toEqual([...served].sort());
  });

  it('is what each function file serves: the routes of its path, and none of another', () => {
    for (const { file, path, source } of functionFiles) {
      const named = [...source.matchAll(/\bapi\.(\w+\.\w+)\b/g)].map((match) => match[1]);
      const own = routes.filter(({ route }) => servedPath(route) === path).map(({ name }) => name);
      expect({ file, routes: [...new Set(named)].sort() }).toEqual({ file, routes: own.sort() });
    }
  });

  it('gives every route one method and path, and its schemas under the same name', () => {
    const keys = routes.map(({ route }) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const schemaNames = Object.entries(apiSchemas).flatMap(([area, group]) =>
      Object.keys(group).map((name) => `${area}.${name}`),
    );
    expect(schemaNames.sort()).toEqual(routes.map(({ name }) => name).sort());
  });

  it('is the endpoint table of docs/behaviour/api.md, row for row', () => {
    const fromContract = routes.map(({ route }) => `${route.method} ${route.path} ${DOCS_ROLE[route.role]}`);
    expect(docsRows().sort()).toEqual(fromContract.sort());
  });
});
