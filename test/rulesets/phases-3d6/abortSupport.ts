import { ForcedFaces } from "../../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import type { CombatEvent } from "../../../src/engine/events";
import type { FightResult } from "../../../src/engine/fight/runFight";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { RULESETS } from "../../../src/rulesets/registry";

export const DIRECTORY = RULESETS;

/** One fight of the scenario: `dice` answered first, then the seeded generator. */
export function fight(scenario: unknown, seed: number, dice: readonly number[] = []): FightResult {
  const loaded = loadScenario(scenario, DIRECTORY);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  const { ruleset, combatants, scenario: s } = loaded.value;
  return ruleset.prepare(combatants)(new ForcedFaces(dice, new SeededFaces(seed)), { maxRounds: s.maxRounds, log: true });
}

export const ofType = <T extends CombatEvent["type"]>(events: readonly CombatEvent[], type: T) =>
  events.filter((e): e is Extract<CombatEvent, { type: T }> => e.type === type);

/** The events of one Phase of one Turn. */
export const inPhase = (events: readonly CombatEvent[], round: number, phase: number) => events.filter((e) => e.round === round && e.phase === phase);

/** Nobody is Stunned or knocked out by a hit, so the Phases run on as planned. */
export const sturdy = { stun: { max: 900 }, body: { max: 900 } };

export const scenario = (combatants: readonly Record<string, unknown>[], maxRounds = 1) => ({ ruleset: "phases-3d6", maxRounds, combatants });

/** A log line cut down to who did what, for comparing the order of a Phase. */
export function beat(event: CombatEvent): string {
  switch (event.type) {
    case "turn-start":
    case "turn-end":
      return `${event.type} ${event.combatant}`;
    case "action":
      return `action ${event.combatant} ${event.action}`;
    case "abort":
      return `abort ${event.combatant} ${event.action} (${event.forfeits})`;
    case "roll":
      return `roll ${event.combatant} ${event.purpose}`;
    case "attack":
      return `attack ${event.attacker}>${event.target} ${event.hit ? "hit" : "miss"}`;
    case "defense":
      return `defense ${event.defender} ${event.reaction} ${event.success ? "stops it" : "fails"}`;
    case "refused":
      return `refused ${event.combatant} ${event.action} ${event.code}`;
    default:
      return event.type;
  }
}
