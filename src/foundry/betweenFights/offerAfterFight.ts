import { betweenFightsCard, MOST_RECOVERING } from "../../engine/play/betweenFights";
import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import { foundryCardWorld } from "../chat/foundryCardWorld";
import { gmIdsOf } from "../dice/userMessageMode";
import { readyGame } from "../readyGame";

/**
 * A fight deleted on the active GM's game (core's "End Combat"): the GM is offered the rule set's
 * rules for after a fight for the actors who fought in it, each once, on a card whispered to the
 * GMs, whose button applies them (betweenFights.ts). Nothing is changed until it is pressed.
 */
export async function offerAfterFight(module: RuleSetModule, combat: Combat.Implementation): Promise<void> {
  if (module.betweenFights === undefined) return;
  const game = readyGame("the after-fight offer");
  const actors = [
    ...new Set(
      combat.combatants.contents.flatMap((combatant) =>
        combatant.actor?.type === module.documents.actorType && typeof combatant.actor.uuid === "string" ? [combatant.actor.uuid] : [],
      ),
    ),
  ];
  if (actors.length === 0 || game.user.id === null) return;
  const gms = gmIdsOf(game.users);
  await foundryCardWorld(module, { whisper: gms, blind: false }).createCards([betweenFightsCard(actors.slice(0, MOST_RECOVERING))], game.user.id, false);
}
