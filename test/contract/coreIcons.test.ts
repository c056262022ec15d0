import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { foundryFolder } from "./foundryFolder";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** What the system ships that can name a picture: its code, templates, styles, languages and compendium sources. */
const SHIPPED = ["src", "templates", "styles", "lang", "packs/_source", "system.json"];

/** A path into core's icon folder as our code and data write it (`icons/svg/skull.svg`); a picture we name is never built from parts. */
const ICON = /\bicons\/[A-Za-z0-9_/.-]+\.(?:webp|svg|png|jpe?g)\b/g;

function files(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name) => files(join(path, name)));
}

/** Each icon named, with the files that name it. */
function namedIcons(): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const file of SHIPPED.flatMap(files)) {
    for (const [icon] of readFileSync(join(ROOT, file), "utf8").matchAll(ICON)) named.set(icon, [...(named.get(icon) ?? []), relative(ROOT, join(ROOT, file))]);
  }
  return named;
}

describe("the icons Turnwright names from Foundry's own folder (public/icons/, served at icons/)", () => {
  const folder = foundryFolder(process.env);

  it("are each a file core ships, so no sheet, directory or card asks the server for one it answers with 404", () => {
    if (!folder.ok) throw new Error(`test:foundry runs only with Foundry's code: ${folder.reason}`);
    const named = namedIcons();
    // The packs alone name dozens: a scan that finds none has lost its way.
    expect(named.size).toBeGreaterThan(20);
    const missing = [...named]
      .filter(([icon]) => !existsSync(join(folder.path, "public", icon)))
      .map(([icon, where]) => `${icon} (${[...new Set(where)].join(", ")})`);
    expect(missing).toEqual([]);
  });
});
