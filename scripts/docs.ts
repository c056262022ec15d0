import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSystem } from "./build/buildSystem";
import { REPO_ROOT } from "./build/paths";
import { sizeTable } from "./build/sizeTable";
import { withPart } from "./docs/generatedPart";
import { FORMAT_PAGE, formatParts } from "./docs/scenarioFormat";
import { guideParts, guidePath } from "./docs/scenarioGuide";
import { readFaces } from "./docs/faces";
import { houseDrawing } from "./docs/houseDrawing";
import { REGISTERED } from "../src/rulesets/registry";

/**
 * Writes the parts of the docs that come from the code, each between its marks (see
 * scripts/docs/generatedPart.ts): the tables of the fields every scenario has in
 * docs/scenario-format.md, each rule set's scenario guide's tables, from its schemas, words and
 * script guide, docs/layout.md's drawing of the rooms, from the folders' faces, and docs/build.md's table of what a world fetches, from a build of this
 * version made in a scratch folder. The tests fail on a part that is not what this writes.
 */
async function writeGuides(): Promise<void> {
  for (const ruleset of REGISTERED) {
    const page = join(REPO_ROOT, guidePath(ruleset.id));
    let text = await readFile(page, "utf8");
    for (const [name, part] of guideParts(ruleset)) text = withPart(text, name, part);
    await writeFile(page, text);
  }
  const format = join(REPO_ROOT, FORMAT_PAGE);
  let text = await readFile(format, "utf8");
  for (const [name, part] of formatParts()) text = withPart(text, name, part);
  await writeFile(format, text);
  console.log(`Wrote the scenario guides' tables (${[FORMAT_PAGE, ...REGISTERED.map((ruleset) => guidePath(ruleset.id))].join(", ")}).`);
}

/** docs/layout.md's drawing of each folder's rooms, from the faces their READMEs declare. */
async function writeHouse(): Promise<void> {
  const page = join(REPO_ROOT, "docs/layout.md");
  await writeFile(page, withPart(await readFile(page, "utf8"), "house", houseDrawing(readFaces(REPO_ROOT, ["src"]))));
  console.log("Wrote docs/layout.md's drawing of the rooms.");
}

async function writeSizes(): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), "turnwright-docs-"));
  try {
    const built = await buildSystem(outDir, { quiet: true });
    const page = join(REPO_ROOT, "docs/build.md");
    await writeFile(page, withPart(await readFile(page, "utf8"), "sizes", sizeTable(built.sizes)));
    console.log("Wrote docs/build.md's table of what a world fetches.");
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

try {
  await writeGuides();
  await writeHouse();
  // A build takes a while; `npm run docs -- --guides` writes the guides alone.
  if (!process.argv.includes("--guides")) await writeSizes();
} catch (error) {
  console.error(`Writing the docs failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
