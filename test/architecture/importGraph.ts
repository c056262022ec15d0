import type { Floors } from "../../scripts/docs/faces";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import ts from "typescript";

/** One file naming another: an import, an export-from, an `import()`, an `import("…")` type or a module augmentation. */
export interface ImportEdge {
  readonly from: string;
  readonly to: string;
  readonly line: number;
}

/** Files by their path from the repository's root, with `/` between folders. */
export type SourceTree = ReadonlyMap<string, string>;

const SOURCE = /\.(ts|mts)$/;

/** The texts of every TypeScript file under `folders` and of `files`, read from `root`. */
export function readTree(root: string, folders: readonly string[], files: readonly string[] = []): Map<string, string> {
  const tree = new Map<string, string>();
  for (const folder of folders) {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !SOURCE.test(entry.name)) continue;
      const path = join(entry.parentPath, entry.name);
      tree.set(relative(root, path), readFileSync(path, "utf8"));
    }
  }
  for (const file of files) if (existsSync(join(root, file))) tree.set(file, readFileSync(join(root, file), "utf8"));
  return tree;
}

/**
 * Every edge between two files of the tree. Type-only imports count: a type is part of what the
 * code means, and a file that needs another's types cannot be read without it. A specifier that
 * names no file of the tree (a package, a path Foundry serves) is no edge.
 */
export function importGraph(tree: SourceTree): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const [from, text] of tree) {
    for (const { fileName, pos } of ts.preProcessFile(text, true, true).importedFiles) {
      const to = fileName.startsWith(".") ? resolveIn(tree, from, fileName) : undefined;
      if (to !== undefined) edges.push({ from, to, line: lineAt(text, pos) });
    }
  }
  return edges.sort((a, b) => compare(a.from, b.from) || a.line - b.line || compare(a.to, b.to));
}

/** The file of the tree that `specifier`, written in `from`, names: a path with or without its extension, or a folder's `index.ts`. */
export function resolveIn(tree: SourceTree, from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier.replace(/\.m?js$/, "")));
  return [base, `${base}.ts`, `${base}.mts`, `${base}.d.ts`, join(base, "index.ts")].find((candidate) => tree.has(candidate));
}

/**
 * The files that import one another round a circle, each circle as its files in order and each
 * list of circles in order, so the answer never depends on the order the tree was read in.
 * Tarjan's strongly connected components; a file importing itself is a circle of one.
 */
export function circles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.size - 1);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = member === file ? undefined : stack.pop()) {
      onStack.delete(member);
      component.push(member);
    }
    if (component.length > 1 || (next.get(file) ?? []).includes(file)) found.push(component.sort(compare));
  };
  for (const file of [...next.keys()].sort(compare)) if (!index.has(file)) visit(file);
  return found.sort((a, b) => compare(a[0] ?? "", b[0] ?? ""));
}

/** The edges that climb a floor or cross between siblings, as `from:line -> to`. */
export function climbs(edges: readonly ImportEdge[], floors: Floors): string[] {
  const place = (file: string): { floor: number; room: string } | undefined => {
    for (const [floor, rooms] of floors.entries()) {
      const room = rooms.find((candidate) => file === candidate || file.startsWith(`${candidate}/`));
      if (room !== undefined) return { floor, room };
    }
    return undefined;
  };
  const found: string[] = [];
  for (const edge of edges) {
    const from = place(edge.from);
    const to = place(edge.to);
    if (from === undefined || to === undefined || from.room === to.room) continue;
    if (to.floor > from.floor || (to.floor === from.floor && to.room !== from.room)) found.push(`${edge.from}:${edge.line} -> ${edge.to}`);
  }
  return found;
}

function lineAt(text: string, position: number): number {
  let line = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < position; at = text.indexOf("\n", at + 1)) line += 1;
  return line;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
