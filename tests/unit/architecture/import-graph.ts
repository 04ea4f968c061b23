import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** The project root; every path this module answers is relative to it, with '/' separators. */
export const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');

/** One import of one file: `to` is a project path when it resolves to a file of ours, else the specifier. */
export interface ImportEdge {
  from: string;
  to: string;
  /** True when `to` is a file of the project (not a package or a Node built-in). */
  local: boolean;
  /** True when the import names types only, which the build erases: nothing is loaded for it. */
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx|mts)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.d.ts', '/index.ts', '/index.tsx'];

const toProjectPath = (absolute: string) => relative(PROJECT_ROOT, absolute).split(sep).join('/');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** The file an import names ('@/...' is src/), or null for a package or built-in. */
function resolveImport(fromFile: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(PROJECT_ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else return null;
  const found = EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  if (!found) throw new Error(`${toProjectPath(fromFile)} imports '${specifier}', which names no file`);
  return found;
}

/** An `import ... from` or `export ... from` statement: its `type` keyword, what it names, and from where. */
const FROM_STATEMENT =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+)\s+from\s+'([^']+)'/g;

/**
 * The specifiers `source` names for types alone, in every statement that names them (`import
 * type`, `export type`, or braces whose every name is marked `type`): the build drops those
 * imports, so nothing is loaded for them.
 */
function typeOnlySpecifiers(source: string): Set<string> {
  const forValues = new Set<string>();
  const forTypes = new Set<string>();
  for (const [, keyword, names = '', specifier = ''] of source.matchAll(FROM_STATEMENT)) {
    const braced = names.startsWith('{')
      ? names
          .slice(1, -1)
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : [];
    const types = Boolean(keyword) || (braced.length > 0 && braced.every((name) => name.startsWith('type ')));
    (types ? forTypes : forValues).add(specifier);
  }
  return new Set([...forTypes].filter((specifier) => !forValues.has(specifier)));
}

/**
 * Every import (static, type-only, re-export and dynamic) of every TypeScript file under
 * `directory` (project-relative), read with TypeScript's own pre-processor rather than a pattern.
 */
export function importsUnder(directory: string): ImportEdge[] {
  return sourceFiles(join(PROJECT_ROOT, directory)).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const typeOnly = typeOnlySpecifiers(source);
    return ts.preProcessFile(source, true, true).importedFiles.map(({ fileName }) => {
      const target = resolveImport(file, fileName);
      const onlyTypes = typeOnly.has(fileName);
      return target
        ? { from: toProjectPath(file), to: toProjectPath(target), local: true, typeOnly: onlyTypes }
        : { from: toProjectPath(file), to: fileName, local: false, typeOnly: onlyTypes };
    });
  });
}

/** The first folder of `path` under `root` ('src/server/outbox/outbox.ts' -> 'mail'); a file directly in root is its own. */
export function folderUnder(root: string, path: string): string | null {
  if (!path.startsWith(`${root}/`)) return null;
  return path.slice(root.length + 1).split('/')[0] ?? null;
}

/**
 * The cycles among the folders of `root` (each as 'a -> b -> a'), from the imports between files
 * of different folders. One cycle is named per strongly connected group, enough to point at it.
 */
export function folderCycles(root: string, edges: readonly ImportEdge[]): string[] {
  const next = new Map<string, Set<string>>();
  for (const edge of edges) {
    const from = folderUnder(root, edge.from);
    const to = edge.local ? folderUnder(root, edge.to) : null;
    if (from === null || to === null || from === to) continue;
    next.set(from, (next.get(from) ?? new Set()).add(to));
  }
  const cycles: string[] = [];
  const done = new Set<string>();
  const visit = (folder: string, path: string[]): void => {
    const at = path.indexOf(folder);
    if (at >= 0) {
      cycles.push([...path.slice(at), folder].join(' -> '));
      return;
    }
    if (done.has(folder)) return;
    for (const target of next.get(folder) ?? []) visit(target, [...path, folder]);
    done.add(folder);
  };
  for (const folder of [...next.keys()].sort()) visit(folder, []);
  return cycles;
}
