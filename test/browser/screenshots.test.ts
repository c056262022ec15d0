import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openGallery, SCREENSHOTS, type Gallery, type Theme } from "./gallery";

/**
 * Every sheet and card, light and dark, as pictures under test-results/gallery/: the sheets
 * tab by tab, the item sheets, and the chat log through the eyes of the GM and each player.
 */
describe("screenshots of the gallery", () => {
  let gallery: Gallery;
  beforeAll(async () => {
    gallery = await openGallery();
  });
  afterAll(async () => {
    expect(gallery.errors).toEqual([]);
    await gallery.close();
  });

  const shoot = async (theme: Theme, panel: string, name: string): Promise<void> => {
    const path = join(SCREENSHOTS, `${theme}-${name}.png`);
    const picture = await gallery.panel(theme, panel).screenshot({ path, animations: "disabled" });
    expect(picture.byteLength).toBeGreaterThan(10_000);
  };

  for (const theme of ["light", "dark"] as const) {
    it(`takes the ${theme} actor sheets tab by tab`, async () => {
      for (const panel of ["sheet-a", "sheet-b"]) {
        for (const tab of ["main", "gear", "actions"]) {
          await gallery.panel(theme, panel).locator(`[data-action="tab"][data-tab="${tab}"]`).click();
          await shoot(theme, panel, `${panel}-${tab}`);
        }
      }
    });

    it(`takes the ${theme} item sheets`, async () => {
      await shoot(theme, "item-a", "item-weapon");
      await shoot(theme, "item-b", "item-armour");
    });

    it(`takes the ${theme} chat log for the GM and each player`, async () => {
      for (const seat of ["gm", "player-a", "player-b"]) {
        await gallery.viewAs(seat);
        await shoot(theme, "chat", `chat-${seat}`);
      }
    });
  }

  it("takes the attack card once the target has dodged, in both themes", async () => {
    const champion = (await gallery.panel("light", "sheet-b").locator("form").getAttribute("data-ref")) ?? "";
    await gallery.viewAs("player-b");
    await gallery.panel("light", "chat").locator(`[data-button="dodge:${champion}"]`).first().click();
    for (const theme of ["light", "dark"] as const) {
      const attack = gallery.panel(theme, "chat").locator('.chat-message[data-card-kind="attack"]').first();
      await expect.poll(() => attack.locator(".tw-roll").count()).toBe(2);
      const picture = await attack.screenshot({ path: join(SCREENSHOTS, `${theme}-card-defended.png`), animations: "disabled" });
      expect(picture.byteLength).toBeGreaterThan(5_000);
    }
  });
});
