import { readFileSync } from "node:fs";
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { dictionaryTranslator } from "../../src/engine/text/dictionaryTranslator";
import { renderText } from "../../src/engine/text/LocalText";
import { REGISTERED } from "../../src/rulesets/registry";
import { galleryForSuite, openGallery, type Gallery, type Theme } from "./gallery";
import { shoot } from "./shootPanels";

const english = dictionaryTranslator(JSON.parse(readFileSync(new URL("../../lang/en.json", import.meta.url), "utf8")));

const dialog = (gallery: Gallery, theme: Theme): Locator => gallery.panel(theme, "modifiers");

describe("the modifier dialog before a d100-fate test", () => {
  const gallery = galleryForSuite();
  const agility = (theme: Theme): Locator => gallery.panel(theme, "sheet-b").locator('[data-action="rollTest"][data-tw-characteristic="agility"]');
  const log = (): Locator => gallery.panel("light", "chat").locator(".chat-message");

  it("opens from the sheet's roll button at Challenging, offering the ladder from +60 to −60", async () => {
    const before = await log().count();
    await agility("light").click();
    await expect.poll(() => dialog(gallery, "light").count()).toBe(1);
    const steps = await dialog(gallery, "light").locator('select[name="step"] option').allTextContents();
    expect(steps).toHaveLength(13);
    expect([steps[0], steps[6], steps[8], steps[12]]).toEqual(["Effortless (+60)", "Challenging (0)", "Hard (\u221220)", "Hopeless (\u221260)"]);
    expect(await dialog(gallery, "light").locator('select[name="step"]').inputValue()).toBe("challenging");
    expect(await dialog(gallery, "light").locator('input[name="free.test"]').inputValue()).toBe("0");
    expect(await dialog(gallery, "light").locator('select[name="mode"] option').allTextContents()).toEqual([
      "Public roll",
      "Private GM roll",
      "Blind GM roll",
      "Self roll",
    ]);
    // Nothing is rolled until the dialog says so.
    expect(await log().count()).toBe(before);
    expect(await gallery.untranslated()).toEqual([]);
  });

  it("rolls Hard with a free +5, and the card lists each modifier with its source", async () => {
    const before = await log().count();
    await dialog(gallery, "light").locator('select[name="step"]').selectOption("hard");
    await dialog(gallery, "light").locator('input[name="free.test"]').fill("5");
    expect(await shoot(dialog(gallery, "light"), "", "light", "modifier-dialog")).toBeGreaterThan(5_000);
    await dialog(gallery, "light").locator('[data-action="modifiersRoll"]').click();
    await expect.poll(() => log().count()).toBe(before + 1);
    expect(await dialog(gallery, "light").count()).toBe(0);
    const lines = await log().last().locator(".tw-card-lines").textContent();
    expect(lines).toContain("Hard (\u221220)");
    expect(lines).toContain("free modifier +5");
    expect(await shoot(log().last(), "", "light", "modifier-card")).toBeGreaterThan(5_000);
  });

  it("skips the dialog on a shift-click and rolls with the last choice", async () => {
    const before = await log().count();
    await agility("light").click({ modifiers: ["Shift"] });
    await expect.poll(() => log().count()).toBe(before + 1);
    expect(await dialog(gallery, "light").count()).toBe(0);
    const lines = await log().last().locator(".tw-card-lines").textContent();
    expect(lines).toContain("Hard (\u221220)");
    expect(lines).toContain("free modifier +5");
  });

  it("opens again at the last choice, and its roll mode keeps the card from the other player", async () => {
    await agility("light").click();
    await expect.poll(() => dialog(gallery, "light").count()).toBe(1);
    expect(await dialog(gallery, "light").locator('select[name="step"]').inputValue()).toBe("hard");
    expect(await dialog(gallery, "light").locator('input[name="free.test"]').inputValue()).toBe("5");
    await dialog(gallery, "light").locator('select[name="step"]').selectOption("easy");
    await dialog(gallery, "light").locator('input[name="free.test"]').fill("0");
    await dialog(gallery, "light").locator('select[name="mode"]').selectOption("gm");
    const before = await log().count();
    await dialog(gallery, "light").locator('input[name="free.test"]').press("Enter");
    await expect.poll(() => log().count()).toBe(before + 1);
    const card = log().last();
    const id = (await card.getAttribute("data-message-id")) ?? "";
    expect(await card.locator(".whisper-to").textContent()).toContain("Gamemaster");
    const lines = await card.locator(".tw-card-lines").textContent();
    expect(lines).toContain("Easy (+30)");
    expect(lines).not.toContain("free modifier");
    await gallery.viewAs("player-a");
    expect(await gallery.panel("light", "chat").locator(`.chat-message[data-message-id="${id}"] .tw-card`).count()).toBe(0);
    await gallery.viewAs("player-b");
  });

  it("refuses a free modifier past the ±60 cap in words, and posts nothing", async () => {
    await agility("light").click();
    await expect.poll(() => dialog(gallery, "light").count()).toBe(1);
    const before = await log().count();
    // The field's own bounds stop an honest page; an edited one reaches the GM's check.
    await dialog(gallery, "light")
      .locator('input[name="free.test"]')
      .evaluate((input: HTMLInputElement) => {
        input.removeAttribute("max");
        input.value = "70";
      });
    await dialog(gallery, "light").locator('[data-action="modifiersRoll"]').click();
    await expect.poll(() => gallery.notifications()).toContain("A modifier of +70 is beyond this rule set's cap (\u221260 to +60)");
    expect(await log().count()).toBe(before);
  });

  it("draws in the dark theme, and closing it rolls nothing", async () => {
    const before = await log().count();
    await agility("dark").click();
    await expect.poll(() => dialog(gallery, "dark").count()).toBe(1);
    expect(await dialog(gallery, "dark").locator('select[name="step"]').inputValue()).toBe("easy");
    expect(await shoot(dialog(gallery, "dark"), "", "dark", "modifier-dialog")).toBeGreaterThan(5_000);
    await dialog(gallery, "dark").locator('[data-action="modifiersClose"]').click();
    expect(await dialog(gallery, "dark").count()).toBe(0);
    expect(await log().count()).toBe(before);
  });
});

/** A roll button to press, and why the sheet holds it back (null when it does not). */
interface RollButton {
  readonly button: Locator;
  readonly heldBack: string | null;
}

/**
 * The first roll button that can be pressed, looked for tab by tab on each fighter's sheet. Where
 * the opening's fight holds every roll back (a round's actions spent), the first of them with its
 * disabled state taken off, as an edited page would send it: the GM's side refuses it.
 */
async function firstRoll(gallery: Gallery, theme: Theme, rolls: readonly string[]): Promise<RollButton> {
  const any = `.tw-tab.active :is(${rolls.map((action) => `[data-action="${action}"]`).join(", ")})`;
  for (const panel of ["sheet-a", "sheet-b"]) {
    const sheet = gallery.panel(theme, panel);
    for (const tab of await sheet.locator('[data-action="tab"]').all()) {
      const id = (await tab.getAttribute("data-tab")) ?? "";
      await tab.click();
      // The page is drawn again after the click: the tab is open once its link says so.
      await expect.poll(() => sheet.locator(`[data-action="tab"][data-tab="${id}"]`).getAttribute("class")).toContain("active");
      const open = sheet.locator(`${any}:not([disabled])`);
      if ((await open.count()) > 0) return { button: open.first(), heldBack: null };
    }
  }
  const sheet = gallery.panel(theme, "sheet-a");
  await sheet.locator('[data-action="tab"]').first().click();
  const button = sheet.locator(any).first();
  const heldBack = await button.getAttribute("title");
  await button.evaluate((element: HTMLButtonElement) => {
    element.disabled = false;
  });
  return { button, heldBack };
}

describe.each(REGISTERED.slice(1).map((ruleset) => ({ id: ruleset.id, rules: ruleset.play.cards.modifiers })))(
  "the modifier dialog of $id",
  ({ id, rules }) => {
    it.each(["light", "dark"] as const)("asks for its own modifiers in the %s theme, and the card lists the one chosen", async (theme) => {
      const gallery = await openGallery({ rules: id, theme });
      try {
        const [dial] = rules.dials;
        if (dial === undefined) throw new Error(`${id} declares no modifier`);
        const roll = await firstRoll(gallery, theme, rules.rolls);
        await roll.button.click();
        await expect.poll(() => dialog(gallery, theme).count()).toBe(1);
        const labels = await dialog(gallery, theme).locator(".form-group > label").allTextContents();
        expect(labels).toEqual([...rules.dials.map((each) => english.localize(each.label)), "Roll mode"]);
        await dialog(gallery, theme).locator(`input[name="free.${dial.id}"]`).fill("1");
        expect(await shoot(dialog(gallery, theme), `${id}-`, theme, "modifier-dialog")).toBeGreaterThan(5_000);
        const log = gallery.panel(theme, "chat").locator(".chat-message");
        const before = await log.count();
        await dialog(gallery, theme).locator('[data-action="modifiersRoll"]').click();
        if (roll.heldBack === null) {
          await expect.poll(() => log.count()).toBe(before + 1);
          expect(await log.last().locator(".tw-card-lines").textContent()).toContain(renderText({ key: dial.line, data: { value: "+1" } }, english));
          expect(await gallery.notifications()).toEqual([]);
        } else {
          // Refused for the reason the sheet gave, modifiers or not, and nothing posted.
          await expect.poll(() => gallery.notifications()).toContain(roll.heldBack);
          expect(await log.count()).toBe(before);
        }
        expect(await gallery.untranslated()).toEqual([]);
        expect(gallery.errors).toEqual([]);
      } finally {
        await gallery.close();
      }
    });
  },
);
