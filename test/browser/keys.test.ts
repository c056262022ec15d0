import { describe, expect, it } from "vitest";
import { galleryForSuite, type Theme } from "./gallery";
import { shoot, THEMES } from "./shootPanels";

/**
 * Turnwright's keys as core's Configure Controls lists them, and the key that skips a roll's
 * dialog at work: held as a roll is clicked (the gallery keeps held keys by code, as core's
 * KeyboardManager does), the roll is made at once; released, the dialog opens, and its hint names it.
 */
describe("the system's keys", () => {
  const gallery = galleryForSuite();
  const agility = (theme: Theme) => gallery.panel(theme, "sheet-b").locator('[data-action="rollTest"][data-tw-characteristic="agility"]');
  const log = () => gallery.panel("light", "chat").locator(".chat-message");

  it.each(THEMES)("lists the skip key at Shift and the GM's tracker steps unbound, in the %s theme", async (theme) => {
    const keys = gallery.panel(theme, "keys");
    expect(await keys.locator("[data-action-id]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-action-id")))).toEqual([
      "turnwright.skipDialog",
      "turnwright.nextStep",
      "turnwright.previousStep",
    ]);
    expect(await keys.locator('[data-action-id="turnwright.skipDialog"] kbd').allTextContents()).toEqual(["Shift", "Shift"]);
    expect(await keys.locator('[data-action-id="turnwright.nextStep"] kbd').count()).toBe(0);
    expect(await keys.locator('[data-action-id="turnwright.skipDialog"] .label').textContent()).toContain("Roll without the modifiers dialog");
    expect(await shoot(keys, "", theme, "keys")).toBeGreaterThan(5_000);
  });

  it("rolls at once while Shift is held, and opens the dialog, which names the key, once it is let go", async () => {
    const page = gallery.page;
    const before = await log().count();
    await page.keyboard.down("Shift");
    await agility("light").click();
    await page.keyboard.up("Shift");
    await expect.poll(() => log().count()).toBe(before + 1);
    expect(await gallery.panel("light", "modifiers").count()).toBe(0);
    await agility("light").click();
    const dialog = gallery.panel("light", "modifiers");
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.locator(".hint").last().textContent()).toBe("Hold Shift as you click a roll to skip this dialog and roll with your last choice.");
    expect(await log().count()).toBe(before + 1);
    expect(await gallery.untranslated()).toEqual([]);
  });
});
