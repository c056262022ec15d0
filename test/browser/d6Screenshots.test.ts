import { describe, expect, it } from "vitest";
import { galleryForSuite } from "./gallery";
import { shoot, shootPanels, THEMES } from "./shootPanels";

/**
 * The d6-pool page as pictures under test-results/gallery/, each named d6-…: both fighters'
 * sheets tab by tab, the weapon and armour sheets, the chat log through each person's eyes, the
 * tracker, and each kind of card on its own, light and dark.
 */
describe("screenshots of the d6-pool gallery", () => {
  const gallery = galleryForSuite({ rules: "d6-pool" });

  shootPanels(gallery, {
    prefix: "d6-",
    items: "weapon sheets",
    itemPictures: { "item-a": "item-weapon", "item-b": "item-second" },
    tabs: ["main", "state", "gear"],
  });

  it("takes each kind of card on its own, and the tracker, in both themes", async () => {
    await gallery.viewAs("gm");
    for (const theme of THEMES) {
      const chat = gallery.panel(theme, "chat");
      for (const kind of ["defence", "attack"]) {
        expect(await shoot(chat.locator(`.chat-message[data-card-kind="${kind}"]`).first(), "d6-", theme, `card-${kind}`)).toBeGreaterThan(3_000);
      }
      expect(await shoot(gallery.panel(theme, "tracker"), "d6-", theme, "tracker")).toBeGreaterThan(3_000);
    }
  });
});
