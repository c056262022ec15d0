import { seatOf } from "./GalleryState";
import { played, type OpeningScene } from "./OpeningScene";

/**
 * The phases-3d6 page's opening cards, over two of the Duellist's Phases: a Dodge held in the
 * first (a Phase card), then in the Phase under way a Strike with the Sword that hits the
 * Street Brawler (an attack card), its damage rolled and waiting to be applied (a damage card).
 * The Dodge comes before the Strike because it lasts until the Duellist's next action, so no
 * card is drawn while it should still be counted. The Street Brawler's Phase is left untouched.
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
  },
};
