import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isJsonObject, readJsonObject } from "../../scripts/build/json";
import { builtManifest } from "../../scripts/build/manifest";
import { REPO_ROOT } from "../../scripts/build/paths";
import { REGISTERED } from "../../src/rulesets/registry";

/** A whole quoted key; a template literal that only starts with one is composed at run time. */
const KEY_IN_SOURCE = /["'`](TURNWRIGHT\.[A-Za-z0-9_.-]*[A-Za-z0-9_-])["'`]/g;

function flatten(value: unknown, prefix = ""): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  if (!isJsonObject(value)) return keys;
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix === "" ? key : `${prefix}.${key}`;
    if (isJsonObject(inner)) for (const [deep, leaf] of flatten(inner, path)) keys.set(deep, leaf);
    else keys.set(path, inner);
  }
  return keys;
}

async function filesUnder(dir: string, ending: string): Promise<string[]> {
  const entries = await readdir(join(REPO_ROOT, dir), { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(ending)).map((entry) => join(entry.parentPath, entry.name));
}

async function keysUsedIn(files: readonly string[]): Promise<Map<string, string>> {
  const used = new Map<string, string>();
  for (const file of files) {
    for (const match of (await readFile(file, "utf8")).matchAll(KEY_IN_SOURCE)) {
      if (match[1] !== undefined) used.set(match[1], file);
    }
  }
  return used;
}

describe("lang/en.json", async () => {
  const english = await readJsonObject(join(REPO_ROOT, "lang/en.json"));
  const strings = flatten(english);

  it("keeps the system's own strings under TURNWRIGHT, beside Foundry's TYPES labels", () => {
    expect(Object.keys(english).sort()).toEqual(["TURNWRIGHT", "TYPES"]);
    for (const [key, text] of strings) expect(typeof text === "string" && text.trim() !== "", key).toBe(true);
  });

  it("names every registered rule set", () => {
    for (const entry of REGISTERED) expect(strings.has(`TURNWRIGHT.RuleSet.${entry.id}`), entry.id).toBe(true);
  });

  it("labels every Actor and Item type the built system.json declares", async () => {
    const types = (await builtManifest(REPO_ROOT, "0.0.0", []))["documentTypes"];
    for (const document of ["Actor", "Item"]) {
      const subtypes = isJsonObject(types) ? types[document] : undefined;
      for (const subtype of Object.keys(isJsonObject(subtypes) ? subtypes : {})) {
        expect(strings.has(`TYPES.${document}.${subtype}`), `TYPES.${document}.${subtype}`).toBe(true);
      }
    }
  });

  it("holds every key the code and the templates ask for", async () => {
    const used = await keysUsedIn([...(await filesUnder("src", ".ts")), ...(await filesUnder("templates", ".hbs"))]);
    expect(used.size).toBeGreaterThan(0);
    // A quoted namespace (the prefix a rule set builds its keys from) is not a key of its own;
    // the keys built from it are checked where the views are rendered.
    const namespaces = new Set(
      [...strings.keys()].flatMap((key) =>
        key
          .split(".")
          .slice(1)
          .map((_, i, parts) => ["TURNWRIGHT", ...parts.slice(0, i)].join(".")),
      ),
    );
    const missing = [...used].filter(([key]) => !strings.has(key) && !namespaces.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
