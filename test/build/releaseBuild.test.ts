import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSystem, type SystemBuild } from "../../scripts/build/buildSystem";
import { readJsonObject, type JsonObject } from "../../scripts/build/json";
import { readPackageVersion } from "../../scripts/build/manifest";
import { REPO_ROOT } from "../../scripts/build/paths";
import type { BuildEnv } from "../../scripts/build/releaseTarget";

/** The environment of the release workflow's job as GitHub sets it, for the tag of package.json's version. */
function releaseJob(tag: string): BuildEnv {
  return { GITHUB_ACTIONS: "true", GITHUB_REPOSITORY: "tabletop-works/turnwright", GITHUB_REF_TYPE: "tag", GITHUB_REF_NAME: tag };
}

let version = "";
const outDirs: string[] = [];
let first: SystemBuild;
let second: SystemBuild;
let manifest: JsonObject;

beforeAll(async () => {
  version = await readPackageVersion(REPO_ROOT);
  // Two builds of one commit for one tag, into folders of their own, as two runs of the job would make.
  for (let i = 0; i < 2; i += 1) outDirs.push(await mkdtemp(join(tmpdir(), "turnwright-release-")));
  const [one, two] = outDirs;
  if (one === undefined || two === undefined) throw new Error("two output folders were made");
  first = await buildSystem(one, { quiet: true, env: releaseJob(`v${version}`) });
  second = await buildSystem(two, { quiet: true, env: releaseJob(`v${version}`) });
  manifest = await readJsonObject(join(first.systemDir, "system.json"));
}, 180_000);

afterAll(async () => {
  for (const dir of outDirs) await rm(dir, { recursive: true, force: true });
});

describe("a build for a release tag in a GitHub job", () => {
  it("writes the repository's release addresses and package.json's version into system.json", () => {
    expect(manifest).toMatchObject({
      url: "https://github.com/tabletop-works/turnwright",
      manifest: "https://github.com/tabletop-works/turnwright/releases/latest/download/system.json",
      download: `https://github.com/tabletop-works/turnwright/releases/download/v${version}/turnwright.zip`,
      version,
    });
    expect(first.release).toEqual({ repository: { owner: "tabletop-works", name: "turnwright" }, tag: `v${version}` });
    expect(first.download).toBe(manifest["download"]);
  });

  it("ships the same system.json in the zip", async () => {
    const zipped = unzipSync(new Uint8Array(await readFile(first.zip)))["turnwright/system.json"];
    expect(zipped).toBeDefined();
    expect(JSON.parse(strFromU8(zipped ?? new Uint8Array()))).toEqual(manifest);
  });

  it("leaves the example module out of the zip: it is an example for module authors, not part of the system", async () => {
    const names = Object.keys(unzipSync(new Uint8Array(await readFile(first.zip))));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => name.includes("examples/") || name.includes("actionPanel") || name.endsWith("module.json"))).toEqual([]);
  });

  it("gives byte-identical zips from two builds of the same commit and tag", async () => {
    expect(Buffer.compare(await readFile(second.zip), await readFile(first.zip))).toBe(0);
    expect(Buffer.compare(await readFile(second.sourceMaps), await readFile(first.sourceMaps))).toBe(0);
  });
});

describe("a build for a tag that is not v and package.json's version", () => {
  it("stops before it removes or writes anything in the output folder", async () => {
    const outDir = await mkdtemp(join(tmpdir(), "turnwright-release-wrong-"));
    try {
      await mkdir(join(outDir, "turnwright"));
      await writeFile(join(outDir, "turnwright", "system.json"), "{}");
      await expect(buildSystem(outDir, { quiet: true, env: releaseJob("v999.0.0") })).rejects.toThrow(
        `The tag "v999.0.0" does not match package.json's version "${version}": a release of it is tagged "v${version}".`,
      );
      expect(await readFile(join(outDir, "turnwright", "system.json"), "utf8")).toBe("{}");
      expect(existsSync(join(outDir, "turnwright.zip"))).toBe(false);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });

  it("makes `npm run build` print one line naming both, and exit non-zero", async () => {
    const env = { ...process.env, ...releaseJob("v999.0.0") };
    const built = spawnSync(join(REPO_ROOT, "node_modules/.bin/tsx"), [join(REPO_ROOT, "scripts/build.ts")], { cwd: REPO_ROOT, env, encoding: "utf8" });
    expect(built.status).toBe(1);
    expect(built.stdout).toBe("");
    expect(built.stderr).toBe(
      `Build failed: The tag "v999.0.0" does not match package.json's version "${version}": a release of it is tagged "v${version}".\n`,
    );
  }, 60_000);
});
