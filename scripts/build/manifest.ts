import { existsSync } from "node:fs";
import { join } from "node:path";
import { REGISTERED } from "../../src/rulesets/registry";
import { documentTypeProblems, withDocumentTypes } from "./documentTypes";
import { isJsonObject, readJsonObject, type JsonObject } from "./json";
import type { PackManifestEntry } from "./packs";
import { SYSTEM_ID } from "./paths";
import { gitHubReleaseUrls, releaseUrls, type GitHubRepository } from "./releaseUrls";

/** The version the build stamps on the system: package.json's, the one place it is kept. */
export async function readPackageVersion(repoRoot: string): Promise<string> {
  const version = (await readJsonObject(join(repoRoot, "package.json")))["version"];
  if (typeof version !== "string" || version === "") throw new Error("package.json has no version.");
  return version;
}

/**
 * system.json as shipped: the source manifest with the package version, the registered rule
 * sets' document types, the packs found on disk, and the addresses Foundry installs and updates
 * from: those of `jobRepository`, the repository a GitHub job builds in, since the release it
 * makes hangs there; without one, those of the repository package.json names; else none.
 */
export async function builtManifest(
  repoRoot: string,
  version: string,
  packs: readonly PackManifestEntry[],
  jobRepository: GitHubRepository | null = null,
): Promise<JsonObject> {
  const source = await readJsonObject(join(repoRoot, "system.json"));
  const repository = (await readJsonObject(join(repoRoot, "package.json")))["repository"];
  const problems = documentTypeProblems(REGISTERED);
  if (problems.length > 0) throw new Error(`The registered rule sets' document types cannot be declared:\n  ${problems.join("\n  ")}`);
  const urls =
    jobRepository !== null ? gitHubReleaseUrls(jobRepository, version, SYSTEM_ID) : repository === undefined ? {} : releaseUrls(repository, version, SYSTEM_ID);
  return { ...source, ...urls, version, documentTypes: withDocumentTypes(source["documentTypes"], REGISTERED), packs };
}

/** Every file or folder the manifest names, as a path inside the system folder. */
export function manifestPaths(manifest: JsonObject): string[] {
  const paths: string[] = [];
  for (const field of ["esmodules", "scripts", "styles"]) {
    const list = manifest[field];
    if (Array.isArray(list)) paths.push(...list.filter((item): item is string => typeof item === "string"));
  }
  for (const field of ["languages", "packs"]) {
    const list = manifest[field];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (isJsonObject(item) && typeof item["path"] === "string") paths.push(item["path"]);
    }
  }
  return paths;
}

export function missingManifestPaths(manifest: JsonObject, systemDir: string): string[] {
  return manifestPaths(manifest).filter((path) => !existsSync(join(systemDir, path)));
}
