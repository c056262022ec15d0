import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import { TurnwrightActor } from "../documents/TurnwrightActor";
import { fightHolding } from "../documents/fightHolding";
import { nearestAllies, type Placed } from "./nearestAllies";

/**
 * The fighters of the fight that holds the actor `ref` (fightHolding), placed: each combatant's
 * token (v13 `Combatant#token`, a TokenDocument with `disposition`, `x`, `y` and its `parent`
 * scene) and its actor (`Combatant#actor`, the token's own for an unlinked token).
 */
function placedFighters(ref: string): Placed[] {
  const combat = fightHolding(ref);
  if (combat === undefined) return [];
  return combat.combatants.contents.flatMap((combatant): Placed[] => {
    const actor = combatant.actor;
    const token = combatant.token;
    if (!(actor instanceof TurnwrightActor) || token === null) return [];
    return [{ actor: actor.snapshot(), disposition: token.disposition, scene: token.parent?.id ?? null, x: token.x, y: token.y }];
  });
}

/** The allies of the actor `ref` in the fight that holds it, nearest first; none when it is in no fight. */
export function alliesInFight(ref: string, module: RuleSetModule): ActorSnapshot[] {
  const fighters = placedFighters(ref);
  const self = fighters.find((fighter) => fighter.actor.ref === ref);
  return self === undefined ? [] : nearestAllies(self, fighters, (actor) => module.combat.canAct(actor));
}
