import { seatOf } from "./GalleryState";
import { played, type OpeningScene } from "./OpeningScene";

/**
 * The d100-fate page's opening cards: a failed test with a re-roll on offer, an attack waiting
 * for the target's defence, and a burst taken without defence (the target keeps its one
 * Reaction of the round for the first attack) with its damage card waiting to be applied.
 */
export const d100OpeningScene: OpeningScene = {
  /** Willpower 88 (fails); the first attack 23 (hits); the burst 12 (hits twice); damage 7 and 4. */
  faces: [88, 23, 12, 7, 4],

  async play(state) {
    const [a, b] = state.fighters;
    const sergeant = seatOf(state, "player-a").user;
    const champion = seatOf(state, "player-b").user;
    const weapon = state.world.actor(a).items.find((item) => item.name === "Las rifle")?.id ?? "";

    const test = played(await state.play.start(sergeant, a, "rollTest", { characteristic: "willpower" }, []));
    played(await state.play.press(sergeant, test, "roll"));

    const attack = played(await state.play.start(sergeant, a, "attack", { item: weapon, action: "standardAttack" }, [b]));
    played(await state.play.press(sergeant, attack, "roll"));

    const burst = played(await state.play.start(sergeant, a, "attack", { item: weapon, action: "semiAutoBurst" }, [b]));
    played(await state.play.press(sergeant, burst, "roll"));
    played(await state.play.press(champion, burst, `take:${b}`));
    played(await state.play.press(sergeant, burst, `damage:${b}`));
  },
};
