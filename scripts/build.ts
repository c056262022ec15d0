import { join, relative } from "node:path";
import { buildCli, buildSystem } from "./build/buildSystem";
import { REPO_ROOT } from "./build/paths";
import { fetches, kb } from "./build/chunkSizes";

const outDir = join(REPO_ROOT, "dist");
const shown = (path: string): string => relative(REPO_ROOT, path);

try {
  // The GitHub job's variables, when there are some, say which repository and tag this build releases.
  const system = await buildSystem(outDir, { env: process.env });
  console.log(`Built ${shown(system.systemDir)} (version ${system.version}), ${shown(system.zip)} and its source maps beside it, ${shown(system.sourceMaps)}.`);
  console.log("  what a world fetches, gzipped, against its budget:");
  for (const fetch of fetches(system.sizes)) console.log(`    ${fetch.what}: ${kb(fetch.gzip)} of ${kb(fetch.budget)}`);
  for (const pack of system.packs) console.log(`  pack ${pack.name}: ${pack.keys.length} entries`);
  const { repository, tag } = system.release;
  if (tag !== null && repository !== null) console.log(`  release ${tag} of ${repository.owner}/${repository.name}`);
  if (system.download === null || system.manifestUrl === null) {
    console.log("  system.json has no manifest or download address: neither GITHUB_REPOSITORY nor package.json names a repository (see docs/releasing.md).");
  } else {
    console.log(`  installs from ${system.download}`);
    console.log(`  updates from ${system.manifestUrl}`);
  }
  const cli = await buildCli(outDir);
  console.log(cli.built ? `Built ${shown(cli.file)}.` : `Skipped the CLI: ${cli.reason}.`);
} catch (error) {
  console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
