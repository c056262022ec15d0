import type { ClockShape } from "../clock/ClockShape";
import type { FighterBase } from "./FighterBase";
import { actsInRound, MOST_TURNS, type FightWarning, type WholeFight } from "./FightWarning";

/** What the checks need of each combatant: the fighter as it enters, and whether it is scripted, surprised and standing. */
export interface EnteringCombatant<F> {
  readonly fighter: F;
  readonly scripted: boolean;
  readonly surprised: boolean;
  readonly standing: boolean;
}

/**
 * The warnings any rule set's scenario may earn as a whole (a side down before the fight, more
 * turns than a fight takes), then the rule set's own.
 */
export function fightWarnings<F extends FighterBase>(
  combatants: readonly EnteringCombatant<F>[],
  clock: ClockShape,
  maxRounds: number,
  own: (fight: WholeFight<F>) => readonly FightWarning[],
): FightWarning[] {
  const warnings: FightWarning[] = [];
  const sides = [...new Set(combatants.map((combatant) => combatant.fighter.side))];
  for (const side of sides)
    if (!combatants.some((combatant) => combatant.fighter.side === side && combatant.standing)) warnings.push({ code: "side-down", side });
  const named = new Map<string, string>();
  for (const { fighter } of combatants) {
    const other = named.get(fighter.name);
    if (other === undefined) named.set(fighter.name, fighter.id);
    else warnings.push({ code: "same-name", combatant: fighter.id, other, name: fighter.name });
  }
  const surprisePhase = clock.surprise === "surprise-phase" && combatants.some((c) => c.surprised) && !combatants.every((c) => c.surprised);
  const actsIn = (round: number): number => actsInRound(clock, round, surprisePhase);
  // A round of passes gives everyone at least its first: the count is then the least a fight takes.
  let perCombatant = 0;
  for (let round = 1; round <= maxRounds; round += 1) {
    const acts = actsIn(round);
    perCombatant += Number.isFinite(acts) ? acts : 1;
  }
  const turns = perCombatant * combatants.length;
  if (turns > MOST_TURNS)
    warnings.push({ code: "turn-limit", rounds: maxRounds, combatants: combatants.length, turns, most: MOST_TURNS, atLeast: clock.round.kind === "passes" });
  const scripted = new Set(combatants.filter((combatant) => combatant.scripted).map((combatant) => combatant.fighter.id));
  warnings.push(...own({ fighters: combatants.map((combatant) => combatant.fighter), clock, maxRounds, scripted: (id) => scripted.has(id), actsIn }));
  return warnings;
}
