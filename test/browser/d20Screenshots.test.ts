import { describe, expect, it } from "vitest";
import { galleryForSuite } from "./gallery";
import { shoot, shootPanels, THEMES } from "./shootPanels";

/**
 * The d20-segments page as pictures under test-results/gallery/, each named d20-…: both
 * fighters' sheets tab by tab, the weapon and armour sheets, the chat log through each person's
 * eyes, the tracker with the GM's pool, and the attack card with its botch, light and dark.
 */
describe("screenshots of the d20-segments gallery", () => {
  const gallery = galleryForSuite({ rules: "d20-segments" });

  shootPanels(gallery, {
    prefix: "d20-",
    items: "weapon and armour sheets",
    itemPictures: { "item-a": "item-weapon", "item-b": "item-armour" },
    tabs: ["main", "state", "gear"],
  });

  it("takes the attack card on its own, and the GM's tracker, in both themes", async () => {
    await gallery.viewAs("gm");
    for (const theme of THEMES) {
      const chat = gallery.panel(theme, "chat");
      expect(await shoot(chat.locator('.chat-message[data-card-kind="attack"]').first(), "d20-", theme, "card-attack")).toBeGreaterThan(3_000);
      expect(await shoot(gallery.panel(theme, "tracker"), "d20-", theme, "tracker-gm")).toBeGreaterThan(3_000);
    }
  });
});
