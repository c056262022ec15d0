import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";
import { cli } from "../cli/harness";

describe("what docs/cli.md says of why an attack went where it did", () => {
  it("says the log gives ', at random' for a target drawn at random, as the log does", async () => {
    const page = readFileSync(join(REPO_ROOT, "docs/cli.md"), "utf8").replace(/\s+/g, " ");
    expect(page).not.toContain('"at random" is left unsaid');
    expect(page).toContain('"hits Raider 2 with Sword, at random"');
    const log = (await cli("sim", join(REPO_ROOT, "examples/phases-3d6/squad-4v6.json"), "--seed", "2")).out;
    expect(log).toContainEqual(expect.stringMatching(/ (hits|misses) .* with .*, at random/));
  });
});
