import type { InitiativeScore } from "../../engine/clock/index";
import { refuse } from "../../engine/Refusal";
import type { CombatPort, InitiativeNote } from "./CombatPort";
import { initiativeCall, planInitiative, writeInitiative, type InitiativeRolled } from "./initiative";

/**
 * The GM's one roll for a group of identical foes (the rule set must allow it): every combatant
 * of the fight with the same name as `id` that may roll now takes the score of one roll, in one
 * combatant batch (and, between rounds, one update of the clock), and one message says so.
 */
export async function rollGroupInitiative<R>(port: CombatPort<R>, id: string): Promise<InitiativeRolled> {
  const rules = port.rules;
  if (!rules.groupInitiative)
    return { rolled: [], refusal: refuse("no-group-initiative", "This rule set rolls initiative for each combatant alone.", {}).refusal };
  const record = port.read();
  const chosen = record.fighters.find((fighter) => fighter.id === id);
  if (chosen === undefined) return { rolled: [], refusal: refuse("unknown-combatant", `${id} is not in the fight.`, { combatant: id }).refusal };
  const group = record.fighters.filter((fighter) => fighter.name === chosen.name).map((fighter) => fighter.id);
  const call = initiativeCall(rules, record, group);
  const roller = call.roll[0];
  if (roller === undefined || roller.actor === null) return { rolled: [], refusal: call.refusal };
  const dice = await port.roll(rules.initiativeDice(roller.actor, { luck: false }), port.self());
  const result = rules.initiative(roller.actor, dice.outcomes, { luck: false });
  const scores: Record<string, InitiativeScore> = {};
  for (const fighter of call.roll) scores[fighter.id] = { score: result.score, tiebreak: result.tiebreak };
  const planned = planInitiative(rules, port.read(), scores);
  if (!planned.ok) return { rolled: [], refusal: planned.refusal };
  await writeInitiative(port, planned.value);
  const note: InitiativeNote<R> = { fighter: roller, result, rolls: dice.rolls };
  await port.announce([note], port.self());
  return { rolled: Object.keys(scores), refusal: call.refusal };
}
