import { join } from "node:path";
import type { Locator } from "playwright-core";
import { expect, it } from "vitest";
import { SCREENSHOTS, type Gallery, type Theme } from "./gallery";

export const THEMES = ["light", "dark"] as const;

/** How one rule set's pictures are named. */
export interface PanelPictures {
  /** Begins each picture's name, so that each rule set's pictures stand apart: "" for d100-fate. */
  readonly prefix: string;
  /** What the item sheets are, in the tests' names: "item sheets", "weapon sheets". */
  readonly items: string;
  /** Each item panel, with the name of its picture. */
  readonly itemPictures: Readonly<Record<string, string>>;
  /** The actor sheets' tabs, first the one a sheet opens on; left out, those of the first two rule sets. */
  readonly tabs?: readonly string[];
}

/** The picture of one card or panel under test-results/gallery/, and its size in bytes. */
export async function shoot(target: Locator, prefix: string, theme: Theme, name: string): Promise<number> {
  const picture = await target.screenshot({ path: join(SCREENSHOTS, `${prefix}${theme}-${name}.png`), animations: "disabled" });
  return picture.byteLength;
}

/**
 * Tests, in each theme, that take both actor sheets tab by tab, the item sheets, and the chat log
 * through the eyes of the GM and each player. The size floor catches a panel drawn blank.
 */
export function shootPanels(gallery: Gallery, pictures: PanelPictures): void {
  const shootPanel = async (theme: Theme, panel: string, name: string): Promise<void> => {
    expect(await shoot(gallery.panel(theme, panel), pictures.prefix, theme, name)).toBeGreaterThan(10_000);
  };

  for (const theme of THEMES) {
    it(`takes the ${theme} actor sheets tab by tab`, async () => {
      for (const panel of ["sheet-a", "sheet-b"]) {
        const tab = (id: string) => gallery.panel(theme, panel).locator(`[data-action="tab"][data-tab="${id}"]`);
        const tabs = pictures.tabs ?? ["main", "gear", "actions"];
        for (const id of tabs) {
          await tab(id).click();
          await shootPanel(theme, panel, `${panel}-${id}`);
        }
        // Left on its first tab, as it opened, so that what later tests see does not hang on these pictures.
        await tab(tabs[0] ?? "main").click();
      }
    });

    it(`takes the ${theme} ${pictures.items}`, async () => {
      for (const [panel, name] of Object.entries(pictures.itemPictures)) await shootPanel(theme, panel, name);
    });

    it(`takes the ${theme} chat log for the GM and each player`, async () => {
      for (const seat of ["gm", "player-a", "player-b"]) {
        await gallery.viewAs(seat);
        await shootPanel(theme, "chat", `chat-${seat}`);
      }
    });
  }
}
