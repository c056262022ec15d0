import { diceFor } from "../diceFor";
import { logLines } from "../formatEvent";
import { readScenario } from "../readScenario";
import type { Targeting } from "../../engine/scenario/Targeting";
import { warnOfScripts } from "../scriptWarningLines";
import type { Output } from "../Output";


/** One fight, its log to stdout: a line a person reads, or (`--json`) one JSON object per line. */
export function sim(file: string, seedFlag: number | undefined, json: boolean, output: Output, targeting?: Targeting): void {
  // Read as check reads it, forced dice tried under this seed: the fight below cannot refuse them.
  const loaded = readScenario(file, seedFlag, targeting);
  warnOfScripts(file, loaded, output);
  const { scenario, ruleset, combatants, options } = loaded;
  const seed = seedFlag ?? scenario.seed;
  const lines: string[] = [];
  const line = logLines();
  ruleset.prepare(combatants, options)(diceFor(scenario.dice, seed), {
    maxRounds: scenario.maxRounds,
    log: false,
    onEvent: (event) => lines.push(json ? JSON.stringify(event) : line(event)),
  });
  // Printed only once the whole fight ran: a fault of ours never leaves half a log behind.
  for (const line of lines) output.out(line);
}
