import { beforeAll, describe, expect, it } from "vitest";
import { galleryForSuite } from "./gallery";
import { shoot, THEMES } from "./shootPanels";

/**
 * The burst's damage card of the d100-fate page (7 damage to the Cult Champion's left arm),
 * dealt where the GM points, adjusted and taken back, clicked in the light panel and in the dark.
 */
describe("damage where the GM points, and taken back", () => {
  const gallery = galleryForSuite();
  let champion = "";
  let sergeant = "";
  beforeAll(async () => {
    champion = await gallery.actorOf("sheet-b");
    sergeant = await gallery.actorOf("sheet-a");
  });

  const damage = (theme: "light" | "dark") => gallery.panel(theme, "chat").locator('.chat-message[data-card-kind="damage"]').first();
  const wounds = (sheet: string) => gallery.panel("light", sheet).locator('input[name="system.wounds.value"]');
  const lines = (theme: "light" | "dark") => damage(theme).locator(".tw-card-lines li").allTextContents();
  const buttonsFor = async (seat: string): Promise<string[]> => {
    await gallery.viewAs(seat);
    return damage("light")
      .locator("[data-button]")
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-button") ?? ""));
  };

  it("offers each control to its audience: the target's side applies to it, the attacker's to their targets, the GM everything", async () => {
    expect(await buttonsFor("player-b")).toEqual(["deal:target"]);
    expect(await buttonsFor("player-a")).toEqual(["deal:targeted"]);
    expect(await buttonsFor("gm")).toEqual([
      "deal:target",
      "deal:selected",
      "deal:targeted",
      "adjust:half",
      "adjust:double",
      "adjust:more",
      "adjust:less",
      "adjust:set",
    ]);
  });

  it("refuses Apply to selected tokens in words while the GM has selected none, and changes nothing", async () => {
    await gallery.viewAs("gm");
    const before = await damage("light").innerHTML();
    await damage("light").locator('[data-button="deal:selected"]').click();
    await expect.poll(() => gallery.notifications()).toContain("Select the tokens that take the damage first.");
    expect(await damage("light").innerHTML()).toBe(before);
  });

  it("halves the damage, then applies it to the GM's selected tokens (light panel): each through its own armour", async () => {
    await gallery.viewAs("gm");
    const championBefore = Number(await wounds("sheet-b").inputValue());
    const sergeantBefore = Number(await wounds("sheet-a").inputValue());
    await gallery.panel("light", "chat").locator(`[data-select-token="${champion}"]`).click();
    await gallery.panel("light", "chat").locator(`[data-select-token="${sergeant}"]`).click();
    await damage("light").locator('[data-button="adjust:half"]').click();
    await expect.poll(() => lines("light")).toContain("The GM adjusts what gets through to each defender: ×½.");
    await damage("light").locator('[data-button="deal:selected"]').click();
    // 7 through the Champion's armour and Toughness, halved: 3. The Sergeant's flak and Toughness leave less of the same roll.
    await expect.poll(async () => Number(await wounds("sheet-b").inputValue())).toBe(championBefore - 3);
    const sergeantNow = Number(await wounds("sheet-a").inputValue());
    expect(sergeantNow).toBeLessThanOrEqual(sergeantBefore);
    const said = await lines("light");
    expect(said).toContain("Cult Champion takes 3 damage to the left arm: 3 off Wounds, 0 Critical Damage.");
    expect(said.some((line) => line.startsWith("Guard Sergeant takes "))).toBe(true);
    // The card's own target has it now: its Apply shows used, for the GM and the Champion's player alike.
    expect(await damage("light").locator('[data-button="deal:target"]').isDisabled()).toBe(true);
    expect(await damage("dark").locator('[data-button="undo:0"]').count()).toBe(1);
    for (const theme of THEMES) expect(await shoot(damage(theme), "", theme, "card-damage-selected")).toBeGreaterThan(5_000);
  });

  it("undoes the Champion's share (dark panel): exactly the Wounds before come back, the card says undone, a second undo changes nothing", async () => {
    await gallery.viewAs("gm");
    const championBefore = Number(await wounds("sheet-b").inputValue()) + 3;
    const undo = damage("dark").locator('[data-button="undo:0"]');
    await undo.click();
    await expect.poll(async () => Number(await wounds("sheet-b").inputValue())).toBe(championBefore);
    for (const theme of THEMES) await expect.poll(() => lines(theme)).toContain("Undone: Cult Champion's damage from this card is taken back.");
    expect(await undo.isDisabled()).toBe(true);
    expect(await undo.getAttribute("class")).toContain("is-used");
    const after = await damage("dark").innerHTML();
    await undo.evaluate((button: HTMLButtonElement) => {
      button.disabled = false;
      button.click();
    });
    await expect.poll(() => gallery.notifications()).toContain("That button was used already");
    expect(await damage("dark").innerHTML()).toBe(after);
    expect(Number(await wounds("sheet-b").inputValue())).toBe(championBefore);
    // Undone, the Champion may take it again: its Apply is open once more.
    expect(await damage("dark").locator('[data-button="deal:target"]').isDisabled()).toBe(false);
    for (const theme of THEMES) expect(await shoot(damage(theme), "", theme, "card-damage-undone")).toBeGreaterThan(5_000);
  });

  it("applies and undoes in the other panels too: dark applies to the selection left, light takes it back", async () => {
    await gallery.viewAs("gm");
    // The Sergeant has this card's damage already: pointing at it again is refused, and nothing changes.
    await damage("dark").locator('[data-button="deal:selected"]').click();
    await expect.poll(() => gallery.notifications()).toContain("Guard Sergeant has taken this card's damage already.");
    const sergeantHurt = Number(await wounds("sheet-a").inputValue());
    await gallery.panel("dark", "chat").locator(`[data-select-token="${sergeant}"]`).click();
    const championBefore = Number(await wounds("sheet-b").inputValue());
    await damage("dark").locator('[data-button="deal:selected"]').click();
    await expect.poll(async () => Number(await wounds("sheet-b").inputValue())).toBe(championBefore - 3);
    await damage("light").locator('[data-button="undo:2"]').click();
    await expect.poll(async () => Number(await wounds("sheet-b").inputValue())).toBe(championBefore);
    await damage("light").locator('[data-button="undo:1"]').click();
    await expect.poll(async () => Number(await wounds("sheet-a").inputValue())).toBeGreaterThanOrEqual(sergeantHurt);
    expect(await gallery.untranslated()).toEqual([]);
  });
});
