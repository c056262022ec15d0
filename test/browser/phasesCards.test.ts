import { beforeAll, describe, expect, it } from "vitest";
import { galleryForSuite } from "./gallery";

/**
 * The phases-3d6 cards as each person at the table sees them: the opening Dodge, the Sword's
 * Strike and its damage, the Street Brawler's answer from its sheet, and the attack of
 * opportunity its token's walk away from the Duellist offers. A button is drawn only
 * for those who may press it, shows as used once pressed, and a second press changes nothing.
 */
describe("phases-3d6 chat cards in the gallery", () => {
  const gallery = galleryForSuite({ rules: "phases-3d6" });
  let duellist = "";
  let brawler = "";
  beforeAll(async () => {
    duellist = await gallery.actorOf("sheet-a");
    brawler = await gallery.actorOf("sheet-b");
  });

  const log = () => gallery.panel("light", "chat").locator(".chat-message");
  const card = (kind: string, index = 0) => gallery.panel("light", "chat").locator(`.chat-message[data-card-kind="${kind}"]`).nth(index);
  /** How many of the card's buttons with this id each seat is shown. */
  const seen = async (kind: string, index: number, button: string): Promise<Record<string, number>> => {
    const counts: Record<string, number> = {};
    for (const seat of ["gm", "player-a", "player-b"]) {
      await gallery.viewAs(seat);
      counts[seat] = await card(kind, index).locator(`[data-button="${button}"]`).count();
    }
    return counts;
  };

  it("opens with the Duellist's Dodge, its Strike that hit, the damage waiting to be applied, and an attack of opportunity", async () => {
    expect(await log().evaluateAll((items) => items.map((item) => item.getAttribute("data-card-kind")))).toEqual(["phase", "attack", "damage", "opportunity"]);
    expect(await card("phase").locator(".tw-card-lines").textContent()).toContain("Duellist Dodges: +3 DCV until the next action.");

    const strike = card("attack");
    expect(await strike.locator(".tw-card-title h3").textContent()).toBe("Strike with Sword");
    expect(await strike.locator(".tw-die").allTextContents()).toEqual(["3", "4", "2"]);
    expect(await strike.locator(".tw-roll-total").textContent()).toBe("16");
    expect(await strike.locator(".tw-roll-target").textContent()).toBe("target 14");
    expect(await strike.locator(".tw-roll-detail").textContent()).toBe("Street Brawler is hit");
    expect(await strike.locator(".tw-card-lines").textContent()).toContain("OCV 7: 6 on the sheet, +1 for Sword, +0 for manoeuvres");

    const damage = card("damage");
    expect(await damage.locator(".tw-card-title h3").textContent()).toBe("Damage to Street Brawler (Sword)");
    expect(await damage.locator(".tw-die").allTextContents()).toEqual(["6", "3", "1", "4"]);
    expect(await damage.locator(".tw-card-lines").textContent()).toContain("14 Stun and 4 Body.");
  });

  it("draws each button for its audience only: Roll for the attacker's owners, Damage for their side, Apply for the target's", async () => {
    expect(await seen("attack", 0, "roll")).toEqual({ gm: 1, "player-a": 1, "player-b": 0 });
    expect(await seen("attack", 0, `damage:${brawler}`)).toEqual({ gm: 1, "player-a": 1, "player-b": 0 });
    expect(await seen("damage", 0, "deal:target")).toEqual({ gm: 1, "player-a": 0, "player-b": 1 });
    // Roll and Damage were pressed in the opening: they show as used and cannot be pressed.
    await gallery.viewAs("player-a");
    for (const button of ["roll", `damage:${brawler}`]) {
      const used = card("attack").locator(`[data-button="${button}"]`);
      expect(await used.isDisabled()).toBe(true);
      expect(await used.getAttribute("class")).toContain("is-used");
    }
  });

  it("answers the Brawler's Strike from its sheet with a card rolled at once, whose Roll is then used for good", async () => {
    const before = await log().count();
    const sheet = gallery.panel("light", "sheet-b");
    await sheet.locator('[data-action="tab"][data-tab="gear"]').click();
    await sheet
      .locator(".tw-item")
      .filter({ hasText: "Knife" })
      .locator('[data-tw-manoeuvre="strike"]')
      .click({ modifiers: ["Shift"] });
    await expect.poll(() => log().count()).toBe(before + 1);
    const answer = card("attack", 1);
    expect(await answer.locator(".tw-card-subtitle").textContent()).toBe("Street Brawler attacks Duellist");
    expect(await answer.locator(".tw-roll-detail").textContent()).toBe("Duellist is hit");

    await gallery.viewAs("player-b");
    const roll = answer.locator('[data-button="roll"]');
    expect(await roll.isDisabled()).toBe(true);
    const after = await answer.innerHTML();
    await roll.click({ force: true });
    expect(await answer.innerHTML()).toBe(after);
    // A forged press of the used Roll (its disabled state taken off) is refused by the rules.
    await roll.evaluate((button: HTMLButtonElement) => {
      button.disabled = false;
      button.click();
    });
    await expect.poll(() => gallery.notifications()).toContain("That button was used already");
    expect(await answer.innerHTML()).toBe(after);
    expect(await log().count()).toBe(before + 1);
  });

  it("rolls the Knife's damage for the Brawler's player, and offers its Apply to the Duellist's side", async () => {
    expect(await seen("attack", 1, `damage:${duellist}`)).toEqual({ gm: 1, "player-a": 0, "player-b": 1 });
    await gallery.viewAs("player-b");
    const before = await log().count();
    await card("attack", 1).locator(`[data-button="damage:${duellist}"]`).click();
    await expect.poll(() => log().count()).toBe(before + 1);
    expect(await card("attack", 1).locator(`[data-button="damage:${duellist}"]`).isDisabled()).toBe(true);
    const damage = card("damage", 1);
    expect(await damage.locator(".tw-card-title h3").textContent()).toBe("Damage to Duellist (Knife)");
    expect(await damage.locator(".tw-roll-formula").textContent()).toBe("2d6");
    expect(await seen("damage", 1, "deal:target")).toEqual({ gm: 1, "player-a": 1, "player-b": 0 });
  });

  it("applies the Sword's damage once for the Brawler's player: Stun and Body fall, Stunned is marked, Apply is used", async () => {
    await gallery.viewAs("player-b");
    const sheet = gallery.panel("light", "sheet-b");
    await sheet.locator('[data-action="tab"][data-tab="main"]').click();
    const stun = sheet.locator('input[name="system.stun.value"]');
    const body = sheet.locator('input[name="system.body.value"]');
    const cards = await log().count();
    await card("damage", 0).locator('[data-button="deal:target"]').click();
    await expect.poll(() => stun.inputValue()).toBe("10");
    expect(await body.inputValue()).toBe("6");
    expect(await sheet.locator('[data-path="system.conditions.stunned"]').getAttribute("aria-pressed")).toBe("true");
    expect(await sheet.locator(".tw-subtitle").textContent()).toBe("Player character · Stun 10 · Body 6");
    const damage = card("damage", 0);
    expect(await damage.locator(".tw-card-lines li").allTextContents()).toEqual([
      "14 Stun and 4 Body.",
      "Street Brawler takes 14 Stun and 4 Body: Stun now 10, Body now 6.",
      "Street Brawler is Stunned.",
    ]);
    const apply = damage.locator('[data-button="deal:target"]');
    expect(await apply.isDisabled()).toBe(true);
    expect(await apply.getAttribute("class")).toContain("is-used");
    expect(await log().count()).toBe(cards);

    const after = await damage.innerHTML();
    const refusals = async (): Promise<number> => (await gallery.notifications()).filter((text) => text === "That button was used already").length;
    const refusedBefore = await refusals();
    await apply.click({ force: true });
    expect(await damage.innerHTML()).toBe(after);
    await apply.evaluate((button: HTMLButtonElement) => {
      button.disabled = false;
      button.click();
    });
    await expect.poll(refusals).toBe(refusedBefore + 1);
    expect(await damage.innerHTML()).toBe(after);
    expect(await stun.inputValue()).toBe("10");
  });

  it("offers the attack of opportunity to the Duellist's side, Evaded to the GM, and strikes once, rolled at once", async () => {
    const offer = card("opportunity");
    expect(await offer.locator(".tw-card-title h3").textContent()).toBe("Attack of opportunity");
    expect(await offer.locator(".tw-card-subtitle").textContent()).toBe("Duellist against Street Brawler");
    expect(await offer.locator(".tw-card-lines").textContent()).toContain("Street Brawler leaves a hex Duellist threatens.");
    expect(await seen("opportunity", 0, "strike")).toEqual({ gm: 1, "player-a": 1, "player-b": 0 });
    expect(await seen("opportunity", 0, "pass")).toEqual({ gm: 1, "player-a": 1, "player-b": 0 });
    expect(await seen("opportunity", 0, "evaded")).toEqual({ gm: 1, "player-a": 0, "player-b": 0 });

    await gallery.viewAs("player-a");
    const attacks = await gallery.panel("light", "chat").locator('.chat-message[data-card-kind="attack"]').count();
    await offer.locator('[data-button="strike"]').click();
    await expect.poll(() => gallery.panel("light", "chat").locator('.chat-message[data-card-kind="attack"]').count()).toBe(attacks + 1);
    const blow = card("attack", attacks);
    expect(await blow.locator(".tw-card-title h3").textContent()).toBe("Strike with Sword");
    expect(await blow.locator(".tw-card-subtitle").textContent()).toBe("Duellist attacks Street Brawler");
    expect(await blow.locator(".tw-die").count()).toBe(3);
    expect(await blow.locator('[data-button="roll"]').isDisabled()).toBe(true);
    // Answered: Strike shows as used, Let it pass and Evaded are gone, and the card says so.
    const strike = offer.locator('[data-button="strike"]');
    expect(await strike.isDisabled()).toBe(true);
    expect(await offer.locator('[data-button="pass"]').count()).toBe(0);
    expect(await offer.locator(".tw-card-lines").textContent()).toContain("Duellist strikes: the attack follows below.");
    const after = await offer.innerHTML();
    await strike.evaluate((button: HTMLButtonElement) => {
      button.disabled = false;
      button.click();
    });
    await expect.poll(() => gallery.notifications()).toContain("That button was used already");
    expect(await offer.innerHTML()).toBe(after);
    expect(await gallery.panel("light", "chat").locator('.chat-message[data-card-kind="attack"]').count()).toBe(attacks + 1);
  });

  it("leaves no label showing a raw translation key after all these presses, for any seat", async () => {
    for (const seat of ["gm", "player-a", "player-b"]) {
      await gallery.viewAs(seat);
      expect(await gallery.untranslated()).toEqual([]);
    }
  });
});
