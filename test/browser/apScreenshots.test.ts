import { describe, expect, it } from "vitest";
import { galleryForSuite } from "./gallery";
import { shoot, shootPanels, THEMES } from "./shootPanels";

/**
 * The action-points page as pictures under test-results/gallery/, each named ap-…: both
 * fighters' sheets tab by tab, the weapon and armour sheets, the chat log through each person's
 * eyes, the tracker with its AP pips, and the attack card with its hit location and injury.
 */
describe("screenshots of the action-points gallery", () => {
  const gallery = galleryForSuite({ rules: "action-points" });

  shootPanels(gallery, {
    prefix: "ap-",
    items: "weapon and armour sheets",
    itemPictures: { "item-a": "item-weapon", "item-b": "item-armour" },
    tabs: ["main", "state", "gear"],
  });

  it("takes the attack card on its own, and the GM's tracker, in both themes", async () => {
    await gallery.viewAs("gm");
    for (const theme of THEMES) {
      const chat = gallery.panel(theme, "chat");
      expect(await shoot(chat.locator('.chat-message[data-card-kind="attack"]').first(), "ap-", theme, "card-attack")).toBeGreaterThan(3_000);
      expect(await shoot(gallery.panel(theme, "tracker"), "ap-", theme, "tracker-gm")).toBeGreaterThan(3_000);
    }
  });
});
