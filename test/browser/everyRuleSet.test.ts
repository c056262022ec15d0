import { describe, expect, it } from "vitest";
import { REGISTERED } from "../../src/rulesets/registry";
import { openGallery } from "./gallery";

/**
 * Every registered rule set has a gallery page that loads clean: its two fighters' sheets, the
 * item sheets it names, its opening cards, and no key left untranslated. A new rule set is held
 * to this without a test of its own.
 */
describe.each(REGISTERED.map((ruleset) => ({ id: ruleset.id, page: ruleset.gallery })))("the $id page of the gallery", ({ id, page }) => {
  it.each(["light", "dark"] as const)("draws its fighters, its items and its opening cards in the %s theme, every word translated", async (theme) => {
    const gallery = await openGallery({ rules: id, theme });
    try {
      expect(await gallery.panel(theme, "sheet-a").locator(".window-title").textContent()).toBe(page.fighters[0]);
      expect(await gallery.panel(theme, "sheet-b").locator(".window-title").textContent()).toBe(page.fighters[1]);
      const items = ["item-a", "item-b"].slice(0, page.items.length);
      expect(await Promise.all(items.map((panel) => gallery.panel(theme, panel).locator(".window-title").textContent()))).toEqual(page.items);
      expect(await gallery.page.locator(".chat-message").count()).toBeGreaterThan(0);
      expect(await gallery.untranslated()).toEqual([]);
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });
});
