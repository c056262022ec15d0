import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";
import { coreConfig, typeCheckAsCore } from "./coreCheck";

describe("the core type-check (tsconfig.core.json)", () => {
  it("knows no Foundry: game, Roll and CONFIG are unknown names under src/engine", () => {
    const messages = typeCheckAsCore(
      "src/engine/foundryProbe.ts",
      ["export const actor = game.actors;", 'export const roll = new Roll("1d10");', "export const sizes = CONFIG.fontSizes;"].join("\n"),
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining("Cannot find name 'game'"),
        expect.stringContaining("Cannot find name 'Roll'"),
        expect.stringContaining("Cannot find name 'CONFIG'"),
      ]),
    );
  });

  it("passes clean code in the same place, engine imports included", () => {
    const messages = typeCheckAsCore(
      "src/engine/cleanProbe.ts",
      ['import { EVENT_TYPES } from "./events";', "export const count: number = EVENT_TYPES.length;"].join("\n"),
    );
    expect(messages).toEqual([]);
  });

  it("covers the pure folders and nothing of src/foundry or the Foundry entry", () => {
    const files = coreConfig().fileNames.map((file) => relative(REPO_ROOT, file));
    expect(files.some((file) => file.startsWith("src/rulesets/"))).toBe(true);
    expect(files.filter((file) => file.startsWith("src/foundry/") || file === "src/index.ts")).toEqual([]);
  });
});
