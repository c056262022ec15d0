import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { v14Declarations, v14Tsconfig } from "../../scripts/typecheck/v14Declarations";

const made: string[] = [];
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A folder shaped like a checkout of the declarations: its package.json's version, the entry file, and (or not) its dependencies. */
function declarationsFolder(version: string, installed: boolean): string {
  const folder = mkdtempSync(join(tmpdir(), "turnwright-v14-"));
  made.push(folder);
  writeFileSync(join(folder, "package.json"), JSON.stringify({ name: "@league-of-foundry-developers/foundry-vtt-types", version }));
  mkdirSync(join(folder, "src"));
  writeFileSync(join(folder, "src", "index.d.mts"), "export {};\n");
  if (installed) mkdirSync(join(folder, "node_modules", "pixi.js"), { recursive: true });
  return folder;
}

describe("typecheck:v14's declarations folder", () => {
  it("is skipped, in words, when FVTT_TYPES_V14 is not set or empty", () => {
    expect(v14Declarations({})).toEqual({ state: "unset", reason: "FVTT_TYPES_V14 is not set" });
    expect(v14Declarations({ FVTT_TYPES_V14: " " }).state).toBe("unset");
  });

  it("is refused when the folder is v13's declarations, or has no dependencies installed", () => {
    const v13 = v14Declarations({ FVTT_TYPES_V14: declarationsFolder("13.345.1", true) });
    expect(v13.state).toBe("unusable");
    expect(v13.state === "unusable" && v13.reason).toMatch(/version 13\.345\.1, not 14\.x/);
    const bare = v14Declarations({ FVTT_TYPES_V14: declarationsFolder("14.366.0", false) });
    expect(bare.state === "unusable" && bare.reason).toMatch(/no dependencies installed/);
    expect(v14Declarations({ FVTT_TYPES_V14: join(tmpdir(), "no-such-folder-turnwright") }).state).toBe("unusable");
  });

  it("is used when it holds v14's declarations with their dependencies, and the config sends fvtt-types there", () => {
    const folder = declarationsFolder("14.366.0", true);
    expect(v14Declarations({ FVTT_TYPES_V14: folder })).toEqual({ state: "ready", path: folder, version: "14.366.0" });
    const config = v14Tsconfig("/project/tsconfig.v14.json", folder, "/project/.cache/info");
    expect(config).toMatchObject({
      extends: "/project/tsconfig.v14.json",
      files: [join(folder, "src", "index.d.mts")],
      compilerOptions: {
        paths: { "fvtt-types": [join(folder, "src", "index.d.mts")], "fvtt-types/configuration": [join(folder, "src", "configuration", "index.d.mts")] },
      },
    });
  });
});
