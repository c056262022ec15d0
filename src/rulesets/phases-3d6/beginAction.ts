import { startSlotTurn } from "../../engine/budget/SlotBudget";
import type { FightContext } from "../../engine/fight/FightContext";
import { conditionsWith, fighterDraft, fighterWith, type PhasesFighter } from "./fighter";
import type { ManoeuvreId } from "./manoeuvres";

/** No manoeuvres yet: one shared list for every action's opening, since a fighter's list is only ever replaced. */
const NO_MANOEUVRES: readonly ManoeuvreId[] = [];

/**
 * A new action, in its own place or aborted to early: last action's budget, manoeuvres and
 * unspent guard are over, and whoever this character held in a Grab is free again.
 */
export function beginAction(context: FightContext<PhasesFighter>, id: string): void {
  const fighter = context.fighter(id);
  const opened = fighterDraft(fighter);
  opened.budget = startSlotTurn(fighter.budget);
  opened.manoeuvres = NO_MANOEUVRES;
  opened.guard = null;
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
