import { diceFor } from "../diceFor";
import { logLines } from "../formatEvent";
import { readScenario } from "../readScenario";
import type { Targeting } from "../../engine/script/Targeting";
import { warnOfScripts } from "../scriptWarningLines";
import type { Output } from "../Output";

/** One fight, its log to stdout: a line a person reads, or (`--json`) one JSON object per line. */
export function sim(file: string, seedFlag: number | undefined, json: boolean, output: Output, targeting?: Targeting): void {
  // Read as check reads it, forced dice tried under this seed: the fight below cannot refuse them.
  const loaded = readScenario(file, seedFlag, targeting, output.input);
  warnOfScripts(file, loaded, output);
  const { scenario, ruleset, combatants, options } = loaded;
  const seed = seedFlag ?? scenario.seed;
  const line = logLines();
  // Each line as the fight reaches it: a long fight shows how far it has got, and a fault of ours
  // midway (exit 1) leaves the log up to it, for the report.
  ruleset.prepare(combatants, options)(diceFor(scenario.dice, seed), {
    maxRounds: scenario.maxRounds,
    log: false,
    onEvent: (event) => output.out(json ? JSON.stringify(event) : line(event)),
  });
}
