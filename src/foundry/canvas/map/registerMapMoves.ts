import type { PlayedRules } from "../../playedRules";
import { foundryMapWorld, movedToken, type CardPoster } from "./foundryMapWorld";
import { onActionTaken } from "./onActionTaken";
import { onTokenMoved } from "./onTokenMoved";

/** What the map answers beyond token moves: an action taken where a token stands. */
export interface MapReactions {
  /** On the active GM, after a sheet's action is taken from the actor's budget. */
  actionTaken(actor: string, action: string): Promise<void>;
}

/**
 * Tokens on the map during a fight: every client hears of each move, and the active GM alone
 * answers it (see onTokenMoved), so a move posts its cards once. Answers what the cards' GM
 * side calls once a sheet's action is taken, for what doing it where the token stands sets off.
 * `post` writes the cards a move or an action sets off.
 */
export function registerMapMoves(active: PlayedRules, post: CardPoster): MapReactions {
  Hooks.on("moveToken", (token, movement) => {
    const scene = token.parent;
    const moved = movedToken(token, movement);
    if (scene === null || scene.id === null || moved === null) return;
    const sceneId = scene.id;
    active()
      .then((rules) => onTokenMoved(foundryMapWorld(rules, post), sceneId, moved))
      .catch((error: unknown) => {
        console.error("Turnwright | a token's move could not be judged", error);
      });
  });
  return {
    async actionTaken(actor, action) {
      await onActionTaken(foundryMapWorld(await active(), post), actor, action);
    },
  };
}
