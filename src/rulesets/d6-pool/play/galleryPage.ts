import type { GalleryPage } from "../../../engine/play/GalleryPage";

/**
 * d6-pool's page of the gallery. Kestrel Vance's turn: she declares two actions (every roll
 * button now shows −1D), dodges (its Wild Die comes up 1: a complication takes the 1 and the 5
 * off), then shoots the Dock Thug, and the damage is rolled onto its card, waiting to be dealt
 * against his resistance.
 */
export const D6_POOL_GALLERY: GalleryPage = {
  fighters: ["Kestrel Vance", "Dock Thug"],
  items: ["Blaster pistol", "Vibroknife"],
  /**
   * The dodge, 4D+1 at −1D: 5 and 3, the Wild Die 1, +1 (4 left). The shot, 4D+2 at −1D: 4, 5,
   * and the Wild Die 6 then 3, +2 = 20 against the passive 10, a damage bonus of 2. The
   * blaster's 4D: 3, 4, 2, 5 (16 with the bonus) against the thug's Strength 3D+1 and padded
   * jacket 1D: 2, 3, 4, 2 +1 = 12. Beaten by 4: wounded.
   */
  faces: [5, 3, 1, 4, 5, 6, 3, 3, 4, 2, 5, 2, 3, 4, 2],

  /** At a live table the GM then deals the damage to the thug, who rolls his resistance. */
  settle: ["deal:target"],

  async open(table) {
    const [kestrel, thug] = table.fighters;
    const blaster = table.itemNamed(kestrel, "Blaster pistol");
    await table.beginTurn(kestrel);
    await table.declare(kestrel, 2);
    await table.start(kestrel, "defend", { kind: "dodge", extent: "partial" }, []);
    const shot = await table.start(kestrel, "attack", { item: blaster }, [thug]);
    await table.press(kestrel, shot, `damage:${thug}`);
  },
};
