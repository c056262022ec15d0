import type { GalleryPage } from "../../../engine/play/GalleryPage";

/**
 * d100-fate's page of the gallery. Its opening: a failed test with a re-roll on offer, an
 * attack waiting for the target's defence, and a burst taken without defence (the target keeps
 * its one Reaction of the round for the first attack) with its damage card waiting to be applied.
 */
export const D100_GALLERY: GalleryPage = {
  fighters: ["Guard Sergeant", "Cult Champion"],
  items: ["Las rifle", "Flak armour"],
  /** Willpower 88 (fails); the first attack 23 (hits); the burst 12 (hits twice); damage 7 and 4. */
  faces: [88, 23, 12, 7, 4],

  /** At a live table the GM then applies the burst's damage to the Champion. */
  settle: ["deal:target"],
  async open(table) {
    const [sergeant, champion] = table.fighters;
    const rifle = table.itemNamed(sergeant, "Las rifle");

    const test = await table.start(sergeant, "rollTest", { characteristic: "willpower" }, []);
    await table.press(sergeant, test, "roll");

    const attack = await table.start(sergeant, "attack", { item: rifle, action: "standardAttack" }, [champion]);
    await table.press(sergeant, attack, "roll");

    const burst = await table.start(sergeant, "attack", { item: rifle, action: "semiAutoBurst" }, [champion]);
    await table.press(sergeant, burst, "roll");
    await table.press(champion, burst, `take:${champion}`);
    await table.press(sergeant, burst, `damage:${champion}`);
  },
};
