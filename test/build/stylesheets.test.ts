import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const folders = ["../../styles/", "../../gallery/"].map((folder) => new URL(folder, import.meta.url));
const sheets = folders.flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith(".css"))
    .map((name) => new URL(name, folder)),
);

/**
 * A rule left open swallows every rule after it, and the browser says nothing: a merge once
 * dropped one closing brace and the gallery's token HUD lost all its styles, while every test
 * still passed. Comments and strings aside, each stylesheet's braces close in order.
 */
describe("stylesheets", () => {
  it.each(sheets.map((url) => [url.pathname.split("/").slice(-2).join("/"), url] as const))("%s closes every rule it opens", (_name, url) => {
    const text = readFileSync(url, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, "");
    let depth = 0;
    for (const [index, line] of text.split("\n").entries()) {
      for (const ch of line) {
        if (ch === "{") depth += 1;
        if (ch === "}") depth -= 1;
        expect(depth, `a brace closes nothing on line ${index + 1}`).toBeGreaterThanOrEqual(0);
      }
    }
    expect(depth, "rules left open at the end").toBe(0);
  });
});
