import { beforeAll, describe, expect, it } from "vitest";
import { galleryForSuite } from "./gallery";

describe("chat cards in the gallery", () => {
  const gallery = galleryForSuite();
  let champion = "";
  beforeAll(async () => {
    champion = await gallery.actorOf("sheet-b");
  });

  /** The opening attack that waits for the Cult Champion's defence. */
  const openAttack = () => gallery.panel("light", "chat").locator('.chat-message[data-card-kind="attack"]').first();

  it("offers Dodge on the attack card to the target's owners only: its player, and the GM who owns every actor", async () => {
    const dodge = `[data-action="pressCard"][data-button="dodge:${champion}"]`;
    await gallery.viewAs("player-b");
    expect(await openAttack().locator(dodge).count()).toBe(1);
    await gallery.viewAs("player-a");
    expect(await openAttack().locator(dodge).count()).toBe(0);
    await gallery.viewAs("gm");
    expect(await openAttack().locator(dodge).count()).toBe(1);
  });

  it("lands the defence on the same card, shows Dodge as used, and a second press changes nothing", async () => {
    await gallery.viewAs("player-b");
    const log = gallery.panel("light", "chat").locator(".chat-message");
    const cards = await log.count();
    await openAttack().locator(`[data-button="dodge:${champion}"]`).click();
    const used = openAttack().locator(`[data-button="dodge:${champion}"]`);
    await expect.poll(() => used.getAttribute("class")).toContain("is-used");
    expect(await used.isDisabled()).toBe(true);
    expect(await openAttack().locator(".tw-roll-label").allTextContents()).toEqual(["Against Cult Champion", "Cult Champion: Dodge"]);
    expect(await log.count()).toBe(cards);

    const after = await openAttack().innerHTML();
    await used.click({ force: true });
    expect(await openAttack().innerHTML()).toBe(after);
    // A forged press of the used button (the disabled state taken off) is refused by the rules, not applied.
    await used.evaluate((button: HTMLButtonElement) => {
      button.disabled = false;
      button.click();
    });
    await expect.poll(() => gallery.notifications()).toContain("That button was used already");
    expect(await openAttack().innerHTML()).toBe(after);
    expect(await log.count()).toBe(cards);
  });

  it("applies damage for the GM once, and the Apply button is then used", async () => {
    await gallery.viewAs("gm");
    const damage = gallery.panel("light", "chat").locator('.chat-message[data-card-kind="damage"]').first();
    const wounds = gallery.panel("light", "sheet-b").locator('input[name="system.wounds.value"]');
    const before = Number(await wounds.inputValue());
    await damage.locator('[data-button="deal:target"]').click();
    await expect.poll(async () => Number(await wounds.inputValue())).toBe(before - 7);
    expect(await damage.locator('[data-button="deal:target"]').isDisabled()).toBe(true);
    expect(await damage.locator(".tw-card-lines").textContent()).toContain("7 damage to the left arm");
  });

  it("shows the luck tone to the attacker on a failed test and colours the card by its result", async () => {
    await gallery.viewAs("player-a");
    const test = gallery.panel("light", "chat").locator('.chat-message[data-card-kind="test"]').first();
    expect(await test.locator(".tw-card").getAttribute("class")).toContain("tw-card--failure");
    expect(await test.locator(".tw-btn--luck:not(.is-used)").allTextContents()).toEqual(["Re-roll (Fate)"]);
  });
});
