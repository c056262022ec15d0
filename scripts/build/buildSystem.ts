import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { copyAssets } from "./assets";
import { bundleCli, bundleSystem, type BundleOptions } from "./bundle";
import { builtManifest, missingManifestPaths, readPackageVersion } from "./manifest";
import { compilePackSource, discoverPacks, packManifestEntry, type CompiledPack } from "./packs";
import { REPO_ROOT, SYSTEM_ID } from "./paths";
import { releaseTarget, type BuildEnv, type ReleaseTarget } from "./releaseTarget";
import { isSourceMap, zipFolder } from "./zip";
import { chunkSizes, overBudget, type ChunkSizes } from "./chunkSizes";
import { RULESET_IDS } from "../../src/rulesets/registry";

export interface BuildOptions extends BundleOptions {
  /** Where the pack folders are read from; the repository's packs/_source unless a test says otherwise. */
  readonly packSources?: string;
  /**
   * The variables of a GitHub Actions job that say which repository and tag the build releases
   * (GITHUB_REPOSITORY, GITHUB_REF_TYPE, GITHUB_REF_NAME): `npm run build` passes process.env;
   * left out, there are none, and the addresses come from package.json.
   */
  readonly env?: BuildEnv;
}

export interface SystemBuild {
  readonly version: string;
  /** `<outDir>/turnwright`: the folder Foundry loads. */
  readonly systemDir: string;
  /** `<outDir>/turnwright.zip`: that folder without its source maps, ready to install; the same bytes for the same commit. */
  readonly zip: string;
  /** `<outDir>/turnwright-sourcemaps.zip`: the source maps, shipped beside the release. */
  readonly sourceMaps: string;
  readonly packs: readonly CompiledPack[];
  /** The address system.json gives Foundry for this version's zip; null when neither the job nor package.json names a repository. */
  readonly download: string | null;
  /** The address Foundry polls for updates; null with `download`. */
  readonly manifestUrl: string | null;
  /** The repository and tag of the GitHub job the build ran in, if any. */
  readonly release: ReleaseTarget;
  /** What a world fetches, gzipped: the entry at boot, then its own rule set's chunk. */
  readonly sizes: ChunkSizes;
}

export type CliBuild = { readonly built: true; readonly file: string } | { readonly built: false; readonly reason: string };

/** The executable CLI: main.ts holds `runCli`, turnwright.ts wires it to the process. */
export const CLI_ENTRY = join(REPO_ROOT, "src/cli/turnwright.ts");

/** Builds the installable system into `<outDir>/turnwright` and zips it beside. */
export async function buildSystem(outDir: string, options: BuildOptions = {}): Promise<SystemBuild> {
  const systemDir = join(outDir, SYSTEM_ID);
  const zip = join(outDir, `${SYSTEM_ID}.zip`);
  const sourceMaps = join(outDir, `${SYSTEM_ID}-sourcemaps.zip`);

  // A tag that cannot be released stops the build before it removes the last one.
  const version = await readPackageVersion(REPO_ROOT);
  const release = releaseTarget(options.env ?? {}, version);
  const packSources = await discoverPacks(options.packSources ?? join(REPO_ROOT, "packs/_source"));
  const manifest = await builtManifest(REPO_ROOT, version, packSources.map(packManifestEntry), release.repository);

  await rm(systemDir, { recursive: true, force: true });
  await rm(zip, { force: true });
  await rm(sourceMaps, { force: true });
  await mkdir(systemDir, { recursive: true });

  await bundleSystem(systemDir, RULESET_IDS, options);
  const sizes = await chunkSizes(systemDir, RULESET_IDS);
  const heavy = overBudget(sizes);
  if (heavy.length > 0) throw new Error(heavy.join("; "));
  await copyAssets(REPO_ROOT, systemDir);
  const packs: CompiledPack[] = [];
  for (const pack of packSources) packs.push(await compilePackSource(pack, join(systemDir, "packs")));
  await writeFile(join(systemDir, "system.json"), `${JSON.stringify(manifest, null, 2)}\n`);

  const missing = missingManifestPaths(manifest, systemDir);
  if (missing.length > 0) throw new Error(`system.json names files the build did not produce: ${missing.join(", ")}`);

  await writeFile(zip, await zipFolder(systemDir, SYSTEM_ID, (file) => !isSourceMap(file)));
  await writeFile(sourceMaps, await zipFolder(systemDir, SYSTEM_ID, isSourceMap));
  const download = manifest["download"];
  const manifestUrl = manifest["manifest"];
  return {
    version,
    systemDir,
    zip,
    sourceMaps,
    packs,
    download: typeof download === "string" ? download : null,
    manifestUrl: typeof manifestUrl === "string" ? manifestUrl : null,
    release,
    sizes,
  };
}

/** Builds `<outDir>/cli/turnwright.mjs` from the CLI entry, when that file exists: one file, its own odds worker too. */
export async function buildCli(outDir: string, options: BundleOptions = {}): Promise<CliBuild> {
  const cliDir = join(outDir, "cli");
  await rm(cliDir, { recursive: true, force: true });
  if (!existsSync(CLI_ENTRY)) return { built: false, reason: "src/cli/turnwright.ts does not exist yet" };
  const file = await bundleCli(cliDir, CLI_ENTRY, options);
  return { built: true, file };
}
