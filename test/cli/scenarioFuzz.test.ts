import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";
import { mutationsOf } from "../support/mutations";
import { cli, scenarioFile, type CliRun } from "./harness";

/** A run of the CLI with the processor time it took: a bound on its work that no load on the machine changes. */
async function timed(...argv: string[]): Promise<CliRun & { readonly seconds: number }> {
  const before = process.cpuUsage();
  const run = await cli(...argv);
  const used = process.cpuUsage(before);
  return { ...run, seconds: (used.user + used.system) / 1e6 };
}

const EXAMPLES: readonly unknown[] = readdirSync(join(REPO_ROOT, "examples"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".json"))
  .map((file): unknown => JSON.parse(readFileSync(join(REPO_ROOT, "examples", file), "utf8")))
  // Scenarios only: the example module's manifest is no scenario.
  .filter((example) => typeof example === "object" && example !== null && "combatants" in example);

/** Stands for a value nested thousands of arrays deep, spliced in as text: too deep for the test's own stringify. */
const DEEP = "<deeply nested>";
const asText = (value: unknown): string => (JSON.stringify(value) ?? "").split(JSON.stringify(DEEP)).join(`${"[".repeat(5000)}0${"]".repeat(5000)}`);

/** Names every plain object already answers to. */
const BUILT_IN = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "prototype", "isPrototypeOf"];
/** Names a terminal would act on: a newline, a colour, a line turned around, DEL, a C1 control, an isolate. */
const CONTROL = ["Ash\nR9 forged", "\u001b[31mred", "Rev\u202eersed", "Del\u007f", "Csi\u009b", "Iso\u2066x\u2069"];

const hostile = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(DEEP, "x".repeat(100_000), "A".repeat(5000), "   ", -1, 1e308, 999, 0.5, "", null, true, [], {}, "0D", "0D+2", 100_000, -100_000),
  fc.constantFrom(...BUILT_IN, ...CONTROL),
  fc.dictionary(fc.constantFrom("__proto__", "constructor", "prototype", "toString", "value", "max"), fc.jsonValue({ maxDepth: 2 })),
);

/** An example with a few of its nodes replaced by hostile values or removed. */
const mutatedExample = mutationsOf(EXAMPLES, hostile);

const rawText = fc.oneof(
  mutatedExample.map((value) => `\uFEFF${asText(value)}`),
  mutatedExample.map((value) => asText(value)).chain((text) => fc.nat({ max: text.length }).map((cut) => text.slice(0, cut))),
  fc.string({ maxLength: 200 }),
);

const scenario = fc.oneof(
  { weight: 6, arbitrary: mutatedExample.map(asText) },
  { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: rawText },
);

/** Whether a line holds anything a terminal acts on rather than shows. */
function raw(line: string): boolean {
  return [...line].some((character) => {
    const code = character.codePointAt(0) ?? 0;
    return (
      code <= 0x1f ||
      (code >= 0x7f && code <= 0x9f) ||
      [0x061c, 0x200e, 0x200f, 0x2028, 0x2029].includes(code) ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069)
    );
  });
}

/** What a line shows that is a fault of ours, whatever the input: a figure gone NaN, a function's source, an object's default text. */
const BROKEN = /(?:\d|%|=|vs|rate) ?NaN|NaN ?(?:%|–)|function \w*\(|\[native code\]|\[object Object\]/;

function heard(run: CliRun): string | null {
  const printed = [...run.out, ...run.err];
  const rawLine = printed.find(raw);
  if (rawLine !== undefined) return `a raw control character: ${JSON.stringify(rawLine.slice(0, 200))}`;
  const broken = printed.find((line) => BROKEN.test(line));
  if (broken !== undefined) return `a broken figure: ${broken.slice(0, 300)}`;
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

  /** An example of `ruleset`, with a whole-scenario twist the issue found crashing or printing nonsense. */
  const twisted = fc
    .tuple(
      fc.constantFrom(...EXAMPLES),
      fc.array(
        fc.oneof(
          fc.record({ kind: fc.constant("id" as const), at: fc.nat(), value: fc.constantFrom(...BUILT_IN) }),
          fc.record({ kind: fc.constant("side" as const), at: fc.nat(), value: fc.constantFrom(...BUILT_IN, ...CONTROL, "   ", "") }),
          fc.record({ kind: fc.constant("name" as const), at: fc.nat(), value: fc.constantFrom(...CONTROL, "A".repeat(5000), "   ", "Same") }),
          fc.record({ kind: fc.constant("pool" as const), at: fc.nat(), value: fc.constantFrom("0D", "0D+2", "0D+1") }),
          fc.record({ kind: fc.constant("overflow" as const), at: fc.nat(), value: fc.constantFrom(1e308, -1e308, 1e300) }),
          fc.record({ kind: fc.constant("far" as const), at: fc.nat(), value: fc.constantFrom(100_000, 50_000) }),
        ),
        { minLength: 1, maxLength: 3 },
      ),
    )
    .map(([example, twists]) => {
      const scenario = structuredClone(example) as { ruleset: string; combatants: Record<string, unknown>[] };
      for (const twist of twists) {
        const at = twist.at % scenario.combatants.length;
        const combatant = scenario.combatants[at] ?? {};
        const actor = (combatant["actor"] ?? {}) as Record<string, unknown>;
        switch (twist.kind) {
          case "id": {
            const old = combatant["id"];
            combatant["id"] = twist.value;
            for (const other of scenario.combatants)
              for (const step of (other["script"] ?? []) as { target?: unknown }[]) if (step.target === old) step.target = twist.value;
            break;
          }
          case "side":
          case "name":
            combatant[twist.kind] = twist.value;
            break;
          case "pool":
            combatant["actor"] = { ...actor, perception: twist.value, ...(twist.at % 2 === 0 ? { agility: twist.value } : {}) };
            break;
          case "overflow":
            combatant["effects"] = [
              {
                name: "Huge",
                changes: [
                  {
                    key: `system.${Object.keys(actor).find((key) => typeof actor[key] === "number") ?? "agility"}`,
                    mode: twist.at % 2 === 0 ? "multiply" : "add",
                    value: twist.value,
                  },
                ],
              },
            ];
            break;
          case "far":
            // At the default round limit: a far-off map fought as a stranger's first scenario would.
            scenario.combatants.forEach((each, index) => (each["position"] = { q: index % 2 === 0 ? -twist.value : twist.value, r: index }));
            delete (scenario as Record<string, unknown>)["maxRounds"];
            break;
        }
      }
      return JSON.stringify(scenario);
    });

  it("built-in names, control characters, empty pools, overflowing effects, far positions and long names: exit 0 or 2, one line, no stack, no NaN, no code, nothing raw, none past 10 s of work", async () => {
    const problems = new Map<string, string>();
    let slowest = 0;
    let fought = 0;
    await fc.assert(
      fc.asyncProperty(twisted, async (text) => {
        const file = scenarioFile(text);
        for (const run of [await timed("sim", file), await timed("odds", file, "--trials", "3"), await timed("check", file)]) {
          slowest = Math.max(slowest, run.seconds);
          if (run.status === 0) fought += 1;
          const problem = heard(run) ?? (run.seconds > 10 ? `${run.seconds.toFixed(1)} s of processor time` : null);
          if (problem !== null && !problems.has(problem.slice(0, 60))) problems.set(problem.slice(0, 60), `${problem}\n  in ${text.slice(0, 300)}`);
        }
      }),
      { numRuns: 300, seed: 38 },
    );
    expect([...problems.values()]).toEqual([]);
    expect(slowest).toBeLessThan(10);
    // The twists leave many a scenario that loads, so the fights themselves are held to all this too.
    expect(fought).toBeGreaterThan(150);
  }, 600_000);
});
