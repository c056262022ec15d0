import { describe, expect, it } from "vitest";
import { openGallery } from "./gallery";

/** The page's address picks the rule set and the themes, and the bar's links keep both. */
describe("the gallery's address", () => {
  it("shows d100-fate when no rule set is asked for", async () => {
    const gallery = await openGallery();
    try {
      expect(await gallery.panel("light", "sheet-a").locator(".window-title").textContent()).toBe("Guard Sergeant");
      expect(await gallery.page.locator('[data-rules-link][aria-current="page"]').textContent()).toBe("d100 & Fate");
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });

  it("shows phases-3d6 in the dark theme alone, and each link keeps the other choice", async () => {
    const gallery = await openGallery({ rules: "phases-3d6", theme: "dark" });
    try {
      expect(await gallery.page.locator("[data-theme]").evaluateAll((themes) => themes.map((theme) => theme.getAttribute("data-theme")))).toEqual(["dark"]);
      expect(await gallery.panel("dark", "sheet-a").locator(".window-title").textContent()).toBe("Duellist");
      expect(await gallery.page.title()).toBe("Turnwright gallery · 3d6 Phases");
      expect(await gallery.page.locator('[data-theme-link="light"]').getAttribute("href")).toBe("?rules=phases-3d6&theme=light");
      expect(await gallery.page.locator('[data-rules-link="d100-fate"]').getAttribute("href")).toBe("?rules=d100-fate&theme=dark");
      await gallery.page.locator('[data-theme-link="light"]').click();
      await gallery.page.waitForSelector('body[data-ready="true"] [data-theme="light"] [data-panel="sheet-a"]');
      expect(await gallery.panel("light", "sheet-a").locator(".window-title").textContent()).toBe("Duellist");
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });

  it("says which rule sets it shows when asked for one it has no page for", async () => {
    await expect(openGallery({ rules: "percentile-chaos" })).rejects.toThrow(
      "The gallery has no page for the rule set “percentile-chaos”; it shows d100-fate, phases-3d6, d6-pool, d20-segments, action-points",
    );
  });
});
