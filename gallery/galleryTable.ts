import type { GalleryTable } from "../src/engine/play/GalleryPage";
import type { Outcome } from "../src/engine/Refusal";
import { onTokenMoved } from "../src/foundry/canvas/map/onTokenMoved";
import { galleryMap } from "./galleryMap";
import { ownerSeat, type GalleryState } from "./GalleryState";

/** An opening is fixed: a refusal in it means the rules changed under it, and the page says so. */
function played<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`The gallery's opening scene was refused: ${outcome.refusal.message}`);
  return outcome.value;
}

/** The gallery's world as the table a rule set's page plays its opening on: each actor's own player presses. */
export function galleryTable(state: GalleryState): GalleryTable {
  return {
    fighters: state.fighters,
    itemNamed: (actor, name) => state.world.actor(actor).items.find((item) => item.name === name)?.id ?? "",
    start: async (actor, action, data, targets) => played(await state.play.start(ownerSeat(state, actor).user, actor, action, data, targets)),
    press: async (by, card, button) => {
      played(await state.play.press(ownerSeat(state, by).user, card, button));
    },
    beginTurn: async (actor) => state.world.beginTurn(actor),
    declare: async (actor, count) => {
      played(state.world.declare(actor, count));
    },
    dragOnMap: async (grid, tokens, mover, passed) => {
      const origin = tokens.find((token) => token.actor === mover)?.at;
      if (origin === undefined) throw new Error(`The gallery's map has no token for ${mover}`);
      const map = galleryMap(state.world, grid, tokens);
      // From now on the sheets' actions are judged on this map too, as at a table with a scene.
      state.play.map = map.world;
      await onTokenMoved(map.world, "gallery", {
        tokenId: mover,
        grid,
        method: "dragging",
        origin,
        passed: passed.map((space) => ({ space, teleport: false })),
      });
      const last = passed[passed.length - 1];
      if (last !== undefined) map.place(mover, last);
    },
  };
}
