import { beforeAll, describe, expect, it } from "vitest";
import { dealWaitingDamage, galleryForSuite } from "./gallery";

/**
 * The action-points page as each person at the table sees and uses it: Vesna cut at Grusk with
 * her sabre, Grusk paid AP to defend and failed, the d20 put the cut in his chest, and the GM
 * deals its damage card to him: doubled after his mail, the hit past his Fitness costs him a die
 * type of Strength, his own Stamina test and d8 thrown as he takes it.
 */
describe("action-points in the gallery", () => {
  const gallery = galleryForSuite({ rules: "action-points" });
  const card = () => gallery.panel("light", "chat").locator('.chat-message[data-card-kind="attack"]').first();
  const damage = () => gallery.panel("light", "chat").locator('.chat-message[data-card-kind="damage"]').first();
  beforeAll(async () => {
    await dealWaitingDamage(gallery, "player-b");
  });

  it("shows the attack, the defence and where it landed on one card, and the damage and the injury on the damage card", async () => {
    const attack = card();
    expect(await attack.locator(".tw-card-title h3").textContent()).toBe("Sabre against Grusk");
    expect(await attack.locator(".tw-die").allTextContents()).toEqual(["7", "2", "3"]);
    expect(await attack.locator(".tw-roll-detail").allTextContents()).toContain("chest");
    expect(await attack.locator(".tw-card-lines").textContent()).toContain("A hit on Grusk");
    expect(await damage().locator(".tw-die").allTextContents()).toEqual(["3", "6"]);
    const lines = await damage().locator(".tw-card-lines").textContent();
    expect(lines).toContain("Grusk: 6 less DR 2, ×2: takes 8 to the chest.");
    expect(lines).toContain("Grusk's Stamina against serious injury: 2 against 6, failed.");
    expect(lines).toContain("Grusk's Strength drops from d10 to d8");
  });

  it("carried the hit to Grusk's sheet, and the AP both spent to the tracker", async () => {
    const grusk = gallery.panel("light", "sheet-b");
    await grusk.locator('[data-action="tab"][data-tab="main"]').first().click();
    expect(await grusk.locator('select[name="system.attributes.strength"]').inputValue()).toBe("d8");
    await grusk.locator('[data-action="tab"][data-tab="state"]').first().click();
    expect(await grusk.locator('input[name="system.damageTaken"]').inputValue()).toBe("8");
    const rows = gallery.panel("light", "tracker").locator("li.combatant");
    // Vesna: 12 AP less the sabre's 4 and her coat's EV 1; Grusk: 10 less 1 and his mail's EV 2 to defend.
    expect(await rows.nth(0).locator(".turnwright-pip:not(.is-spent)").count()).toBe(7);
    expect(await rows.nth(1).locator(".turnwright-pip:not(.is-spent)").count()).toBe(7);
  });

  it("offers Pass to the acting fighter's player and the GM, never to another player", async () => {
    const tracker = () => gallery.panel("light", "tracker");
    await gallery.viewAs("player-a");
    expect(await tracker().locator(".turnwright-pass").count()).toBe(1);
    await tracker().locator(".turnwright-pass").click();
    expect(await tracker().locator("[data-tracker-log]").getAttribute("data-tracker-log")).toBe("turnwrightPass");
    await gallery.viewAs("player-b");
    expect(await tracker().locator(".turnwright-pass").count()).toBe(0);
    await gallery.viewAs("gm");
    expect(await tracker().locator(".turnwright-pass").count()).toBe(1);
  });

  it("prices each attack on the sheet at the weapon's AP and the EV carried, one more once the aim is called", async () => {
    const sheet = gallery.panel("light", "sheet-a");
    await sheet.locator('[data-action="tab"][data-tab="gear"]').first().click();
    const sabre = sheet.locator(".tw-item", { hasText: "Sabre" }).locator('[data-action="attack"]');
    expect(await sabre.textContent()).toContain("Attack (5 AP)");
    await sheet.locator('select[name="system.aim"]').selectOption("head");
    await expect.poll(() => sheet.locator(".tw-item", { hasText: "Sabre" }).locator('[data-action="attack"]').textContent()).toContain("Attack (6 AP)");
    // The round's 7 AP left pay for it: the button stays live.
    expect(await sheet.locator(".tw-item", { hasText: "Sabre" }).locator('[data-action="attack"]').isDisabled()).toBe(false);
  });
});
