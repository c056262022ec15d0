import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import { foundryMapWorld, movedToken } from "./foundryMapWorld";
import { onTokenMoved } from "./onTokenMoved";

/**
 * Tokens moving during a fight: every client hears of each move, and the active GM alone
 * answers it (see onTokenMoved), so a move posts its cards once.
 */
export function registerMapMoves(active: () => RuleSetModule | undefined): void {
  Hooks.on("moveToken", (token, movement) => {
    const scene = token.parent;
    const moved = movedToken(token, movement);
    if (scene === null || scene.id === null || moved === null) return;
    onTokenMoved(foundryMapWorld(active()), scene.id, moved).catch((error: unknown) => {
      console.error("Turnwright | a token's move could not be judged", error);
    });
  });
}
