import ts from "typescript";
import { resolveIn, type SourceTree } from "./importGraph";

/**
 * The files of the tree that `from` imports for their values, as the bundler follows them into
 * the chunk that `from` is in: static imports and re-exports. Left out: `import type` and
 * `export type` (erased), `import()` (a chunk of its own, fetched later) and `import("…")` types.
 * An import whose every name is marked `type` still counts: under `verbatimModuleSyntax` it stays
 * as `import {} from`, which loads the module.
 */
export function valueImports(tree: SourceTree, from: string): string[] {
  const text = tree.get(from);
  if (text === undefined) throw new Error(`${from} is not in the tree`);
  const source = ts.createSourceFile(from, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    const specifier = valueSpecifier(statement);
    const to = specifier?.startsWith(".") === true ? resolveIn(tree, from, specifier) : undefined;
    if (to !== undefined) found.push(to);
  }
  return found;
}

function valueSpecifier(statement: ts.Statement): string | undefined {
  if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
    return statement.importClause?.isTypeOnly === true ? undefined : statement.moduleSpecifier.text;
  }
  if (ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined && ts.isStringLiteral(statement.moduleSpecifier)) {
    return statement.isTypeOnly ? undefined : statement.moduleSpecifier.text;
  }
  return undefined;
}

/** Every file the bundler brings in with `start` for their values (`valueImports`, followed), `start` among them. */
export function valueClosure(tree: SourceTree, start: string): Set<string> {
  const seen = new Set<string>();
  const waiting = [start];
  for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    waiting.push(...valueImports(tree, file));
  }
  return seen;
}
