import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSystem, type SystemBuild } from "../../scripts/build/buildSystem";
import { isJsonObject, readJsonObject, type JsonObject } from "../../scripts/build/json";
import { manifestPaths, readPackageVersion } from "../../scripts/build/manifest";
import { discoverPacks } from "../../scripts/build/packs";
import { REPO_ROOT } from "../../scripts/build/paths";
import { BUDGETS, chunkSizes, overBudget } from "../../scripts/build/chunkSizes";
import { sizeTable } from "../../scripts/build/sizeTable";
import { partOf } from "../../scripts/docs/generatedPart";
import { RULESET_IDS, RULESETS } from "../../src/rulesets/registry";
import { QUENCH_CHUNK } from "../../vite.config";
import { oddsWorkerFile } from "../../src/foundry/odds/oddsWorkerFile";
import { runOddsJob } from "../../src/engine/odds/oddsJobs";
import { isOddsReply, type OddsJob, type OddsReply } from "../../src/engine/odds/OddsMessages";

let outDir = "";
let build: SystemBuild;
let manifest: JsonObject;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), "turnwright-build-"));
  build = await buildSystem(outDir, { quiet: true });
  manifest = await readJsonObject(join(build.systemDir, "system.json"));
}, 180_000);

afterAll(async () => {
  if (outDir !== "") await rm(outDir, { recursive: true, force: true });
});

describe("docs/build.md's table of what a world fetches", () => {
  it("is what this build measures (npm run docs writes it)", async () => {
    const page = await readFile(join(REPO_ROOT, "docs/build.md"), "utf8");
    expect(partOf(page, "sizes"), "docs/build.md's size table is not what the build measures: run npm run docs").toBe(sizeTable(build.sizes));
  });
});

describe("the built system", () => {
  it("is the turnwright system at package.json's version, for Foundry 13", async () => {
    expect(manifest["id"]).toBe("turnwright");
    expect(manifest["version"]).toBe(await readPackageVersion(REPO_ROOT));
    const compatibility = manifest["compatibility"];
    expect(isJsonObject(compatibility) && compatibility["minimum"]).toBe("13");
  });

  it("contains every file and folder its manifest names", () => {
    const paths = manifestPaths(manifest);
    expect(paths).toEqual(expect.arrayContaining(["turnwright.mjs", "styles/turnwright.css", "lang/en.json"]));
    for (const path of paths) expect(existsSync(join(build.systemDir, path)), path).toBe(true);
  });

  it("lists every pack folder at packs/<name>, each compiled whole", async () => {
    const sources = await discoverPacks(join(REPO_ROOT, "packs/_source"));
    const packs = manifest["packs"];
    expect(Array.isArray(packs)).toBe(true);
    const listed = Array.isArray(packs) ? packs.map((pack) => (isJsonObject(pack) ? pack["path"] : undefined)) : [];
    expect(listed).toEqual(sources.map((pack) => `packs/${pack.name}`));
    expect(build.packs.map((pack) => pack.keys.length)).toEqual(sources.map((pack) => pack.entryFiles.length));
  });

  it("declares Actor and Item document types", () => {
    const types = manifest["documentTypes"];
    expect(isJsonObject(types) && isJsonObject(types["Actor"]) && isJsonObject(types["Item"])).toBe(true);
  });

  it("ships an ES module with its source map and no bundled Foundry code", async () => {
    const module = await readFile(join(build.systemDir, "turnwright.mjs"), "utf8");
    expect(module).toContain('Hooks.once("init"');
    expect(module).not.toMatch(/^import .* from ["']fvtt-types/m);
    expect(existsSync(join(build.systemDir, "turnwright.mjs.map"))).toBe(true);
  });

  it("zips the folder under turnwright/, manifest included", async () => {
    const files = unzipSync(new Uint8Array(await readFile(build.zip)));
    const zipped = files["turnwright/system.json"];
    expect(zipped).toBeDefined();
    expect(JSON.parse(strFromU8(zipped ?? new Uint8Array()))).toEqual(manifest);
    expect(Object.keys(files).every((name) => name.startsWith("turnwright/"))).toBe(true);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(["turnwright/turnwright.mjs", ...RULESET_IDS.map((id) => `turnwright/${oddsWorkerFile(id)}`), "turnwright/templates/"]),
    );
  });

  it("keeps source maps and the pack databases' logs out of the zip; the maps go beside it", async () => {
    const zipped = unzipSync(new Uint8Array(await readFile(build.zip)));
    const files = Object.keys(zipped);
    expect(files.filter((name) => name.endsWith(".map"))).toEqual([]);
    expect(files.filter((name) => /\/(LOG|LOG\.old|LOCK)$/.test(name))).toEqual([]);
    expect(files).toContain("turnwright/packs/d100-fate-actors/CURRENT");
    const maps = Object.keys(unzipSync(new Uint8Array(await readFile(build.sourceMaps)))).filter((name) => !name.endsWith("/"));
    // A chunk the bundler writes only to order others' loading (nothing but imports), or to hold
    // its own runtime helpers that several chunks share (no module of ours in it), has no code of ours to map.
    const bundlerOnly = (name: string): boolean => {
      const code = strFromU8(zipped[name] ?? new Uint8Array());
      return /^(?:import\s*"[^"]+";\s*)+$/.test(code) || (code.startsWith("// \\0rolldown/runtime.js\n") && !/^\/\/ (?!\\0)/m.test(code));
    };
    const modules = files.filter((name) => name.endsWith(".mjs") && !bundlerOnly(name));
    expect(maps.sort()).toEqual(modules.map((name) => `${name}.map`).sort());
    expect(maps).toEqual(expect.arrayContaining([`turnwright/${oddsWorkerFile("d100-fate")}.map`, "turnwright/turnwright.mjs.map"]));
  });

  it("zips each rule set as a chunk of its own, none of them fetched at boot, the boot files and each chunk within their budgets", async () => {
    const files = Object.keys(unzipSync(new Uint8Array(await readFile(build.zip))));
    expect(files.filter((name) => name.startsWith("turnwright/rulesets/") && !name.endsWith("/")).sort()).toEqual(
      RULESET_IDS.map((id) => `turnwright/rulesets/${id}.mjs`).sort(),
    );
    expect(build.sizes.entry.files.filter((file) => file.startsWith("rulesets/"))).toEqual([]);
    const measured = await chunkSizes(build.systemDir, RULESET_IDS);
    expect(measured).toEqual(build.sizes);
    expect(measured.entry.files).toContain("turnwright.mjs");
    expect(measured.entry.gzip, "the boot files").toBeLessThanOrEqual(BUDGETS.boot);
    for (const ruleset of measured.rulesets) {
      expect(ruleset.files).toContain(`rulesets/${ruleset.id}.mjs`);
      expect(ruleset.gzip, ruleset.id).toBeLessThanOrEqual(BUDGETS.ruleSet);
    }
    expect(overBudget(measured)).toEqual([]);
    // Each rule set's chunk is imported on demand by a file the boot fetches (the entry, or the chunk the bundler gave the declarations).
    const boot = (await Promise.all(measured.entry.files.map((file) => readFile(join(build.systemDir, file), "utf8")))).join("\n");
    for (const id of RULESET_IDS) expect(boot).toMatch(new RegExp(`import\\(\\s*"\\.{1,2}/(?:\\.\\./)*rulesets/${id}\\.mjs"\\s*\\)`));
  });

  it("zips one minified odds worker per rule set, each within its budget and carrying no other rule set", async () => {
    const files = Object.keys(unzipSync(new Uint8Array(await readFile(build.zip))));
    const workers = files.filter((name) => /^turnwright\/odds\/[^/]+\.mjs$/.test(name)).sort();
    expect(workers).toEqual(RULESET_IDS.map((id) => `turnwright/${oddsWorkerFile(id)}`).sort());
    expect(build.sizes.oddsWorkers.map((worker) => worker.id)).toEqual(RULESET_IDS);
    for (const worker of build.sizes.oddsWorkers) {
      expect(worker.files).toContain(oddsWorkerFile(worker.id));
      expect(worker.gzip, worker.id).toBeLessThanOrEqual(BUDGETS.oddsWorker);
      const code = (await Promise.all(worker.files.map((file) => readFile(join(build.systemDir, file), "utf8")))).join("\n");
      expect(code, worker.id).toContain(worker.id);
      for (const other of RULESET_IDS.filter((id) => id !== worker.id)) expect(code, `${worker.id} carries ${other}`).not.toContain(other);
      // Minified: no line of a worker's own file is indented as the source is.
      expect(await readFile(join(build.systemDir, oddsWorkerFile(worker.id)), "utf8")).not.toMatch(/\n {2}\S/);
    }
  });

  it("runs a built odds worker as the CLI runs the study, and refuses a scenario of another rule set", async () => {
    const scenario = JSON.parse(await readFile(join(REPO_ROOT, "examples/d100-fate/squad-4v6.json"), "utf8")) as { ruleset: string };
    const job: OddsJob = { scenario, seed: 7, range: { first: 0, count: 200 } };
    const inline: OddsReply[] = [];
    runOddsJob(job, (reply) => inline.push(reply), RULESETS);
    const answered = async (worker: Worker, sent: OddsJob): Promise<OddsReply> =>
      new Promise((resolve, reject) => {
        worker.on("message", (reply: unknown) => {
          if (isOddsReply(reply) && reply.kind !== "progress") resolve(reply);
        });
        worker.on("error", reject);
        worker.postMessage(sent);
      });
    const worker = new Worker(join(build.systemDir, oddsWorkerFile("d100-fate")));
    try {
      expect(await answered(worker, job)).toEqual(inline.at(-1));
    } finally {
      await worker.terminate();
    }
    const other = new Worker(join(build.systemDir, oddsWorkerFile("d100-fate")));
    try {
      expect(await answered(other, { ...job, scenario: { ...scenario, ruleset: "phases-3d6" } })).toEqual({
        kind: "refused",
        message: 'ruleset: got "phases-3d6", expected one of d100-fate',
      });
    } finally {
      await other.terminate();
    }
  });

  it("zips the Quench batches as a chunk of their own, fetched by the quenchReady hook alone, never at boot", async () => {
    const files = Object.keys(unzipSync(new Uint8Array(await readFile(build.zip))));
    expect(files).toContain(`turnwright/${QUENCH_CHUNK.file}`);
    expect(build.sizes.entry.files).not.toContain(QUENCH_CHUNK.file);
    const entry = await readFile(join(build.systemDir, "turnwright.mjs"), "utf8");
    expect(entry).toMatch(new RegExp(`"quenchReady"[^;]*import\\("\\./${QUENCH_CHUNK.file.replace(".", "\\.")}"\\)`));
  });

  it("gives byte-identical zips from two builds of the same commit", async () => {
    const again = await mkdtemp(join(tmpdir(), "turnwright-build-again-"));
    try {
      const second = await buildSystem(again, { quiet: true });
      expect(Buffer.compare(await readFile(second.zip), await readFile(build.zip))).toBe(0);
      expect(Buffer.compare(await readFile(second.sourceMaps), await readFile(build.sourceMaps))).toBe(0);
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  }, 180_000);
});

describe("the budgets of what a world fetches", () => {
  it("names each rule set whose chunk weighs more than its budget, and no other", () => {
    const sizes = {
      entry: { files: ["turnwright.mjs"], gzip: BUDGETS.boot },
      rulesets: [
        { id: "light", files: ["rulesets/light.mjs"], gzip: BUDGETS.ruleSet },
        { id: "heavy", files: ["rulesets/heavy.mjs"], gzip: BUDGETS.ruleSet + 1 },
      ],
      oddsWorkers: [],
    };
    expect(overBudget(sizes)).toEqual(["then rulesets/heavy.mjs with the chunks it adds: 60.0 KB gzipped, over the 60.0 KB budget"]);
  });

  it("names the boot files when they weigh more than theirs", () => {
    const sizes = {
      entry: { files: ["turnwright.mjs", "chunks/shared.mjs"], gzip: BUDGETS.boot + 1 },
      rulesets: [{ id: "light", files: ["rulesets/light.mjs"], gzip: 1 }],
      oddsWorkers: [],
    };
    expect(overBudget(sizes)).toEqual(["at boot, turnwright.mjs and the 1 chunk(s) it imports: 60.0 KB gzipped, over the 60.0 KB budget"]);
  });

  it("names each odds worker that weighs more than its budget, with the chunks it imports", () => {
    const sizes = {
      entry: { files: ["turnwright.mjs"], gzip: 1 },
      rulesets: [{ id: "light", files: ["rulesets/light.mjs"], gzip: 1 }],
      oddsWorkers: [
        { id: "light", files: ["odds/light.mjs", "odds/chunks/engine.mjs"], gzip: BUDGETS.oddsWorker },
        { id: "heavy", files: ["odds/heavy.mjs", "odds/chunks/engine.mjs"], gzip: BUDGETS.oddsWorker + 1 },
      ],
    };
    expect(overBudget(sizes)).toEqual(["the Odds dialog's worker odds/heavy.mjs with the 1 chunk(s) it imports: 60.0 KB gzipped, over the 60.0 KB budget"]);
  });
});
