import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** Where the page fetches an npm package's files: `/__npm/<its folder under node_modules>/`. */
export const NPM_ROUTE = "/__npm/";

/** What the client imports by bare name and the stand-in answers with a module of its own instead of a package (the macro editor's linter). */
export const STUBBED = { "eslint-linter-browserify": "/__standin/eslint-linter.mjs" } as const;

/**
 * The import map a page of the sources shape needs: `@common/` and `@client/` as the client's own
 * modules name them, and every bare import the client's modules make, resolved to the package's
 * own ES module in our node_modules, followed through each package's imports so that a package's
 * own bare imports resolve too. Built by reading the files' import statements; nothing is
 * rewritten or bundled: the browser loads every file as it is.
 */
export function importMap(foundry: string, nodeModules: string): { readonly imports: Record<string, string> } {
  const imports: Record<string, string> = { "@common/": "/common/", "@client/": "/client/", ...STUBBED };
  const pending = [...bareImportsOfTree(join(foundry, "client")), ...bareImportsOfTree(join(foundry, "common"))];
  const seen = new Set<string>(Object.keys(STUBBED));
  while (pending.length > 0) {
    const specifier = pending.pop() ?? "";
    if (seen.has(specifier)) continue;
    seen.add(specifier);
    const entry = resolveEntry(nodeModules, specifier);
    if (entry === undefined)
      throw new Error(`the client imports "${specifier}", which no package in node_modules provides as an ES module (add it to devDependencies)`);
    imports[specifier] = NPM_ROUTE + relative(nodeModules, entry).split("\\").join("/");
    for (const found of bareImportsOfModuleGraph(entry)) if (!seen.has(found)) pending.push(found);
  }
  return { imports };
}

const IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function specifiersOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? "").filter((specifier) => /^[\w@./-]+$/.test(specifier));
}

const isBare = (specifier: string): boolean =>
  !specifier.startsWith(".") &&
  !specifier.startsWith("/") &&
  !specifier.startsWith("@common/") &&
  !specifier.startsWith("@client/") &&
  !specifier.includes("${") &&
  !/^[a-z]+:/.test(specifier);

/** The bare imports of every module file under a folder of Foundry's. */
function bareImportsOfTree(folder: string): string[] {
  const found = new Set<string>();
  const walk = (path: string): void => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".mjs") || entry.name.endsWith(".js"))
        for (const specifier of specifiersOf(stripComments(readFileSync(full, "utf8")))) if (isBare(specifier)) found.add(specifier);
    }
  };
  walk(folder);
  return [...found];
}

/** The bare imports of a package's module and every module it reaches by a relative import. */
function bareImportsOfModuleGraph(entry: string): string[] {
  const found = new Set<string>();
  const visited = new Set<string>();
  const visit = (file: string): void => {
    if (visited.has(file) || !existsSync(file)) return;
    visited.add(file);
    for (const specifier of specifiersOf(stripComments(readFileSync(file, "utf8")))) {
      if (isBare(specifier)) found.add(specifier);
      else if (specifier.startsWith(".")) visit(resolve(dirname(file), specifier));
    }
  };
  visit(entry);
  return [...found];
}

/** A package's ES module entry (`exports["."].import`, `exports.import`, `module`), or a subpath's file. */
function resolveEntry(nodeModules: string, specifier: string): string | undefined {
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? "");
  const subpath = parts.slice(specifier.startsWith("@") ? 2 : 1).join("/");
  const folder = join(nodeModules, name);
  const manifestFile = join(folder, "package.json");
  if (!existsSync(manifestFile)) return undefined;
  const manifest: unknown = JSON.parse(readFileSync(manifestFile, "utf8"));
  const exportsField: unknown = Reflect.get(Object(manifest), "exports");
  const key = subpath === "" ? "." : `./${subpath}`;
  const target = exportTarget(exportsField, key) ?? (subpath === "" ? stringAt(manifest, "module") : subpath);
  if (target === undefined) return undefined;
  const file = join(folder, target);
  return existsSync(file) ? file : undefined;
}

function exportTarget(exportsField: unknown, key: string): string | undefined {
  if (typeof exportsField === "string") return key === "." ? exportsField : undefined;
  if (typeof exportsField !== "object" || exportsField === null) return undefined;
  const keyed = Object.keys(exportsField).some((name) => name.startsWith("."));
  const condition: unknown = keyed ? Reflect.get(exportsField, key) : key === "." ? exportsField : undefined;
  return conditionTarget(condition);
}

function conditionTarget(condition: unknown): string | undefined {
  if (typeof condition === "string") return condition;
  if (typeof condition !== "object" || condition === null) return undefined;
  for (const name of ["browser", "import", "module", "default"]) {
    const found = conditionTarget(Reflect.get(condition, name));
    if (found !== undefined && !found.endsWith(".cjs")) return found;
  }
  return undefined;
}

function stringAt(object: unknown, key: string): string | undefined {
  const value: unknown = Reflect.get(Object(object), key);
  return typeof value === "string" ? value : undefined;
}

/** Block and line comments out, so `@import` in a JSDoc comment or an example in one is not read as an import. */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/[^\n]*/g, "$1");
}
