import type { GalleryPage } from "../../../engine/play/GalleryPage";
import { hexToOffset } from "../hex/offset";

/** A hex of the page's pointy-topped map, as the map names its spaces. */
const at = (q: number, r: number) => hexToOffset({ q, r }, "odd-r");

/**
 * phases-3d6's page of the gallery. Its opening, over two of the Duellist's Phases: a Dodge
 * held in the first (a Phase card), then in the Phase under way a Strike with the Sword that
 * hits the Street Brawler (an attack card), its damage rolled and waiting to be applied (a
 * damage card). The Dodge comes before the Strike because it lasts until the Duellist's next
 * action, so no card is drawn while it should still be counted. The Street Brawler's Phase is
 * left untouched. Last, on a hex map, the Brawler's token is dragged out of the hex beside the
 * Duellist: an attack of opportunity card waits for the Duellist's answer.
 */
export const PHASES_GALLERY: GalleryPage = {
  fighters: ["Duellist", "Street Brawler"],
  items: ["Sword", "Pistol"],
  /** The Strike: 3 + 4 + 2 = 9, and 9 + OCV 7 reaches 10 + DCV 4. The Sword's 4d6: 14 Stun, 4 Body. */
  faces: [3, 4, 2, 6, 3, 1, 4],

  /** At a live table the GM then applies the Strike's damage to the Brawler. */
  settle: ["deal:target"],
  async open(table) {
    const [duellist, brawler] = table.fighters;
    const sword = table.itemNamed(duellist, "Sword");

    await table.start(duellist, "phaseAction", { action: "dodge" }, []);

    await table.beginTurn(duellist);
    const strike = await table.start(duellist, "attack", { item: sword, manoeuvre: "strike" }, [brawler]);
    await table.press(duellist, strike, `damage:${brawler}`);

    // Two hexes apart: the Brawler starts beside the Duellist and walks off.
    const tokens = [
      { actor: duellist, at: at(0, 0), side: 1 },
      { actor: brawler, at: at(1, 0), side: -1 },
    ];
    await table.dragOnMap("odd-r", tokens, brawler, [at(3, 0)]);
  },
};
