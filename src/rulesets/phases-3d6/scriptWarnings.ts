import type { ScriptedFight, ScriptWarning } from "../../engine/script/ScriptWarning";
import type { FightWarning, WholeFight } from "../../engine/script/FightWarning";
import type { ScriptStep } from "../../engine/script/ScriptStep";
import { fighterWith, isStanding, type PhasesFighter } from "./fighter";
import { hexDistance } from "./hex/distance";
import { aimsAtSomeone } from "./manoeuvres";
import { moveAction } from "./movement";
import { strikeDistance } from "./reach";

/**
 * The farthest the character could hit from with anything it carries: a Disarm that takes the
 * weapon in hand puts the next one there, down to bare hands.
 */
function longestStrike(fighter: PhasesFighter): number {
  let longest = strikeDistance(fighterWith(fighter, { weapons: [] }));
  for (const weapon of fighter.weapons) longest = Math.max(longest, strikeDistance(fighterWith(fighter, { weapons: [weapon] })));
  return longest;
}

/**
 * The most hexes a character covers in one of its actions: what its step lists, or, unscripted,
 * the full move the policy closes in with at most.
 */
function hexesPerAction(fighter: PhasesFighter, step: ScriptStep | undefined): number {
  if (step === undefined) return fighter.actor.movement;
  let hexes = 0;
  for (const action of step.actions) hexes += moveAction(action)?.hexes(fighter.actor.movement) ?? 0;
  return hexes;
}

/**
 * A scripted blow or hold at a target it can never reach in the step's round, on a map: the
 * gap between them, less the longest reach of anything the attacker carries, is more than the
 * two together can cover in every action up to the round's last Phase (each moving as far as
 * its script, or unscripted a full move, allows, whichever way). Every attack of the step is
 * then refused as out of reach. Without a map everyone reaches everyone.
 */
export function phasesScriptWarnings(fight: ScriptedFight<PhasesFighter>): ScriptWarning[] {
  const steps = new Map(fight.steps.map((scripted) => [`${scripted.fighter.id}:${scripted.step.round}`, scripted.step]));
  // Hexes each character can have covered by the end of each round, worked out once a character.
  const covered = new Map<string, number[]>();
  const coveredBy = (fighter: PhasesFighter, round: number): number => {
    const sums = covered.get(fighter.id) ?? [0];
    covered.set(fighter.id, sums);
    for (let next = sums.length; next <= round; next += 1) {
      sums.push((sums[next - 1] ?? 0) + fight.actsIn(next) * hexesPerAction(fighter, steps.get(`${fighter.id}:${next}`)));
    }
    return sums[round] ?? 0;
  };
  const warnings: ScriptWarning[] = [];
  for (const { fighter, script, step, target } of fight.steps) {
    if (target === undefined || fighter.at === null || target.at === null || !step.actions.some(aimsAtSomeone)) continue;
    const distance = hexDistance(fighter.at, target.at);
    const reach = longestStrike(fighter);
    if (distance <= reach) continue;
    const closing = coveredBy(fighter, step.round) + coveredBy(target, step.round);
    if (reach + closing < distance)
      warnings.push({ code: "out-of-reach", combatant: fighter.id, script, round: step.round, target: target.id, distance, reach, closing });
  }
  return warnings;
}

/**
 * On a map, enemies who can never come within reach of each other before the round limit: the
 * gap between every standing pair, less the longer of the two's longest reach, is more than the
 * two can cover in every Phase up to the last (each its movement twice over a Phase, as far as
 * non-combat speed goes: generous on purpose, so a pair that could meet is never warned of). A
 * standing combatant off the map reaches everyone, and then nothing is said.
 */
export function phasesFightWarnings(fight: WholeFight<PhasesFighter>): FightWarning[] {
  const standing = fight.fighters.filter(isStanding);
  if (standing.some((fighter) => fighter.at === null)) return [];
  let acts = 0;
  for (let round = 1; round <= fight.maxRounds; round += 1) acts += fight.actsIn(round);
  let nearest: Extract<FightWarning, { code: "never-meet" }> | null = null;
  for (const [index, first] of standing.entries()) {
    for (const second of standing.slice(index + 1)) {
      if (first.side === second.side || first.at === null || second.at === null) continue;
      const distance = hexDistance(first.at, second.at);
      const reach = Math.max(longestStrike(first), longestStrike(second));
      const closing = acts * 2 * (first.actor.movement + second.actor.movement);
      if (distance <= reach + closing) return [];
      if (nearest === null || distance < nearest.distance)
        nearest = { code: "never-meet", rounds: fight.maxRounds, first: first.id, second: second.id, distance, reach, closing };
    }
  }
  return nearest === null ? [] : [nearest];
}
