import { join } from "node:path";
import { describe, expect, it } from "vitest";
import english from "../../lang/en.json";
import { dictionaryTranslator } from "../../src/engine/text/dictionaryTranslator";
import { REGISTERED } from "../../src/rulesets/registry";
import { CORE_ENGLISH } from "../../gallery/coreWords";
import { openGallery, SCREENSHOTS, type Gallery } from "./gallery";

/** A laptop's window, and one narrower than two sheets side by side. */
const WIDTHS = [1400, 800] as const;

/** The words Foundry has for a tooltip's key: the system's and core's. */
const WORDS = dictionaryTranslator({ ...CORE_ENGLISH, ...english });

/** How far the page reaches past its window, sideways: 0 when nothing has to be scrolled to. */
async function overflow(gallery: Gallery): Promise<number> {
  return gallery.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Every page of the gallery, both themes on it, at a laptop's width and a narrow one: nothing
 * wider than the window, no key left as it is anywhere (bar, panels, dialog), every tooltip's key
 * one that Foundry has words for. A picture of each whole page goes to test-results/gallery/pages/.
 */
describe.each(REGISTERED.map((ruleset) => ruleset.id))("every page of the %s gallery", (rules) => {
  it.each(["table", "odds"] as const)("fits its window and shows no key: the %s page", async (page) => {
    const gallery = await openGallery({ rules, theme: "both", ...(page === "odds" ? { page } : {}) });
    try {
      if (page === "odds") {
        // The dialog as the GM opens it: in each theme, the tracker's rows and each side's targeting.
        await gallery.page.locator('[data-theme="light"] [data-action="turnwrightOdds"]').click();
        for (const theme of ["light", "dark"] as const) {
          expect(await gallery.panel(theme, "tracker").locator(".combatant").count()).toBe(2);
          expect(await gallery.panel(theme, "odds").locator("select[data-targeting-side]").count()).toBe(2);
        }
      }
      for (const width of WIDTHS) {
        await gallery.page.setViewportSize({ width, height: 1000 });
        await gallery.page.screenshot({ path: join(SCREENSHOTS, "pages", `${rules}-${page}-${width}.png`), fullPage: true, animations: "disabled" });
        expect(await overflow(gallery), `${width} px`).toBe(0);
      }
      expect(await gallery.untranslated()).toEqual([]);
      const tooltips = await gallery.tooltipKeys();
      expect(tooltips.filter((key) => WORDS.localize(key) === key)).toEqual([]);
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });
});

/** The bar above every page: each group of links on as few lines as it needs, never a word a line. */
describe("the gallery's bar", () => {
  it("keeps every link's name on one line at a narrow window", async () => {
    const gallery = await openGallery();
    try {
      await gallery.page.setViewportSize({ width: 800, height: 1000 });
      const links = await gallery.page.locator(".gallery-bar a").evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          name: anchor.textContent ?? "",
          lines: anchor.getClientRects().length,
          height: anchor.getBoundingClientRect().height,
          line: parseFloat(getComputedStyle(anchor).lineHeight) || 20,
        })),
      );
      expect(links.length).toBeGreaterThan(5);
      for (const link of links)
        expect({ name: link.name, lines: link.lines, wrapped: link.height > link.line * 1.5 }).toEqual({ name: link.name, lines: 1, wrapped: false });
      // The bar itself takes a few lines at most, not one a word.
      expect(await gallery.page.locator(".gallery-bar").evaluate((bar) => bar.getBoundingClientRect().height)).toBeLessThan(160);
    } finally {
      await gallery.close();
    }
  });
});
