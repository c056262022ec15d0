import type { GalleryToken } from "../src/engine/play/GalleryPage";
import type { GridLayout, GridSpace } from "../src/engine/play/MapRules";
import type { MapWorld } from "../src/foundry/canvas/map/MapWorld";
import type { FigureInFight } from "../src/foundry/canvas/map/moveInFight";
import type { GalleryWorld } from "./GalleryWorld";

/** The gallery's map: the world Foundry's map side would see, and where a token now stands. */
export interface GalleryMap {
  readonly world: MapWorld;
  /** The token of this actor now stands here (a walk has ended). */
  place(actor: string, at: GridSpace): void;
}

/**
 * The gallery's hex map: its fighters' tokens where the scene puts them, their budgets as the
 * gallery keeps them, and cards posted into its chat log by the GM, as the active GM's client
 * posts them in Foundry. The token of a fighter is named by its actor.
 */
export function galleryMap(world: GalleryWorld, grid: GridLayout, tokens: readonly GalleryToken[]): GalleryMap {
  const places = new Map(tokens.map((token) => [token.actor, token.at]));
  const figures = (): FigureInFight[] =>
    tokens.map((token) => ({
      tokenId: token.actor,
      actor: world.actor(token.actor),
      at: places.get(token.actor) ?? token.at,
      side: token.side,
      budget: world.budget(token.actor) ?? null,
    }));
  return {
    world: {
      module: world.module,
      isActiveGM: true,
      fightOnMap: () => ({ grid, figures: figures() }),
      sceneOf: (actor) => (places.has(actor) ? "gallery" : null),
      async postCards(cards) {
        await world.createCards(cards, "gm", false);
      },
    },
    place(actor, at) {
      if (places.has(actor)) places.set(actor, at);
    },
  };
}
