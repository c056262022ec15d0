import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fieldTree, type FieldNode } from "../../../src/engine/schema/FieldTree";
import { localizationPrefix } from "../../../src/foundry/data/dataModelFor";
import { DOCUMENT_SCHEMAS } from "../../support/documentSchemas";
import { REPO_ROOT } from "../../../scripts/build/paths";

/** Every field path of a schema tree, nested ones as `wounds.max`. */
function fieldPaths(node: FieldNode, prefix = ""): string[] {
  if (node.kind !== "object") return [];
  return Object.entries(node.fields).flatMap(([name, child]) => {
    const path = prefix === "" ? name : `${prefix}.${name}`;
    return [path, ...fieldPaths(child, path)];
  });
}

function lookup(tree: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((inner, key) => (typeof inner === "object" && inner !== null ? Reflect.get(inner, key) : undefined), tree);
}

describe("the data models' field labels", async () => {
  const english: unknown = JSON.parse(await readFile(join(REPO_ROOT, "lang/en.json"), "utf8"));

  it("are in lang/en.json for every field of every document subtype, where Foundry's localisation prefix looks", () => {
    const missing: string[] = [];
    for (const [type, schema] of Object.entries(DOCUMENT_SCHEMAS)) {
      const rules = lookup(english, `${localizationPrefix(type)}.FIELDS`);
      for (const path of fieldPaths(fieldTree(schema))) {
        const label = lookup(rules, `${path}.label`);
        if (typeof label !== "string" || label.trim() === "") missing.push(`${type}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("name no field the schemas do not have", () => {
    const stray: string[] = [];
    for (const [type, schema] of Object.entries(DOCUMENT_SCHEMAS)) {
      const known = new Set(fieldPaths(fieldTree(schema)));
      const walk = (node: unknown, prefix: string): void => {
        if (typeof node !== "object" || node === null) return;
        for (const [key, inner] of Object.entries(node)) {
          if (key === "label" || key === "hint") continue;
          const path = prefix === "" ? key : `${prefix}.${key}`;
          if (!known.has(path)) stray.push(`${type}: ${path}`);
          walk(inner, path);
        }
      };
      walk(lookup(english, `${localizationPrefix(type)}.FIELDS`), "");
    }
    expect(stray).toEqual([]);
  });
});
