import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openGallery, type Gallery, type Theme } from "./gallery";
import { shoot } from "./shootPanels";

const dialog = (gallery: Gallery, theme: Theme): Locator => gallery.panel(theme, "modifiers");
const log = (gallery: Gallery, theme: Theme): Locator => gallery.panel(theme, "chat").locator(".chat-message");

/**
 * The first attack button of a sheet, on the tab that holds it; a held-back one is freed as an
 * edited page would free it (the GM's game decides).
 */
async function attackButton(gallery: Gallery, theme: Theme, panel: string): Promise<Locator> {
  const sheet = gallery.panel(theme, panel);
  for (const tab of await sheet.locator('[data-action="tab"]').all()) {
    const id = (await tab.getAttribute("data-tab")) ?? "";
    await tab.click();
    await expect.poll(() => sheet.locator(`[data-action="tab"][data-tab="${id}"]`).getAttribute("class")).toContain("active");
    const button = sheet.locator('.tw-tab.active [data-action="attack"]').first();
    if ((await button.count()) === 0) continue;
    await button.evaluate((element: HTMLButtonElement) => {
      element.disabled = false;
    });
    return button;
  }
  throw new Error(`${panel} has no attack button on any tab`);
}

/** Opens the modifiers dialog from the sheet's first attack and answers the reach part of it, in words. */
async function reachInDialog(gallery: Gallery, theme: Theme, panel: string): Promise<string | null> {
  await (await attackButton(gallery, theme, panel)).click();
  await expect.poll(() => dialog(gallery, theme).count()).toBe(1);
  const reach = dialog(gallery, theme).locator(".tw-modifiers-reach");
  return (await reach.count()) === 0 ? null : ((await reach.textContent()) ?? "").replace(/\s+/g, " ").trim();
}

describe.each(["light", "dark"] as const)("range and reach from the map, in the %s theme", (theme) => {
  it("phases-3d6: a blow at an adjacent token shows its distance in the dialog and on the card", async () => {
    const gallery = await openGallery({ rules: "phases-3d6", theme, distance: 1 });
    try {
      expect(await reachInDialog(gallery, theme, "sheet-b")).toBe("Distance Duellist is 1 hex away");
      expect(await shoot(dialog(gallery, theme), "range-phases-", theme, "dialog")).toBeGreaterThan(5_000);
      const before = await log(gallery, theme).count();
      await dialog(gallery, theme).locator('[data-action="modifiersRoll"]').click();
      await expect.poll(() => log(gallery, theme).count()).toBe(before + 1);
      expect(await log(gallery, theme).last().locator(".tw-card-lines").textContent()).toContain("Duellist is 1 hex away");
      expect(await shoot(log(gallery, theme).last(), "range-phases-", theme, "card")).toBeGreaterThan(5_000);
      expect(await gallery.untranslated()).toEqual([]);
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });

  it("phases-3d6: a blow at a token three hexes off is refused in words, before the roll, and nothing is posted", async () => {
    const gallery = await openGallery({ rules: "phases-3d6", theme, distance: 3 });
    try {
      const said = await reachInDialog(gallery, theme, "sheet-b");
      expect(said).toContain("Duellist is 3 hex away");
      expect(said).toMatch(/Out of reach: .+ reaches 1 hex at most, and the target is 3 hex away/);
      const before = await log(gallery, theme).count();
      await dialog(gallery, theme).locator('[data-action="modifiersRoll"]').click();
      await expect.poll(() => gallery.notifications()).toEqual([expect.stringMatching(/^Out of reach: /)]);
      expect(await log(gallery, theme).count()).toBe(before);
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });

  it("d6-pool: the dialog names the range band and its part of the difficulty, and refuses beyond long range (the blaster pistol reaches 120 m)", async () => {
    const near = await openGallery({ rules: "d6-pool", theme, distance: 20 });
    try {
      expect(await reachInDialog(near, theme, "sheet-a")).toBe("Distance Dock Thug is 20 m away: medium range, +5 to the difficulty");
      expect(await shoot(dialog(near, theme), "range-d6-", theme, "dialog")).toBeGreaterThan(5_000);
      expect(await near.untranslated()).toEqual([]);
    } finally {
      await near.close();
    }
    const far = await openGallery({ rules: "d6-pool", theme, distance: 121 });
    try {
      expect(await reachInDialog(far, theme, "sheet-a")).toContain("Out of range: Blaster pistol shoots 120 m at most, and the target is 121 m away");
      expect(await shoot(dialog(far, theme), "range-d6-", theme, "dialog-refused")).toBeGreaterThan(5_000);
      const before = await log(far, theme).count();
      await dialog(far, theme).locator('[data-action="modifiersRoll"]').click();
      await expect.poll(() => far.notifications()).toContain("Out of range: Blaster pistol shoots 120 m at most, and the target is 121 m away");
      expect(await log(far, theme).count()).toBe(before);
      expect(far.errors).toEqual([]);
    } finally {
      await far.close();
    }
  });

  it("d100-fate: with no range rule in its source, the distance is shown and the GM decides", async () => {
    const gallery = await openGallery({ rules: "d100-fate", theme, distance: 40 });
    try {
      const said = await reachInDialog(gallery, theme, "sheet-b");
      expect(said).toMatch(/^Distance .+ is 40 m away The rules set no limit here: the GM decides what the distance allows\.$/);
      const before = await log(gallery, theme).count();
      await dialog(gallery, theme).locator('[data-action="modifiersRoll"]').click();
      await expect.poll(() => log(gallery, theme).count()).toBe(before + 1);
      expect(await log(gallery, theme).last().locator(".tw-card-lines").textContent()).toMatch(/is 40 m away/);
      expect(await shoot(log(gallery, theme).last(), "range-d100-", theme, "card")).toBeGreaterThan(5_000);
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });

  it("without a scene, the dialog and the card say nothing of distance", async () => {
    const gallery = await openGallery({ rules: "phases-3d6", theme });
    try {
      expect(await reachInDialog(gallery, theme, "sheet-b")).toBeNull();
      const before = await log(gallery, theme).count();
      await dialog(gallery, theme).locator('[data-action="modifiersRoll"]').click();
      await expect.poll(() => log(gallery, theme).count()).toBe(before + 1);
      expect(await log(gallery, theme).last().locator(".tw-card-lines").textContent()).not.toContain("away");
    } finally {
      await gallery.close();
    }
  });
});
