import type { GalleryPage } from "../../../engine/play/GalleryPage";

/**
 * action-points' page of the gallery. Vesna, a sabre in hand, calls nothing and cuts at Grusk:
 * her d10 Agility beats the MTN, Grusk pays 3 AP to defend and his d8 comes up short. The d20
 * puts the cut in his chest, and its damage card waits to be dealt: doubled after his mail, the
 * hit takes him past his Fitness, his Stamina test fails, and the d8 takes a die type from his
 * Strength.
 */
export const ACTION_POINTS_GALLERY: GalleryPage = {
  fighters: ["Vesna", "Grusk"],
  items: ["Sabre", "Leather coat"],
  /** The attack 7 (d10 against 2); Grusk's defence 2 (d8 against 3); location 3, the chest; the sabre's 1d8 a 6; Stamina 2; the d8 a 4. */
  faces: [7, 2, 3, 6, 2, 4],

  /** At a live table the GM then deals the cut to Grusk, who throws his Stamina test and the d8. */
  settle: ["deal:target"],

  async open(table) {
    const [vesna, grusk] = table.fighters;
    const sabre = table.itemNamed(vesna, "Sabre");
    await table.beginTurn(vesna);
    const cut = await table.start(vesna, "attack", { item: sabre }, [grusk]);
    await table.press(grusk, cut, `defend:${grusk}`);
    await table.press(vesna, cut, "damage");
  },
};
