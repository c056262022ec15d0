import { beforeAll, describe, expect, it } from "vitest";
import { dealWaitingDamage, enterInField, galleryForSuite } from "./gallery";
import { shoot } from "./shootPanels";

/**
 * The d20-segments page as each person at the table sees and uses it: Tulkas swung at Marvok,
 * Marvok's parry came up a natural 1, Tulkas's player bought it as a botch with an action die,
 * the table made Marvok drop his rapier, and the blow landed; the GM deals its damage card to him.
 */
describe("d20-segments in the gallery", () => {
  const gallery = galleryForSuite({ rules: "d20-segments" });
  const card = () => gallery.panel("light", "chat").locator('.chat-message[data-card-kind="attack"]').first();
  const damage = () => gallery.panel("light", "chat").locator('.chat-message[data-card-kind="damage"]').first();
  beforeAll(async () => {
    await dealWaitingDamage(gallery, "player-b");
  });

  it("shows the attack and the parry on one card, the botch bought and carried out, and the damage", async () => {
    const attack = card();
    expect(await attack.locator(".tw-card-title h3").textContent()).toBe("Bastard sword against Marvok");
    expect(await attack.locator(".tw-roll-total").allTextContents()).toEqual(["21", "9", "9"]);
    expect(await attack.locator(".tw-die").allTextContents()).toEqual(["13", "1", "4", "3", "2"]);
    const lines = await attack.locator(".tw-card-lines").textContent();
    expect(lines).toContain("Marvok answers with Parry");
    expect(lines).toContain("Marvok botches: no more actions this round");
    expect(lines).toContain("Dropped weapon: Marvok's weapon falls at their feet");
    expect(lines).toContain("A hit on Marvok");
    // The damage is a card of its own: a lone die that is its roll's whole total (the 7) shows no total beside it.
    expect(await damage().locator(".tw-die").allTextContents()).toEqual(["7"]);
    expect(await damage().locator(".tw-roll-total").count()).toBe(0);
    expect(await damage().locator(".tw-card-lines").textContent()).toContain("Marvok loses 6 hit points after armour: 8 left.");
  });

  it("carried the botch to the sheets: Marvok's rapier no longer ready, his actions lost as a condition; one of Tulkas's three action dice spent", async () => {
    const marvok = gallery.panel("light", "sheet-b");
    await marvok.locator('[data-action="tab"][data-tab="gear"]').first().click();
    const rapier = marvok.locator(".tw-item", { hasText: "Rapier" });
    expect(await rapier.textContent()).toContain("Not equipped");
    expect(await rapier.locator('[data-action="attack"]').isDisabled()).toBe(true);
    await marvok.locator('[data-action="tab"][data-tab="state"]').first().click();
    // The rest of his round is an effect whose condition the sheet shows on, and the HUD or this toggle ends; no count of rounds is left on the sheet.
    const lost = marvok.locator('[data-action="toggle"][data-path="system.conditions.lost"]');
    expect(await lost.textContent()).toContain("Loses its actions");
    expect(await lost.getAttribute("aria-pressed")).toBe("true");
    expect(await marvok.locator('[data-action="toggle"][data-path="system.conditions.stunned"]').getAttribute("aria-pressed")).toBe("false");
    expect(await marvok.locator('input[name="system.roundsLost"]').count()).toBe(0);
    expect(await shoot(marvok, "d20-", "light", "sheet-botched")).toBeGreaterThan(3_000);
    expect(await marvok.locator('input[name="system.hitPoints.value"]').inputValue()).toBe("8");
    expect(await gallery.panel("light", "sheet-a").locator(".tw-subtitle").textContent()).toContain("2 action dice left");
  });

  it("shows the GM's pool in the tracker to everyone, and its controls to the GM alone, who counts it down", async () => {
    const tracker = () => gallery.panel("light", "tracker");
    await gallery.viewAs("player-a");
    expect(await tracker().locator(".turnwright-tally").textContent()).toMatch(/GM action dice\s*3\s*\/3/);
    expect(await tracker().locator('[data-action="turnwrightTally"]').count()).toBe(0);
    await gallery.viewAs("gm");
    await tracker().locator('[data-action="turnwrightTally"][data-change="spend"]').click();
    await expect.poll(() => tracker().locator(".turnwright-tally-value").textContent()).toBe("2");
    await tracker().locator('[data-action="turnwrightTally"][data-change="refill"]').click();
    await expect.poll(() => tracker().locator(".turnwright-tally-value").textContent()).toBe("3");
  });

  it("keeps a skill's bonus within its bounds, and lets one be left empty: it then rolls at +0", async () => {
    const sheet = gallery.panel("light", "sheet-a");
    await sheet.locator('[data-action="tab"][data-tab="main"]').first().click();
    const parry = sheet.locator('input[name="system.skills.parry"]');
    await enterInField(parry, "99");
    await expect.poll(() => gallery.notifications()).toContain("Parry was not changed: 99 is above the highest allowed, 40. It stays at 6.");
    await enterInField(parry, "");
    await expect.poll(() => sheet.locator('[data-action="rollSkill"][data-tw-skill="parry"]').textContent()).toContain("Check +0");
  });
});
