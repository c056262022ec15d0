import type { Outcome } from "../src/engine/Refusal";
import { seatOf, type GalleryState } from "./GalleryState";

/**
 * The cards the gallery opens with, played through the real buttons with forced dice: a failed
 * test with a re-roll on offer, an attack waiting for the target's defence, and a burst taken
 * without defence (the target keeps its one Reaction of the round for the first attack) with
 * its damage card waiting to be applied.
 */
export const openingScene = {
  /** Willpower 88 (fails); the first attack 23 (hits); the burst 12 (hits twice); damage 7 and 4. */
  faces: [88, 23, 12, 7, 4],

  async play(state: GalleryState): Promise<void> {
    const [a, b] = state.fighters;
    const sergeant = seatOf(state, "player-a").user;
    const champion = seatOf(state, "player-b").user;
    const weapon = state.world.actor(a).items.find((item) => item.name === "Las rifle")?.id ?? "";

    const test = expect(await state.play.start(sergeant, a, "rollTest", { characteristic: "willpower" }, []));
    expect(await state.play.press(sergeant, test, "roll"));

    const attack = expect(await state.play.start(sergeant, a, "attack", { item: weapon, action: "standardAttack" }, [b]));
    expect(await state.play.press(sergeant, attack, "roll"));

    const burst = expect(await state.play.start(sergeant, a, "attack", { item: weapon, action: "semiAutoBurst" }, [b]));
    expect(await state.play.press(sergeant, burst, "roll"));
    expect(await state.play.press(champion, burst, `take:${b}`));
    expect(await state.play.press(sergeant, burst, `damage:${b}`));
  },
};

/** The opening scene is fixed: a refusal here means the rules changed under it, and the page says so. */
function expect<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`The gallery's opening scene was refused: ${outcome.refusal.message}`);
  return outcome.value;
}
