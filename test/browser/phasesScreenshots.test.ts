import { describe, expect, it } from "vitest";
import { galleryForSuite } from "./gallery";
import { shoot, shootPanels, THEMES } from "./shootPanels";

/**
 * The phases-3d6 page as pictures under test-results/gallery/, each named phases-…: both
 * fighters' sheets tab by tab, the weapon sheets, the chat log through each person's eyes, and
 * each kind of card on its own, light and dark.
 */
describe("screenshots of the phases-3d6 gallery", () => {
  const gallery = galleryForSuite({ rules: "phases-3d6" });

  shootPanels(gallery, { prefix: "phases-", items: "weapon sheets", itemPictures: { "item-a": "item-melee", "item-b": "item-ranged" } });

  it("takes each kind of card on its own, the damage once applied, in both themes", async () => {
    await gallery.viewAs("gm");
    await gallery.panel("light", "chat").locator('.chat-message[data-card-kind="damage"] [data-button="deal:target"]').click();
    for (const theme of THEMES) {
      const chat = gallery.panel(theme, "chat");
      await expect.poll(() => chat.locator('.chat-message[data-card-kind="damage"] .tw-card-lines li').count()).toBe(3);
      for (const kind of ["phase", "attack", "damage", "opportunity"]) {
        expect(await shoot(chat.locator(`.chat-message[data-card-kind="${kind}"]`).first(), "phases-", theme, `card-${kind}`)).toBeGreaterThan(3_000);
      }
    }
  });
});
