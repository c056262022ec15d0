import type { GalleryToken } from "../src/engine/play/GalleryPage";
import type { MapWorld } from "../src/foundry/map/MapWorld";
import type { FightOnMap } from "../src/foundry/map/moveInFight";
import type { GalleryWorld } from "./GalleryWorld";

/**
 * The gallery's hex map: its fighters' tokens where the scene puts them, their budgets as the
 * gallery keeps them, and cards posted into its chat log by the GM, as the active GM's client
 * posts them in Foundry. The token of a fighter is named by its actor.
 */
export function galleryMap(world: GalleryWorld, tokens: readonly GalleryToken[]): MapWorld {
  const fight: FightOnMap = {
    figures: tokens.map((token) => ({ tokenId: token.actor, actor: world.actor(token.actor), at: token.at, side: token.side, budget: world.budget(token.actor) ?? null })),
  };
  return {
    module: world.module,
    isActiveGM: true,
    fightOnMap: () => fight,
    async postCards(cards) {
      await world.createCards(cards, "gm");
    },
  };
}
