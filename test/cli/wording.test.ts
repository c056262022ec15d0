import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { REGISTERED } from "../../src/rulesets/registry";
import { cli, scenarioFile } from "./harness";

const EXAMPLES = REGISTERED.flatMap((entry) =>
  readdirSync(new URL(`../../examples/${entry.id}/`, import.meta.url))
    .filter((file) => file.endsWith(".json"))
    .map((file) => [entry.id, fileURLToPath(new URL(`../../examples/${entry.id}/${file}`, import.meta.url))] as const),
);

/** What no line the CLI prints may say: a count that disagrees with its noun, "a" before a vowel, a capital in mid-sentence. */
const SLIPS: readonly (readonly [string, RegExp])[] = [
  ["one of a plural", /(?<![\d.])\b1 (rounds|Turns|turns|segments|dice|actions|fights|combatants)\b/],
  ["a plural of one", /\b([02-9]|\d\d+) (round|Turn|segment|die|action|combatant)\b(?!s)/],
  ["a before a vowel", /\ba [aeiou]/i],
  ["a verb in capitals mid-sentence", /\b[a-z]\w* Takes\b|\w [A-Z][a-z]+ Takes a\b/],
  ["a location in capitals mid-sentence", /\b(to|on) the (Head|Body|Right|Left|Chest|Stomach|Groin)\b/],
  ["a damage result in lower case", / takes \d+.*: (hurt|stunned|knocked out|down)\b/],
  ["a winner that does not agree", /: \S+ win$/],
  ["one die of several", /\bdie \d+, \d/],
  ["a count of nothing", /\bstops \d+$/],
  ["a figure twice", /\((\d+) → \1\)/],
];

function slipsIn(lines: readonly string[]): string[] {
  return lines.flatMap((line) =>
    SLIPS.filter(([, slip]) => slip.test(line.replace(/^R\d+(?: P\d+| S\d+| pass \d+)?\s+/, ""))).map(([what]) => `${what}: ${line}`),
  );
}

describe("what the CLI prints reads as English", () => {
  it.each(EXAMPLES)("%s %s: sim over several seeds, odds and check", async (_, path) => {
    const lines: string[] = [];
    for (const seed of [undefined, "1", "2", "3"]) lines.push(...(await cli("sim", path, ...(seed === undefined ? [] : ["--seed", seed]))).out);
    lines.push(...(await cli("odds", path, "--trials", "60")).out, ...(await cli("check", path)).out);
    expect(slipsIn(lines)).toEqual([]);
  });

  it("check says an action-points scenario, up to 1 round, 1 forced die; and Turns where a round is made of Phases", async () => {
    const one = (ruleset: string, dice: number[]) =>
      scenarioFile({
        ruleset,
        maxRounds: 1,
        dice,
        combatants: [
          { id: "a", side: "x" },
          { id: "b", side: "y" },
        ],
      });
    const ap = one("action-points", [3]);
    expect((await cli("check", ap)).out).toEqual([
      `${ap}: an action-points scenario that loads: 2 combatants (x 1, y 1), 0 scripted, up to 1 round, 1 forced die`,
    ]);
    const phases = one("phases-3d6", []);
    expect((await cli("check", phases)).out).toEqual([
      `${phases}: a phases-3d6 scenario that loads: 2 combatants (x 1, y 1), 0 scripted, up to 1 Turn, 0 forced dice`,
    ]);
  });

  it("odds counts a phases-3d6 study in Turns, as its log and the tracker's dialog do", async () => {
    const out = (await cli("odds", fileURLToPath(new URL("../../examples/phases-3d6/duel.json", import.meta.url)), "--trials", "50")).out;
    expect(out).toContainEqual(expect.stringMatching(/^fights by length: 1 Turn \d+/));
    expect(out).toContainEqual(expect.stringMatching(/^Turns: mean \d+\.\d\d, /));
    expect(out.join("\n")).not.toMatch(/\brounds?\b/);
  });
});
