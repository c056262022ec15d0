import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";
import { foundryCrossings } from "./importScan";

const PURE_FOLDERS = ["src/engine", "src/rulesets", "src/cli"];
const SOURCE = /\.[cm]?[jt]s$/;

const crossingsOf = (path: string, source: string): string[] =>
  foundryCrossings(join(REPO_ROOT, path), source, REPO_ROOT).map((crossing) => `${crossing.line}: ${crossing.what} (${crossing.reason})`);

describe("the import scan", () => {
  it("finds every way of reaching src/foundry, Foundry's packages and Foundry's paths", () => {
    const source = [
      '/// <reference types="fvtt-types" />',
      'import { registerSettings } from "../../foundry/settings";',
      'import type { TurnwrightApi } from "../../foundry/api";',
      'export * from "../../index";',
      'import "fvtt-types";',
      'const cli = await import("@foundryvtt/foundryvtt-cli");',
      'const types = require("@league-of-foundry-developers/foundry-vtt-types");',
      'type Doc = import("fvtt-types/configuration").DocumentClassConfig;',
      'declare module "fvtt-types/configuration" {}',
      'import { Roll } from "/common/dice/roll.mjs";',
      'import { Client } from "#client/client.mjs";',
      'import { sibling } from "../foundry/notFoundry";',
    ].join("\n");
    expect(crossingsOf("src/rulesets/d100-fate/probe.ts", source)).toEqual([
      "1: fvtt-types (imports a Foundry package)",
      "2: ../../foundry/settings (imports from src/foundry)",
      "3: ../../foundry/api (imports from src/foundry)",
      "4: ../../index (imports the Foundry entry)",
      "5: fvtt-types (imports a Foundry package)",
      "6: @foundryvtt/foundryvtt-cli (imports a Foundry package)",
      "7: @league-of-foundry-developers/foundry-vtt-types (imports a Foundry package)",
      "8: fvtt-types/configuration (imports a Foundry package)",
      "9: fvtt-types/configuration (imports a Foundry package)",
      "10: /common/dice/roll.mjs (imports a path Foundry serves)",
      "11: #client/client.mjs (imports a path Foundry serves)",
    ]);
  });

  it("finds Foundry globals read through globalThis, window or self", () => {
    const source = ["const g = globalThis.game;", 'const h = (window as Record<string, unknown>)["Hooks"];', "const c = self.CONFIG;"].join("\n");
    expect(crossingsOf("src/engine/probe.ts", source)).toEqual([
      "1: game (reads a Foundry global)",
      "2: Hooks (reads a Foundry global)",
      "3: CONFIG (reads a Foundry global)",
    ]);
  });

  it("lets ordinary imports through", () => {
    const source = [
      'import { Type } from "@sinclair/typebox";',
      'import { readFile } from "node:fs/promises";',
      'import type { CombatEvent } from "../engine/events";',
      'import { foundryLikeName } from "./foundryish";',
      "const now = globalThis.structuredClone;",
    ].join("\n");
    expect(crossingsOf("src/cli/probe.ts", source)).toEqual([]);
  });
});

describe("src/engine, src/rulesets and src/cli", () => {
  it("never import from src/foundry, Foundry's types or Foundry's globals", async () => {
    const found: string[] = [];
    for (const folder of PURE_FOLDERS) {
      const entries = await readdir(join(REPO_ROOT, folder), { withFileTypes: true, recursive: true });
      for (const entry of entries.filter((candidate) => candidate.isFile() && SOURCE.test(candidate.name))) {
        const path = join(entry.parentPath, entry.name);
        for (const crossing of foundryCrossings(path, await readFile(path, "utf8"), REPO_ROOT)) {
          found.push(`${relative(REPO_ROOT, path)}:${crossing.line} ${crossing.what} (${crossing.reason})`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
