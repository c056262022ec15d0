import type { GalleryPage } from "../../../engine/play/GalleryPage";

/**
 * d20-segments' page of the gallery, the source's own duel. Tulkas swings his bastard sword at
 * Marvok; Marvok parries with his rapier, a class lighter, and rolls a natural 1. Tulkas's player
 * spends an action die to make it a botch: the table says Marvok drops his rapier, the failed
 * parry lets the blow through, and its damage card waits to come off Marvok's hit points past
 * his padded jack.
 */
export const D20_SEGMENTS_GALLERY: GalleryPage = {
  fighters: ["Tulkas", "Marvok"],
  items: ["Bastard sword", "Chain shirt"],
  /** The attack 13 (+8 = 21); the parry a natural 1 (+10 − 2 = 9); the botch table 4, 3, 2 = 9, dropped weapon; the sword's 1d10 a 7. */
  faces: [13, 1, 4, 3, 2, 7],

  /** At a live table the GM then deals the blow to Marvok. */
  settle: ["deal:target"],

  async open(table) {
    const [tulkas, marvok] = table.fighters;
    const sword = table.itemNamed(tulkas, "Bastard sword");
    await table.beginTurn(tulkas);
    const swing = await table.start(tulkas, "attack", { item: sword }, [marvok]);
    await table.press(marvok, swing, `parry:${marvok}`);
    await table.press(tulkas, swing, "botch:defence");
    await table.press(tulkas, swing, `damage:${marvok}`);
  },
};
