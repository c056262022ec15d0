import { describe, expect, it } from "vitest";
import { REGISTERED } from "../../src/rulesets/registry";
import { openGallery } from "./gallery";
import { shoot, THEMES } from "./shootPanels";

/**
 * Every actor sheet has a Notes tab and every item sheet a Description tab, last, in every rule
 * set: the compendium's words, in the editor's element (core's ProseMirror in Foundry; the gallery
 * shows what it shows before its edit button is pressed).
 */
describe.each(REGISTERED.map(({ id }) => ({ id })))("notes and descriptions in the $id gallery", ({ id }) => {
  it.each(THEMES)("shows the actor's notes and the item's description on their last tabs, in the %s theme", async (theme) => {
    const gallery = await openGallery({ rules: id, theme });
    try {
      const sheet = gallery.panel(theme, "sheet-a");
      const tabs = await sheet.locator('[data-action="tab"]').evaluateAll((links) => links.map((link) => link.getAttribute("data-tab")));
      expect(tabs.at(-1)).toBe("notes");
      await sheet.locator('[data-action="tab"][data-tab="notes"]').click();
      const notes = sheet.locator('section.tab.active prose-mirror[name="system.notes"]');
      expect(await notes.count()).toBe(1);
      expect((await notes.textContent())?.trim().length ?? 0).toBeGreaterThan(40);
      expect(await notes.getAttribute("value")).toMatch(/^<p>.+<\/p>$/);
      expect(await shoot(sheet, `${id}-`, theme, "notes")).toBeGreaterThan(10_000);
      const item = gallery.panel(theme, "item-a");
      await item.locator('[data-action="tab"][data-tab="description"]').click();
      const description = item.locator('section.tab.active prose-mirror[name="system.description"]');
      expect((await description.textContent())?.trim().length ?? 0).toBeGreaterThan(10);
      expect(await shoot(item, `${id}-`, theme, "description")).toBeGreaterThan(5_000);
      expect(await gallery.untranslated()).toEqual([]);
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });
});
