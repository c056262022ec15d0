import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";
import { mutationsOf } from "../support/mutations";
import { cli, scenarioFile, type CliRun } from "./harness";

const EXAMPLES: readonly unknown[] = readdirSync(join(REPO_ROOT, "examples"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(join(REPO_ROOT, "examples", file), "utf8")));

/** Stands for a value nested thousands of arrays deep, spliced in as text: too deep for the test's own stringify. */
const DEEP = "<deeply nested>";
const asText = (value: unknown): string => (JSON.stringify(value) ?? "").split(JSON.stringify(DEEP)).join(`${"[".repeat(5000)}0${"]".repeat(5000)}`);

const hostile = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(DEEP, "x".repeat(100_000), -1, 1e308, 999, 0.5, "", null, true, [], {}),
  fc.dictionary(fc.constantFrom("__proto__", "constructor", "prototype", "toString", "value", "max"), fc.jsonValue({ maxDepth: 2 })),
);

/** An example with a few of its nodes replaced by hostile values or removed. */
const mutatedExample = mutationsOf(EXAMPLES, hostile);

const rawText = fc.oneof(
  mutatedExample.map((value) => `\uFEFF${asText(value)}`),
  mutatedExample.map((value) => asText(value)).chain((text) => fc.nat({ max: text.length }).map((cut) => text.slice(0, cut))),
  fc.string({ maxLength: 200 }),
);

const scenario = fc.oneof({ weight: 6, arbitrary: mutatedExample.map(asText) }, { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) }, { weight: 2, arbitrary: rawText });

function heard(run: CliRun): string | null {
  if (run.status === 0) return null;
  if (run.status !== 2) return `exit ${run.status}: ${run.err.join("\n").slice(0, 400)}`;
  const message = run.err.join("\n");
  if (run.err.length !== 1 || message.includes("\n")) return `not one line: ${message.slice(0, 400)}`;
  if (/\n\s+at |internal error/.test(message)) return `a stack trace: ${message.slice(0, 400)}`;
  if (message.length > 1000) return `a message of ${message.length} characters`;
  return null;
}

describe("scenario files a person might write, or break", () => {
  it("10,000 generated and mutated files: sim and odds exit 0 or 2, with a one-line message on 2", async () => {
    const problems = new Map<string, string>();
    await fc.assert(
      fc.asyncProperty(scenario, async (text) => {
        const file = scenarioFile(text);
        for (const run of [await cli("sim", file), await cli("odds", file, "--trials", "3")]) {
          const problem = heard(run);
          if (problem !== null && !problems.has(problem.slice(0, 60))) problems.set(problem.slice(0, 60), `${problem}\n  in ${text.slice(0, 300)}`);
        }
      }),
      { numRuns: 10_000, seed: 1 },
    );
    expect([...problems.values()]).toEqual([]);
  }, 600_000);
});
