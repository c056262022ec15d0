import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import manifest from "../../system.json";
import { REGISTERED } from "../../src/rulesets/registry";
import { openGallery, SCREENSHOTS, type Gallery } from "./gallery";

/**
 * Every rule set's sheets, cards and tracker in every language system.json declares, English
 * included, measured rather than looked at: German and French words run longer than English, and
 * a label that no longer fits is cut off or pushes out of its box. Each is pictured as well, for
 * a person to look at, under test-results/gallery/lang-<lang>-<rule set>-*.png.
 */

/** What must hold its words inside its own box: buttons, tabs and the rows of pips, badges, chips and buttons. */
const MEASURED = [
  ["button", "button, .tw-btn, .tw-chip"],
  ["tab", ".tw-tab-link"],
  ["tab bar", ".tw-tabs"],
  ["pip row", ".turnwright-pips, .turnwright-budget, .turnwright-badge"],
  ["button row", ".tw-button-row, .tw-card-buttons, .tw-item-buttons, .tw-chips"],
  // Labels that cut their words short on purpose (an ellipsis, a clamp at two lines): cut German is still cut.
  ["label", ".tw-btn-label, .tw-chip-label, .tw-stat-label, .tw-item-name, .tw-track-label, .tw-field-label"],
  ["stat head", ".tw-stat-top, .tw-stat-abbr, .tw-stat-derived"],
] as const;

/** The panels a player reads: both sheets, the item sheets, the tracker and the chat log. */
const PANELS = '[data-theme="light"] [data-panel]';

/**
 * Runs in the page: every element of a measured kind, shown, whose content is larger than its box
 * (`scrollWidth` past `clientWidth`: cut off, or spilling out), that has a child outside its box,
 * or that sticks out of the box it sits in, named by its kind, its panel and its words.
 */
function overflowing({ panels, measured }: { panels: string; measured: readonly (readonly [string, string])[] }): string[] {
  const found: string[] = [];
  const words = (element: Element): string =>
    (element.textContent ?? "").replace(/\s+/g, " ").trim() || (element.getAttribute("aria-label") ?? element.getAttribute("data-tooltip") ?? "");
  for (const panel of Array.from(document.querySelectorAll<HTMLElement>(panels))) {
    const where = panel.dataset["panel"] ?? "?";
    for (const [kind, selector] of measured) {
      for (const element of Array.from(panel.querySelectorAll<HTMLElement>(selector))) {
        if (element.getClientRects().length === 0 || element.closest("[hidden], .tw-hidden") !== null) continue;
        // A pixel of slack: widths are fractional and scrollWidth is rounded.
        const box = element.getBoundingClientRect();
        const spills = element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
        const outside = Array.from(element.children).filter((child) => {
          const rect = child.getBoundingClientRect();
          return rect.width > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1);
        });
        const container = element.parentElement?.getBoundingClientRect();
        const out = container === undefined ? 0 : Math.max(container.left - box.left, box.right - container.right);
        if (spills)
          found.push(
            `${kind} in ${where}: “${words(element)}” (${element.scrollWidth}×${element.scrollHeight}px of content in ${element.clientWidth}×${element.clientHeight}px)`,
          );
        else if (outside.length > 0) found.push(`${kind} in ${where}: “${words(element)}” (${outside.length} child(ren) outside its box)`);
        else if (out > 1) found.push(`${kind} in ${where}: “${words(element)}” (${Math.round(out)}px out of the box it sits in)`);
      }
    }
    // A choice list draws its chosen words in a box of its own, which neither scrolls nor spills: they are measured in its font.
    const pen = document.createElement("canvas").getContext("2d");
    for (const select of Array.from(panel.querySelectorAll<HTMLSelectElement>("select"))) {
      if (pen === null || select.getClientRects().length === 0) continue;
      const chosen = select.selectedOptions[0]?.text ?? "";
      const style = getComputedStyle(select);
      pen.font = style.font;
      // Chromium draws a native list's arrow inside its content box, about 20px of it.
      const arrow = style.appearance === "none" ? 0 : 20;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
      const needed = pen.measureText(chosen).width;
      if (needed > room + 1) found.push(`choice list in ${where}: “${chosen}” (${Math.ceil(needed)}px of words in ${Math.floor(room)}px)`);
    }
  }
  return found;
}

async function measure(page: Page): Promise<string[]> {
  return page.evaluate(overflowing, { panels: PANELS, measured: MEASURED });
}

/** Faults by their words, each told once with where it was first seen: a sheet's fault is seen again on every other sheet's tab. */
class Faults {
  readonly #seen = new Map<string, string>();

  add(found: readonly string[], where: string): void {
    for (const fault of found) if (!this.#seen.has(fault)) this.#seen.set(fault, `${fault} [${where}]`);
  }

  list(): string[] {
    return [...this.#seen.values()];
  }
}

/** Each tab of both actor sheets in turn, measured on each, then back to the tab each opened on. */
async function everyTab(gallery: Gallery, faults: Faults, shot: (panel: string, tab: string) => Promise<void>): Promise<void> {
  for (const panel of ["sheet-a", "sheet-b"]) {
    const links = gallery.panel("light", panel).locator('.tw-tabs:not(.tw-hidden) [data-action="tab"]');
    const tabs = await links.evaluateAll((all) => all.map((link) => link.getAttribute("data-tab") ?? ""));
    for (const tab of tabs) {
      await gallery.panel("light", panel).locator(`[data-action="tab"][data-tab="${tab}"]`).click();
      faults.add(await measure(gallery.page), `${panel} on its ${tab} tab`);
      await shot(panel, tab);
    }
    if (tabs[0] !== undefined) await gallery.panel("light", panel).locator(`[data-action="tab"][data-tab="${tabs[0]}"]`).click();
  }
}

const LANGUAGES = manifest.languages.map((language) => language.lang);

describe.each(LANGUAGES)("the gallery in %s", (lang) => {
  it.each(REGISTERED.map((ruleset) => ruleset.id))(
    "draws %s's sheets, cards and tracker with every button, tab and pip row holding its words",
    async (rules) => {
      const gallery = await openGallery({ rules, theme: "light", lang });
      try {
        expect(await gallery.page.locator("html").getAttribute("lang")).toBe(lang);
        expect(await gallery.page.locator(`[data-lang-link="${lang}"]`).getAttribute("aria-current")).toBe("page");
        const picture = async (panel: string, name: string): Promise<void> => {
          await gallery.panel("light", panel).screenshot({ path: join(SCREENSHOTS, `lang-${lang}-${rules}-${name}.png`), animations: "disabled" });
        };
        const faults = new Faults();
        await everyTab(gallery, faults, (panel, tab) => picture(panel, `${panel}-${tab}`));
        for (const panel of ["item-a", "item-b"]) if ((await gallery.panel("light", panel).count()) > 0) await picture(panel, panel);
        // The tracker and the cards through the eyes of the GM and of the acting fighter's player, whose buttons differ.
        for (const seat of ["gm", "player-a"]) {
          await gallery.viewAs(seat);
          faults.add(await measure(gallery.page), `seen by ${seat}`);
          await picture("tracker", `tracker-${seat}`);
          await picture("chat", `chat-${seat}`);
        }
        expect(faults.list()).toEqual([]);
        expect(await gallery.untranslated()).toEqual([]);
        expect(gallery.errors).toEqual([]);
      } finally {
        await gallery.close();
      }
    },
  );
});

describe("the measure of a label that does not fit", () => {
  it("fails naming the kind, the panel and the words, whether cut off or spilling out", async () => {
    const gallery = await openGallery({ theme: "light" });
    try {
      expect(await measure(gallery.page)).toEqual([]);
      // A stand-in for a translation too long for its button: one unbreakable word, in a card's button and on a sheet's tab.
      await gallery.page.evaluate(() => {
        const long = "Rüstungsdurchdringungsschadenswiederholungswurf".repeat(2);
        const label = document.querySelector('[data-theme="light"] [data-panel="chat"] .tw-card-buttons .tw-btn-label');
        const tab = document.querySelector('[data-theme="light"] [data-panel="sheet-a"] .tw-tab-link');
        if (label !== null) label.textContent = long;
        if (tab !== null) tab.textContent = long;
      });
      const faults = await measure(gallery.page);
      expect(faults).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^button in chat: “Rüstungsdurchdringungs\S+” \(\d+px out of the box it sits in\)$/),
          expect.stringMatching(/^button row in chat: “Rüstungsdurchdringungs/),
          expect.stringMatching(/^tab in sheet-a: “Rüstungsdurchdringungs\S+” \(\d+px out of the box it sits in\)$/),
          expect.stringMatching(/^tab bar in sheet-a: “Rüstungsdurchdringungs/),
        ]),
      );
    } finally {
      await gallery.close();
    }
  });
});

describe("the gallery's language switch", () => {
  it("offers every language system.json declares, each in its own name, and keeps the rule set and theme", async () => {
    const gallery = await openGallery({ rules: "phases-3d6", theme: "dark" });
    try {
      const links = gallery.page.locator("[data-lang-link]");
      expect(await links.allTextContents()).toEqual(manifest.languages.map((language) => language.name));
      expect(await gallery.page.locator('[data-lang-link="en"]').getAttribute("aria-current")).toBe("page");
      expect(await gallery.page.locator('[data-lang-link="de"]').getAttribute("href")).toBe("?rules=phases-3d6&theme=dark&lang=de");
      expect(await gallery.page.locator('[data-rules-link="d100-fate"]').getAttribute("href")).toBe("?rules=d100-fate&theme=dark");
    } finally {
      await gallery.close();
    }
  });

  it("says which languages it has when asked for one system.json does not declare", async () => {
    await expect(openGallery({ lang: "tlh" })).rejects.toThrow("The gallery has no language “tlh”; system.json declares en, de, fr");
  });
});
