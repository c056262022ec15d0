import type { ClockShape } from "../clock/ClockShape";
import type { FighterBase } from "./FighterBase";
import type { ScriptStep } from "./ScriptStep";
import type { ScriptedFight, ScriptedStep, ScriptWarning } from "./ScriptWarning";
import { actsInRound } from "./FightWarning";

/** What the runner needs to know of each combatant to judge its script. */
export interface ScriptedCombatant<F> {
  readonly fighter: F;
  readonly script: readonly ScriptStep[];
  readonly surprised: boolean;
  readonly standing: boolean;
}

/**
 * The warnings any rule set's scenario may earn, then the rule set's own on the steps that are
 * left, in the scenario's order of combatants and of steps.
 */
export function scriptWarnings<F extends FighterBase>(
  combatants: readonly ScriptedCombatant<F>[],
  clock: ClockShape,
  own: (fight: ScriptedFight<F>) => readonly ScriptWarning[],
): ScriptWarning[] {
  const warnings: ScriptWarning[] = [];
  const steps: ScriptedStep<F>[] = [];
  const byId = new Map(combatants.map((combatant) => [combatant.fighter.id, combatant]));
  for (const { fighter, script, surprised, standing } of combatants) {
    const first = script[0];
    if (!standing && first !== undefined) {
      warnings.push({ code: "scripted-down", combatant: fighter.id, script: 0, round: first.round, steps: script.length });
      continue;
    }
    const firstOfRound = new Map<number, number>();
    for (const [index, step] of script.entries()) {
      const place = { combatant: fighter.id, script: index, round: step.round };
      // The runner keeps a round's first step and no other (`scriptByRound` in prepareFight.ts): a later one never runs.
      const earlier = firstOfRound.get(step.round);
      if (earlier !== undefined) {
        warnings.push({ ...place, code: "round-repeated", first: earlier });
        continue;
      }
      firstOfRound.set(step.round, index);
      if (surprised && step.round === 1 && clock.surprise === "lose-first-round") {
        warnings.push({ ...place, code: "surprised-first-round" });
        continue;
      }
      const named = step.target === undefined ? undefined : byId.get(step.target);
      if (named !== undefined && !named.standing) warnings.push({ ...place, code: "target-down", target: named.fighter.id });
      steps.push({ fighter, script: index, step, target: named?.standing === true ? named.fighter : undefined });
    }
  }
  const someSurprised = combatants.some((combatant) => combatant.surprised);
  const allSurprised = combatants.every((combatant) => combatant.surprised);
  const surprisePhase = clock.surprise === "surprise-phase" && someSurprised && !allSurprised;
  const fight: ScriptedFight<F> = {
    fighters: combatants.map((combatant) => combatant.fighter),
    steps,
    clock,
    surprised: (id) => byId.get(id)?.surprised === true,
    actsIn: (round) => actsInRound(clock, round, surprisePhase),
  };
  warnings.push(...own(fight));
  const order = new Map(combatants.map((combatant, index) => [combatant.fighter.id, index]));
  // Sorted, so a rule set's warnings sit with the generic ones about the same step.
  return warnings.sort((a, b) => (order.get(a.combatant) ?? 0) - (order.get(b.combatant) ?? 0) || a.script - b.script);
}
