import { TurnwrightCombat } from "../documents/TurnwrightCombat";
import { readyGame } from "../readyGame";

/** The combat a request names, or the one under way, with its id. */
export function combatOf(id: string | undefined): { readonly combat: TurnwrightCombat; readonly id: string } | undefined {
  const game = readyGame("the API's combat lookup");
  const combat = id === undefined ? game.combat : game.combats.get(id);
  return combat instanceof TurnwrightCombat && combat.id !== null ? { combat, id: combat.id } : undefined;
}
