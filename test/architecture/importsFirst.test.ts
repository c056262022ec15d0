import ts from "typescript";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";
import { readTree } from "./importGraph";

/**
 * A file says what it stands on before anything else: an import or an export-from below code is
 * missed by a reader scanning the head of the file, and by the next person adding an import there.
 */
function lateImports(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const isImport = (statement: ts.Statement): boolean =>
    ts.isImportDeclaration(statement) ||
    ts.isImportEqualsDeclaration(statement) ||
    (ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined);
  const firstCode = source.statements.findIndex((statement) => !isImport(statement));
  if (firstCode === -1) return [];
  return source.statements
    .slice(firstCode)
    .filter(isImport)
    .map((statement) => `${path}:${source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1}`);
}

describe("imports first", () => {
  it("in every file of src, the gallery, the benchmarks and the scripts", () => {
    const tree = readTree(REPO_ROOT, ["src", "gallery", "bench", "scripts"]);
    expect([...tree].flatMap(([path, text]) => lateImports(path, text))).toEqual([]);
  });

  it("finds an import, an import of a module's name and an export-from below code, and nothing above it", () => {
    const text = [
      'import { a } from "./a";',
      'export { b } from "./b";',
      "const c = a + 1;",
      'import { d } from "./d";',
      'import e = require("./e");',
      'export * from "./f";',
      "export { c };",
    ].join("\n");
    expect(lateImports("probe.ts", text)).toEqual(["probe.ts:4", "probe.ts:5", "probe.ts:6"]);
  });
});
