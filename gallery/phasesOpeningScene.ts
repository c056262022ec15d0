import { onTokenMoved } from "../src/foundry/map/onTokenMoved";
import { FOUNDRY_GRID_TYPE, hexToOffset } from "../src/rulesets/phases-3d6/hex/offset";
import { galleryMap } from "./galleryMap";
import { seatOf } from "./GalleryState";
import { played, type OpeningScene } from "./OpeningScene";

/**
 * The phases-3d6 page's opening cards, over two of the Duellist's Phases: a Dodge held in the
 * first (a Phase card), then in the Phase under way a Strike with the Sword that hits the
 * Street Brawler (an attack card), its damage rolled and waiting to be applied (a damage card).
 * The Dodge comes before the Strike because it lasts until the Duellist's next action, so no
 * card is drawn while it should still be counted. The Street Brawler's Phase is left untouched.
 * Last, on a hex map, the Brawler's token is dragged out of the hex beside the Duellist: an
 * attack of opportunity card waits for the Duellist's answer.
 */
export const phasesOpeningScene: OpeningScene = {
  /** The Strike: 3 + 4 + 2 = 9, and 9 + OCV 7 reaches 10 + DCV 4. The Sword's 4d6: 14 Stun, 4 Body. */
  faces: [3, 4, 2, 6, 3, 1, 4],

  async play(state) {
    const [duellist, brawler] = state.fighters;
    const player = seatOf(state, "player-a").user;
    const sword = state.world.actor(duellist).items.find((item) => item.name === "Sword")?.id ?? "";

    played(await state.play.start(player, duellist, "phaseAction", { action: "dodge" }, []));

    state.world.beginTurn(duellist);
    const strike = played(await state.play.start(player, duellist, "attack", { item: sword, manoeuvre: "strike" }, [brawler]));
    played(await state.play.press(player, strike, `damage:${brawler}`));

    // Two hexes apart on a pointy-topped map: the Brawler starts beside the Duellist and walks off.
    const at = (q: number, r: number) => hexToOffset({ q, r }, "odd-r");
    const map = galleryMap(state.world, [
      { actor: duellist, at: at(0, 0), side: 1 },
      { actor: brawler, at: at(1, 0), side: -1 },
    ]);
    await onTokenMoved(map, "gallery", { tokenId: brawler, gridType: FOUNDRY_GRID_TYPE["odd-r"], method: "dragging", origin: at(1, 0), passed: [{ space: at(3, 0), teleport: false }] });
  },
};
