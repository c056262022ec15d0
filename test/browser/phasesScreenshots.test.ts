import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openGallery, SCREENSHOTS, type Gallery, type Theme } from "./gallery";

/**
 * The phases-3d6 page as pictures under test-results/gallery/, each named phases-…: both
 * fighters' sheets tab by tab, the weapon sheets, the chat log through each person's eyes, and
 * each kind of card on its own, light and dark.
 */
describe("screenshots of the phases-3d6 gallery", () => {
  let gallery: Gallery;
  beforeAll(async () => {
    gallery = await openGallery({ rules: "phases-3d6" });
  });
  afterAll(async () => {
    expect(gallery.errors).toEqual([]);
    await gallery.close();
  });

  const shoot = async (theme: Theme, panel: string, name: string): Promise<void> => {
    const path = join(SCREENSHOTS, `phases-${theme}-${name}.png`);
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
        await gallery.panel(theme, panel).locator('[data-action="tab"][data-tab="main"]').click();
      }
    });

    it(`takes the ${theme} weapon sheets`, async () => {
      await shoot(theme, "item-a", "item-melee");
      await shoot(theme, "item-b", "item-ranged");
    });

    it(`takes the ${theme} chat log for the GM and each player`, async () => {
      for (const seat of ["gm", "player-a", "player-b"]) {
        await gallery.viewAs(seat);
        await shoot(theme, "chat", `chat-${seat}`);
      }
    });
  }

  it("takes each kind of card on its own, the damage once applied, in both themes", async () => {
    await gallery.viewAs("gm");
    await gallery.panel("light", "chat").locator('.chat-message[data-card-kind="damage"] [data-button="apply"]').click();
    for (const theme of ["light", "dark"] as const) {
      const chat = gallery.panel(theme, "chat");
      await expect.poll(() => chat.locator('.chat-message[data-card-kind="damage"] .tw-card-lines li').count()).toBe(3);
      for (const kind of ["phase", "attack", "damage", "opportunity"]) {
        const path = join(SCREENSHOTS, `phases-${theme}-card-${kind}.png`);
        const picture = await chat.locator(`.chat-message[data-card-kind="${kind}"]`).first().screenshot({ path, animations: "disabled" });
        expect(picture.byteLength).toBeGreaterThan(3_000);
      }
    }
  });
});
