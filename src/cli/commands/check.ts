import { counted } from "../counted";
import { article } from "../../engine/article";
import { readScenario, shownFile } from "../readScenario";
import { roundWord } from "../roundWord";
import { warnOfScripts } from "../scriptWarningLines";
import type { Output } from "../Output";

/**
 * Reads a scenario as `sim` and `odds` do, forced dice tried on the fight's dice, and prints
 * nothing of a fight: a file that loads gets one line saying what it holds, and the same
 * warnings a fight would give; one that does not is bad input, as it would be for a fight.
 */
export function check(file: string, output: Output): void {
  const loaded = readScenario(file, undefined, undefined, output.input);
  warnOfScripts(file, loaded, output);
  const { scenario } = loaded;
  const sides = new Map<string, number>();
  for (const combatant of scenario.combatants) sides.set(combatant.side, (sides.get(combatant.side) ?? 0) + 1);
  const teams = [...sides.entries()].map(([side, count]) => `${side} ${count}`).join(", ");
  const scripted = scenario.combatants.filter((combatant) => combatant.script.length > 0).length;
  const { ruleset } = scenario;
  const who = `${counted(scenario.combatants.length, "combatant")} (${teams}), ${scripted} scripted`;
  const length = `up to ${counted(scenario.maxRounds, roundWord(ruleset))}, ${counted(scenario.dice.length, "forced die", "forced dice")}`;
  output.out(`${shownFile(file)}: ${article(ruleset)} ${ruleset} scenario that loads: ${who}, ${length}`);
}
