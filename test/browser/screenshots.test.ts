import { describe, expect, it } from "vitest";
import { galleryForSuite } from "./gallery";
import { shoot, shootPanels, THEMES } from "./shootPanels";

/**
 * Every sheet and card, light and dark, as pictures under test-results/gallery/: the sheets
 * tab by tab, the item sheets, and the chat log through the eyes of the GM and each player.
 */
describe("screenshots of the gallery", () => {
  const gallery = galleryForSuite();

  shootPanels(gallery, { prefix: "", items: "item sheets", itemPictures: { "item-a": "item-weapon", "item-b": "item-armour" } });

  it("takes the attack card once the target has dodged, in both themes", async () => {
    const champion = await gallery.actorOf("sheet-b");
    await gallery.viewAs("player-b");
    await gallery.panel("light", "chat").locator(`[data-button="dodge:${champion}"]`).first().click();
    for (const theme of THEMES) {
      const attack = gallery.panel(theme, "chat").locator('.chat-message[data-card-kind="attack"]').first();
      await expect.poll(() => attack.locator(".tw-roll").count()).toBe(2);
      expect(await shoot(attack, "", theme, "card-defended")).toBeGreaterThan(5_000);
    }
  });
});
