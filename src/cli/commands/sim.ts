import { diceFor, withForcedDiceChecked } from "../diceFor";
import { logLines } from "../formatEvent";
import { readScenario } from "../readScenario";
import { withTargetingFlag } from "../targetingFlag";
import type { Targeting } from "../../engine/scenario/Targeting";
import { warnOfScripts } from "../scriptWarningLines";
import type { Output } from "../Output";


/** One fight, its log to stdout: a line a person reads, or (`--json`) one JSON object per line. */
export function sim(file: string, seedFlag: number | undefined, json: boolean, output: Output, targeting?: Targeting): void {
  const loaded = withTargetingFlag(file, readScenario(file), targeting);
  warnOfScripts(file, loaded, output);
  const { scenario, ruleset, combatants, options } = loaded;
  const seed = seedFlag ?? scenario.seed;
  const lines: string[] = [];
  const line = logLines();
  withForcedDiceChecked(() =>
    ruleset.prepare(combatants, options)(diceFor(scenario.dice, seed), {
      maxRounds: scenario.maxRounds,
      log: false,
      onEvent: (event) => lines.push(json ? JSON.stringify(event) : line(event)),
    }),
  );
  // Printed only once the whole fight ran, so bad forced dice never leave half a log behind.
  for (const line of lines) output.out(line);
}
