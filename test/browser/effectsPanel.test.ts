import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openGallery, type Gallery, type Theme } from "./gallery";
import { shoot, THEMES } from "./shootPanels";

/** The effect sheet's duration set as the GM sets it on its Duration tab: a unit of the rule set's and a count. */
async function lasts(gallery: Gallery, theme: Theme, unit: string, count: number): Promise<void> {
  const form = gallery.panel(theme, "effect").locator("form[data-effect-form]");
  await form.locator('[name="flags.turnwright.duration.unit"]').selectOption(unit);
  const field = gallery.panel(theme, "effect").locator('[name="flags.turnwright.duration.count"]');
  // A count is typed and left with Tab, as a person leaves a field; its change saves it.
  if (await field.isEnabled()) {
    await field.fill(String(count));
    await field.press("Tab");
  }
}

const step = (gallery: Gallery, theme: Theme, way: "next" | "previous"): Promise<void> =>
  gallery.panel(theme, "effect").locator(`[data-action="effectStep"][data-step="${way}"]`).click();
const left = (panel: Locator): Promise<string | null> => panel.locator('.tw-effect[data-effect-id="gallery-blessing"] .tw-effect-left').textContent();

/**
 * The effects panel beside the token controls: the first fighter's effects with what is left of
 * each in the rule set's own units, following the tracker forward and back; a name opens the
 * effect's sheet, and the GM, alone, ends one.
 */
describe.each([
  // Begun on the first fighter's turn: a Phase later, one is left (the rest of it rounds up); the
  // next round of 15 seconds leaves 3 of the 18, a segment rounded up; its own next turn ends the last.
  { rules: "phases-3d6", unit: "phases", count: 2, first: "2 Phases", after: ["1 Phase"] },
  { rules: "d20-segments", unit: "segments", count: 3, first: "3 segments", after: ["1 segment"] },
  { rules: "d100-fate", unit: "next-turn", count: 1, first: "until its next turn", after: [] },
])("the effects panel of the $rules gallery", ({ rules, unit, count, first, after }) => {
  it.each(THEMES)(`shows “${first}”, follows the tracker both ways, opens the effect and lets the GM end it, in the %s theme`, async (theme) => {
    // Both themes on the page: the chat log's seats, which say whose eyes the panel is drawn through, are the light one's.
    const gallery = await openGallery({ rules });
    try {
      const panel = gallery.panel(theme, "effects");
      await lasts(gallery, theme, unit, count);
      await expect.poll(() => left(panel)).toBe(first);
      expect(await panel.locator(".tw-effects-title").textContent()).toMatch(/^Effects on /);
      expect(await shoot(panel, `${rules}-`, theme, "effects-panel")).toBeGreaterThan(2_000);
      // The tracker steps on until the effect is over, then back to where it began: the panel follows.
      const seen: string[] = [];
      for (let moves = 0; moves < 40 && seen.at(-1) !== "ended"; moves += 1) {
        await step(gallery, theme, "next");
        seen.push((await left(panel)) ?? "");
      }
      // Each step's words, told once each: what is left falls to what the rules count, then it ends.
      expect([...new Set([first, ...seen])]).toEqual([first, ...after, "ended"]);
      expect(await panel.locator(".tw-effect--ended").count()).toBe(1);
      expect(await shoot(panel, `${rules}-`, theme, "effects-panel-ended")).toBeGreaterThan(2_000);
      for (let moves = 0; moves < seen.length; moves += 1) await step(gallery, theme, "previous");
      await expect.poll(() => left(panel)).toBe(first);
      // A player sees no button to end it; the name opens its sheet.
      await gallery.viewAs("player-a");
      expect(await panel.locator('[data-action="turnwrightEndEffect"]').count()).toBe(0);
      await panel.locator('[data-action="turnwrightOpenEffect"][data-effect-id="gallery-blessing"]').click();
      expect(await gallery.panel(theme, "effect").getAttribute("data-opened")).toBe("true");
      await gallery.viewAs("gm");
      expect(await shoot(panel, `${rules}-`, theme, "effects-panel-gm")).toBeGreaterThan(2_000);
      await panel.locator('[data-action="turnwrightEndEffect"][data-effect-id="gallery-blessing"]').click();
      await expect.poll(() => panel.locator(".tw-effect").count()).toBe(0);
      expect(await panel.locator(".tw-effects-none").textContent()).toMatch(/^No effects on /);
      expect(await gallery.untranslated()).toEqual([]);
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });
});
