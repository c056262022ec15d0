import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";
import { REGISTERED } from "../../src/rulesets/registry";

/**
 * Inside a rule set, the headless turn sits on top: it may use the rules, the rules and the
 * table's play code never use it. Otherwise a rule needed at the table drags the CLI's turn (its
 * policy, its FightContext) into the Foundry bundle, and the two runtimes drift apart. The flow is
 * every file that takes a FightContext, with the runtime, the turn, the policy and the attack flow;
 * only the descriptor may import it from outside: `headless.ts`, the runtime bound with the fight
 * loop (all the Odds dialog's worker carries of the rule set), and `ruleSet.ts`, which binds it
 * without the loop for the table.
 */
const FLOW_NAMES = new Set(["runtime.ts", "turn.ts", "policy.ts", "attackFlow.ts"]);

/** The descriptor's files, which alone may import the flow. */
const DESCRIPTOR_NAMES = new Set(["ruleSet.ts", "headless.ts"]);

function sourcesOf(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => join(entry.parentPath, entry.name));
}

function localImports(file: string, source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((target) => target.startsWith("."))
    .map((target) => `${resolve(dirname(file), target)}.ts`);
}

/** Every import from outside the flow into it, as `importer -> imported`. */
function flowCrossings(folder: string, read: (file: string) => string): string[] {
  const files = sourcesOf(folder);
  const sources = new Map(files.map((file) => [file, read(file)]));
  const isFlow = (file: string): boolean =>
    dirname(file) === folder && (FLOW_NAMES.has(file.slice(folder.length + 1)) || /\bFightContext\b/.test(sources.get(file) ?? ""));
  const crossings: string[] = [];
  for (const file of files) {
    if (isFlow(file) || (dirname(file) === folder && DESCRIPTOR_NAMES.has(file.slice(folder.length + 1)))) continue;
    for (const target of localImports(file, sources.get(file) ?? "")) {
      if (sources.has(target) && isFlow(target)) crossings.push(`${relative(REPO_ROOT, file)} -> ${relative(REPO_ROOT, target)}`);
    }
  }
  return crossings;
}

describe("inside every registered rule set, the headless turn is imported by nothing but its descriptor", () => {
  it.each(REGISTERED.map(({ id }) => id))("%s", (id) => {
    const folder = join(REPO_ROOT, "src/rulesets", id);
    expect(flowCrossings(folder, (file) => readFileSync(file, "utf8"))).toEqual([]);
  });

  it("catches a play file or a rule that reaches into the turn", () => {
    const folder = join(REPO_ROOT, "src/rulesets/d100-fate");
    const tampered = (file: string): string =>
      file.endsWith(join("play", "combat.ts")) ? `import { chooseTarget } from "../policy";\n${readFileSync(file, "utf8")}` : readFileSync(file, "utf8");
    expect(flowCrossings(folder, tampered)).toEqual(["src/rulesets/d100-fate/play/combat.ts -> src/rulesets/d100-fate/policy.ts"]);
  });
});
