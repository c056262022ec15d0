import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import { TurnwrightActor } from "../documents/TurnwrightActor";
import { readyGame } from "../gm/readyGame";
import { nearestAllies, type Placed } from "./nearestAllies";

/**
 * The fighters of the world's running fight, placed: each combatant's token (v13
 * `Combatant#token`, a TokenDocument with `disposition`, `x`, `y` and its `parent` scene) and
 * its actor (`Combatant#actor`, the token's own for an unlinked token).
 */
function placedFighters(): Placed[] {
  const combat = readyGame().combat;
  if (combat === null || combat === undefined) return [];
  return combat.combatants.contents.flatMap((combatant): Placed[] => {
    const actor = combatant.actor;
    const token = combatant.token;
    if (!(actor instanceof TurnwrightActor) || token === null) return [];
    return [{ actor: actor.snapshot(), disposition: token.disposition, scene: token.parent?.id ?? null, x: token.x, y: token.y }];
  });
}

/** The allies of the actor `ref` in the world's running fight, nearest first; none when it is in no fight. */
export function alliesInFight(ref: string, module: RuleSetModule): ActorSnapshot[] {
  const fighters = placedFighters();
  const self = fighters.find((fighter) => fighter.actor.ref === ref);
  return self === undefined ? [] : nearestAllies(self, fighters, (actor) => module.combat.canAct(actor));
}
