import { startSlotTurn } from "../../engine/budget/SlotBudget";
import type { FightContext } from "../../engine/fight/FightContext";
import type { FighterDraft } from "../../engine/fight/RuleSetRuntime";
import { conditionsWith, fighterDraft, fighterWith, type PhasesFighter } from "./fighter";
import type { ManoeuvreId } from "./manoeuvres";

/** No manoeuvres yet: one shared list for every action's opening, since a fighter's list is only ever replaced. */
const NO_MANOEUVRES: readonly ManoeuvreId[] = [];

/**
 * A new action, in its own place or aborted to early: last action's budget, manoeuvres and
 * unspent guard are over, and whoever this character held in a Grab is free again.
 */
export function beginAction(context: FightContext<PhasesFighter>, id: string): void {
  const opened = fighterDraft(context.fighter(id));
  openOn(opened);
  context.replace(opened);
  // By index: every action of every Phase walks the whole list, and mostly finds nobody held.
  const everyone = context.fighters();
  for (let index = 0; index < everyone.length; index += 1) {
    const other = everyone[index];
    if (other === undefined || other.conditions.heldBy !== id) continue;
    context.replace(fighterWith(other, { conditions: conditionsWith(other.conditions, { heldBy: null }) }));
    if (context.listening) context.emit({ type: "condition", combatant: other.id, condition: "held", active: false });
  }
}

/** An action's opening on a fresh copy of the fighter: last action's budget, manoeuvres and unspent guard are over. */
export function openOn(draft: FighterDraft<PhasesFighter>): void {
  draft.budget = startSlotTurn(draft.budget);
  draft.manoeuvres = NO_MANOEUVRES;
  draft.guard = null;
}

/** Whether anyone is held in this character's Grab: its action's opening would free them. */
export function holdsAnyone(context: FightContext<PhasesFighter>, id: string): boolean {
  const everyone = context.fighters();
  for (let index = 0; index < everyone.length; index += 1) if (everyone[index]?.conditions.heldBy === id) return true;
  return false;
}
