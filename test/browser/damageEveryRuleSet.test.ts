import { beforeAll, describe, expect, it } from "vitest";
import { enterInField, galleryForSuite } from "./gallery";
import { shoot, THEMES } from "./shootPanels";

/**
 * The damage card each of d6-pool, d20-segments and action-points leaves waiting on its page,
 * clicked as the GM: a typed amount set with the number field (a fraction refused in words), the
 * damage dealt to both fighters selected on the map (the light panel), and the attacker's share
 * taken back (the dark panel), its sheet then exactly as it was.
 */
describe.each([
  // 3 getting through is a stun: the stun effect put on, the wound read as stunned while it holds.
  { rules: "d6-pool", attacker: "Kestrel Vance", defender: "Dock Thug", shows: "system.wound=stunned" },
  { rules: "d20-segments", attacker: "Tulkas", defender: "Marvok", shows: null },
  { rules: "action-points", attacker: "Vesna", defender: "Grusk", shows: null },
])("$rules: its damage card dealt to the GM's selection, set by a typed amount, and taken back", ({ rules, attacker, defender, shows }) => {
  const gallery = galleryForSuite({ rules });
  let attackerRef = "";
  let defenderRef = "";
  beforeAll(async () => {
    attackerRef = await gallery.actorOf("sheet-a");
    defenderRef = await gallery.actorOf("sheet-b");
  });
  const damage = (theme: "light" | "dark") => gallery.panel(theme, "chat").locator('.chat-message[data-card-kind="damage"]').first();
  const lines = (theme: "light" | "dark") => damage(theme).locator(".tw-card-lines li").allTextContents();
  /** What the attacker's sheet shows: its words and every field's value, on whichever tab is open. */
  const sheetText = () =>
    gallery
      .panel("light", "sheet-a")
      .evaluate((sheet: HTMLElement) =>
        [
          sheet.innerText,
          ...[...sheet.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")].map((field) => `${field.name}=${field.value}`),
        ].join("\n"),
      );
  let sheetBefore = "";

  it("refuses a typed amount that is no whole number in words, changing nothing, and sets what gets through to a whole one", async () => {
    await gallery.viewAs("gm");
    const field = damage("light").locator('input[data-amount-for="adjust:set"]');
    expect(await field.getAttribute("aria-label")).toBe("Damage");
    const before = await lines("light");
    await enterInField(field, "2.5");
    await damage("light").locator('[data-button="adjust:set"]').click();
    await expect.poll(() => gallery.notifications()).toContain("2.5 is not a whole number of damage: type a number such as 5.");
    expect(await lines("light")).toEqual(before);
    await enterInField(damage("light").locator('input[data-amount-for="adjust:set"]'), "3");
    await damage("light").locator('[data-button="adjust:set"]').click();
    await expect.poll(() => lines("light")).toContain("The GM adjusts what gets through to each defender: =3.");
  });

  it("deals it to both fighters the GM selected (light panel), each through its own rules, in both themes", async () => {
    // The attacker's sheet as it stands, for the undo to be held to.
    await gallery.viewAs("gm");
    sheetBefore = await sheetText();
    await gallery.panel("light", "chat").locator(`[data-select-token="${defenderRef}"]`).click();
    await gallery.panel("light", "chat").locator(`[data-select-token="${attackerRef}"]`).click();
    await damage("light").locator('[data-button="deal:selected"]').click();
    await damage("light").locator('[data-button="undo:1"]').waitFor();
    const said = await lines("light");
    expect(said.some((line) => line.startsWith(defender))).toBe(true);
    expect(said.some((line) => line.startsWith(attacker))).toBe(true);
    expect(await sheetText()).not.toBe(sheetBefore);
    if (shows !== null) expect((await sheetText()).split("\n")).toContain(shows);
    // The card's own target has it now: its Apply shows used.
    expect(await damage("light").locator('[data-button="deal:target"]').isDisabled()).toBe(true);
    for (const theme of THEMES) expect(await shoot(damage(theme), `${rules}-`, theme, "card-damage-selected")).toBeGreaterThan(5_000);
  });

  it("takes the attacker's share back (dark panel): its sheet exactly as before, the card says undone", async () => {
    await gallery.viewAs("gm");
    await damage("dark").locator('[data-button="undo:1"]').click();
    for (const theme of THEMES) await expect.poll(() => lines(theme)).toContain(`Undone: ${attacker}'s damage from this card is taken back.`);
    expect(await damage("dark").locator('[data-button="undo:1"]').isDisabled()).toBe(true);
    expect(await sheetText()).toBe(sheetBefore);
    for (const theme of THEMES) expect(await shoot(damage(theme), `${rules}-`, theme, "card-damage-undone")).toBeGreaterThan(5_000);
    expect(await gallery.untranslated()).toEqual([]);
  });
});
