import type { InitiativeScore } from "../../engine/clock/index";
import type { ActorChange } from "../../engine/play/ActorSnapshot";
import type { Refusal } from "../../engine/Refusal";
import type { Roller } from "../dice/messageVisibility";
import type { CombatPort, InitiativeNote } from "./CombatPort";
import { initiativeCall, planInitiative, type InitiativePlan } from "./planInitiative";

export interface InitiativeRolled {
  readonly rolled: readonly string[];
  /** Why some (or all) of those asked for were not rolled. */
  readonly refusal: Refusal | null;
}

export interface InitiativeChoice {
  /** Spend the rule set's luck on the roll (Fate: the die counts as 10), where it has such a use. */
  readonly luck: boolean;
  /** Whom the roll is for: shown in their name and their mode, however it reaches the one writer. */
  readonly roller: Roller;
}

/**
 * Initiative for several combatants at once, rolled as real dice: ONE combatant batch of all
 * their scores (and, once the fight runs, ONE update of the clock that takes them) and ONE batch
 * of chat messages, however many roll. Luck spent on a roll is taken from its actor.
 */
export async function rollFightInitiative<R>(port: CombatPort<R>, ids: readonly string[], choice: InitiativeChoice = { luck: false, roller: port.self() }): Promise<InitiativeRolled> {
  const rules = port.rules;
  const call = initiativeCall(rules, port.read(), ids);
  const notes: InitiativeNote<R>[] = [];
  const scores: Record<string, InitiativeScore> = {};
  const costs: ActorChange[] = [];
  for (const fighter of call.roll) {
    if (fighter.actor === null) continue;
    const dice = await port.roll(rules.initiativeDice(fighter.actor), choice.roller);
    const result = rules.initiative(fighter.actor, dice.outcomes, choice);
    scores[fighter.id] = { score: result.score, tiebreak: result.tiebreak };
    costs.push(...result.changes);
    notes.push({ fighter, result, rolls: dice.rolls });
  }
  if (notes.length === 0) return { rolled: [], refusal: call.refusal };
  // Read again: the dice took time, and the fight may have moved meanwhile.
  const planned = planInitiative(rules, port.read(), scores);
  if (!planned.ok) return { rolled: [], refusal: planned.refusal };
  await writeInitiative(port, planned.value);
  if (costs.length > 0) await port.changeActors(costs);
  await port.announce(notes, choice.roller);
  return { rolled: notes.map((note) => note.fighter.id), refusal: call.refusal };
}

/** The combatants' own scores first, so `updateCombatant` tells modules; then, in a running fight, the clock takes them. */
export async function writeInitiative<R>(port: CombatPort<R>, plan: InitiativePlan): Promise<void> {
  await port.writeFighters(plan.changes);
  if (plan.kind === "fight") await port.write(plan.plan.update, plan.plan.move);
}
