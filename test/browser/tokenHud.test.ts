import { describe, expect, it } from "vitest";
import { REGISTERED } from "../../src/rulesets/registry";
import { openGallery } from "./gallery";
import { shoot, THEMES } from "./shootPanels";

/**
 * A condition is a status effect: the token HUD's palette and the sheet's toggle are one state.
 * Set on the HUD, the sheet shows it and the token wears its icon; set on the sheet, the HUD
 * shows it; cleared on either, both show it off. Each rule set, in both themes.
 */
describe.each(REGISTERED.map(({ id, play }) => ({ id, conditions: play.documents.conditions })))("the token HUD of the $id gallery", ({ id, conditions }) => {
  it.each(THEMES)("toggles each condition with the sheet, one state, in the %s theme", async (theme) => {
    const gallery = await openGallery({ rules: id, theme });
    try {
      const hud = () => gallery.panel(theme, "token");
      const control = (status: string) => hud().locator(`.effect-control[data-status-id="${status}"]`);
      const sheet = () => gallery.panel(theme, "sheet-a");
      const toggle = (path: string) => sheet().locator(`[data-action="toggle"][data-path="system.${path}"]`);
      // The sheet opens the tab its conditions are on.
      const first = conditions[0];
      if (first === undefined) throw new Error(`${id} has no condition`);
      const tab = await toggle(first.path).evaluate((element) => element.closest<HTMLElement>("[data-tab]")?.dataset["tab"] ?? "");
      await sheet().locator(`[data-action="tab"][data-tab="${tab}"]`).click();
      expect(await hud().locator(".effect-control").count()).toBe(conditions.length);
      for (const condition of conditions) {
        expect(await control(condition.id).getAttribute("class")).not.toContain("active");
        await control(condition.id).click();
        await expect.poll(async () => control(condition.id).getAttribute("class")).toContain("active");
        expect(await toggle(condition.path).getAttribute("aria-pressed")).toBe("true");
        expect(await hud().locator(`.token-effect[data-status-id="${condition.id}"]`).count()).toBe(1);
      }
      expect(await shoot(hud(), `${id}-`, theme, "token-hud-all-on")).toBeGreaterThan(1_000);
      for (const condition of conditions) {
        await toggle(condition.path).click();
        await expect.poll(async () => control(condition.id).getAttribute("class")).not.toContain("active");
        expect(await hud().locator(`.token-effect[data-status-id="${condition.id}"]`).count()).toBe(0);
      }
      await toggle(first.path).click();
      await expect.poll(async () => control(first.id).getAttribute("class")).toContain("active");
      expect(await shoot(hud(), `${id}-`, theme, "token-hud-one-on")).toBeGreaterThan(1_000);
      expect(await gallery.untranslated()).toEqual([]);
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });
});
