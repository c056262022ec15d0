import type { InitiativeRoll } from "../../engine/fight/RuleSetRuntime";
import type { FightContext } from "../../engine/fight/FightContext";
import { preCombatCost, type PreCombat } from "./actionCosts";
import { spendAp } from "./apBudget";
import { evOf, fighterWith, type ApFighter } from "./fighter";

type Context = FightContext<ApFighter>;

/** The fighter after its pre-combat actions, each paid from its full AP or refused with the reason. */
function afterPreCombat(context: Context, fighter: ApFighter, actions: readonly PreCombat[]): ApFighter {
  const id = fighter.id;
  let left: ApFighter = fighterWith(fighter, { ap: fighter.actor.actionPoints.max });
  for (const action of actions) {
    const paid = spendAp(left, preCombatCost(action, evOf(left)), action);
    if (!paid.ok) {
      if (context.listening) context.emit({ type: "refused", combatant: id, action, code: paid.refusal.code, reason: paid.refusal.message });
      continue;
    }
    if (context.listening) context.emit({ type: "action", combatant: id, action, kind: "points", cost: left.ap - paid.value.ap, apLeft: paid.value.ap });
    left = action === "dropBags" ? fighterWith(paid.value, { bagsDropped: true }) : paid.value;
  }
  return left;
}

/**
 * The round before the fight, whose AP left are the fighter's initiative: each pre-combat action
 * in turn, refused with the reason when it no longer fits; dropped bags stay dropped. One who has
 * the drop on its enemies takes its full AP as initiative whatever it spent.
 */
export function preCombatInitiative(context: Context, fighter: ApFighter): InitiativeRoll {
  // The fighter as the fight hands it over: looked up again by id, each of a fight's first
  // initiatives missed the roster's last answers and went to its map (4% of a squad study).
  const id = fighter.id;
  const actions = fighter.preCombat;
  const full = fighter.actor.actionPoints.max;
  // Most fighters of a study do nothing before the fight: nothing to copy, nothing to put back.
  const left = actions.length === 0 ? null : afterPreCombat(context, fighter, actions);
  if (left !== null && left.bagsDropped !== fighter.bagsDropped) context.replace(fighterWith(fighter, { bagsDropped: left.bagsDropped }));
  const hasDrop = !context.unaware(id) && context.fighters().some((other) => context.unaware(other.id));
  const total = hasDrop ? full : (left?.ap ?? full);
  if (context.listening) context.emit({ type: "initiative", combatant: id, dice: [], total, ...(hasDrop ? { note: "has the drop: full AP" } : {}) });
  return { score: total, tiebreak: [full] };
}

/** With the world's re-sort, each later round's order: the AP each has left at the round's end. */
export function apLeftInitiative(context: Context, fighter: ApFighter): InitiativeRoll {
  if (context.listening) context.emit({ type: "initiative", combatant: fighter.id, dice: [], total: fighter.ap, note: "AP left" });
  return { score: fighter.ap, tiebreak: [fighter.actor.actionPoints.max] };
}
