import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleCli } from "../../scripts/build/bundle";
import { buildCli } from "../../scripts/build/buildSystem";
import { REPO_ROOT } from "../../scripts/build/paths";
import { EVENT_TYPES } from "../../src/engine/events";

const run = promisify(execFile);

// The entry sits inside the repository (under the git-ignored .cache) so its imports resolve;
// the bundle is written and run outside it, where no node_modules can help.
let entryDir = "";
let outDir = "";
let bundle = "";

beforeAll(async () => {
  await mkdir(join(REPO_ROOT, ".cache"), { recursive: true });
  entryDir = await mkdtemp(join(REPO_ROOT, ".cache", "cli-entry-"));
  outDir = await mkdtemp(join(tmpdir(), "turnwright-cli-"));
  const entry = join(entryDir, "main.ts");
  await writeFile(
    entry,
    [
      'import { Type } from "@sinclair/typebox";',
      'import { uniformInt } from "pure-rand/distribution/uniformInt";',
      'import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";',
      `import { EVENT_TYPES } from ${JSON.stringify(join(REPO_ROOT, "src/engine/events"))};`,
      "const face = uniformInt(xoroshiro128plus(7), 1, 10);",
      "console.log(JSON.stringify({ schema: Type.Integer().type, face, events: EVENT_TYPES.length, args: process.argv.slice(2) }));",
    ].join("\n"),
  );
  bundle = await bundleCli(join(outDir, "cli"), entry, { quiet: true });
}, 120_000);

afterAll(async () => {
  if (entryDir !== "") await rm(entryDir, { recursive: true, force: true });
  if (outDir !== "") await rm(outDir, { recursive: true, force: true });
});

describe("the CLI bundle", () => {
  it("is cli/turnwright.mjs, executable, with one node shebang", async () => {
    expect(bundle).toBe(join(outDir, "cli", "turnwright.mjs"));
    expect((await stat(bundle)).mode & 0o777).toBe(0o755);
    const text = await readFile(bundle, "utf8");
    expect(text.startsWith("#!/usr/bin/env node\n")).toBe(true);
    expect(text.match(/^#!/gm)).toHaveLength(1);
  });

  it("runs on its own, every dependency inside it", async () => {
    const { stdout } = await run(bundle, ["sim", "--seed", "7"], { cwd: outDir });
    const printed: unknown = JSON.parse(stdout);
    expect(printed).toMatchObject({ schema: "integer", events: EVENT_TYPES.length, args: ["sim", "--seed", "7"] });
    expect(await readFile(bundle, "utf8")).not.toMatch(/^import .* from ["'](@sinclair|pure-rand)/m);
  });
});

describe("the project's CLI, as the build makes it", () => {
  let cliOut = "";
  let cli = "";

  beforeAll(async () => {
    cliOut = await mkdtemp(join(tmpdir(), "turnwright-cli-real-"));
    const built = await buildCli(cliOut, { quiet: true });
    if (!built.built) throw new Error(built.reason);
    cli = built.file;
  }, 120_000);

  afterAll(async () => {
    if (cliOut !== "") await rm(cliOut, { recursive: true, force: true });
  });

  it("answers --help with the three commands, from outside the repository", async () => {
    const { stdout } = await run(cli, ["--help"], { cwd: cliOut });
    for (const command of ["turnwright sim", "turnwright odds", "turnwright schema"]) expect(stdout).toContain(command);
  });

  it("runs odds on worker threads from outside the repository, with the study one thread gives", async () => {
    const squad = join(REPO_ROOT, "examples/action-points/squad-4v6.json");
    const args = ["odds", squad, "--trials", "400", "--seed", "3", "--json"];
    const one = await run(cli, [...args, "--jobs", "1"], { cwd: cliOut });
    const two = await run(cli, [...args, "--jobs", "2"], { cwd: cliOut });
    expect(JSON.parse(two.stdout)).toEqual(JSON.parse(one.stdout));
    expect(JSON.parse(one.stdout)).toMatchObject({ trials: 400, seed: 3 });
  });

  it("is one file: copied alone to an empty folder, it runs odds on worker threads of itself", async () => {
    expect((await readdir(join(cliOut, "cli"))).sort()).toEqual(["turnwright.mjs"]);
    const alone = await mkdtemp(join(tmpdir(), "turnwright-cli-alone-"));
    try {
      await copyFile(cli, join(alone, "turnwright.mjs"));
      const squad = join(REPO_ROOT, "examples/d100-fate/squad-4v6.json");
      const args = [join(alone, "turnwright.mjs"), "odds", squad, "--trials", "300", "--seed", "5", "--json"];
      const one = await run(process.execPath, [...args, "--jobs", "1"], { cwd: alone });
      const two = await run(process.execPath, [...args, "--jobs", "2"], { cwd: alone });
      expect(two.stderr).toBe("");
      expect(JSON.parse(two.stdout)).toEqual(JSON.parse(one.stdout));
    } finally {
      await rm(alone, { recursive: true, force: true });
    }
  });

  it("prints a rule set's schema as JSON", async () => {
    const { stdout } = await run(cli, ["schema", "d100-fate"], { cwd: cliOut });
    const schema: unknown = JSON.parse(stdout);
    expect(schema).toMatchObject({ type: "object" });
  });
});

describe("npx turnwright in a clone", () => {
  it("runs the package's bin, the clone's own launcher, executable from the start", async () => {
    const manifest = JSON.parse(await readFile(join(REPO_ROOT, "package.json"), "utf8")) as { bin: Record<string, string> };
    expect(manifest.bin).toEqual({ turnwright: "bin/turnwright.mjs" });
    expect((await stat(join(REPO_ROOT, "bin/turnwright.mjs"))).mode & 0o111).not.toBe(0);
  });

  it("before the build says how to make the CLI, and after it runs the built one", async () => {
    const clone = await mkdtemp(join(tmpdir(), "turnwright-clone-"));
    try {
      await mkdir(join(clone, "bin"));
      await copyFile(join(REPO_ROOT, "bin/turnwright.mjs"), join(clone, "bin/turnwright.mjs"));
      const before = await run(process.execPath, [join(clone, "bin/turnwright.mjs"), "--version"], { cwd: clone }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(before).toMatchObject({
        code: 1,
        stderr: "turnwright: the CLI is not built yet: run npm ci && npm run build in the clone first (see docs/build.md)\n",
      });
      await mkdir(join(clone, "dist/cli"), { recursive: true });
      await writeFile(join(clone, "dist/cli/turnwright.mjs"), 'console.log("built", process.argv.slice(2).join(" "));\n');
      const after = await run(process.execPath, [join(clone, "bin/turnwright.mjs"), "--version"], { cwd: clone });
      expect(after.stdout).toBe("built --version\n");
    } finally {
      await rm(clone, { recursive: true, force: true });
    }
  });
});
