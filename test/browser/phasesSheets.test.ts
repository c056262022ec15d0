import { describe, expect, it } from "vitest";
import { emptyNumberField, enterInField, galleryForSuite } from "./gallery";

/** What the sheet's Phase budget says once the Phase holds an attack. */
const ATTACK_TAKEN = "Attack action: no room left this Phase; already taken: Attack action";

describe("the phases-3d6 sheets in the gallery", () => {
  const gallery = galleryForSuite({ rules: "phases-3d6" });

  const tab = async (panel: string, id: string): Promise<void> => {
    await gallery.panel("light", panel).locator(`[data-action="tab"][data-tab="${id}"]`).click();
  };

  it("draws both fighters' sheets in light and dark, every label in words", async () => {
    const fighters = [
      { panel: "sheet-a", name: "Duellist", subtitle: "Player character · Stun 22 · Body 10", values: { combatValue: "6", ocv: "", dcv: "", recovery: "5" } },
      {
        panel: "sheet-b",
        name: "Street Brawler",
        subtitle: "Player character · Stun 24 · Body 10",
        values: { combatValue: "5", ocv: "6", dcv: "4", recovery: "6" },
      },
    ];
    for (const theme of ["light", "dark"] as const) {
      for (const { panel, name, subtitle, values } of fighters) {
        const sheet = gallery.panel(theme, panel);
        expect(await sheet.locator(".window-title").textContent()).toBe(name);
        expect(await sheet.locator(".tw-subtitle").textContent()).toBe(subtitle);
        expect(await sheet.locator('[data-action="tab"]').allTextContents()).toEqual(
          ["Combat", "Weapons", "Actions", "Notes"].map((label) => expect.stringContaining(label)),
        );
        for (const [field, value] of Object.entries(values)) expect(await sheet.locator(`input[name="system.${field}"]`).inputValue()).toBe(value);
        expect(await sheet.locator(".tw-stat-label").allTextContents()).toContain("Offensive Combat Value");
      }
      // The Duellist's OCV and DCV are left out: they follow his Combat Value, shown greyed in.
      expect(await gallery.panel(theme, "sheet-a").locator('input[name="system.ocv"]').getAttribute("placeholder")).toBe("6");
    }
    expect(await gallery.untranslated()).toEqual([]);
  });

  it("opens the attack card from a weapon's Strike button, rolled at once against the other fighter", async () => {
    await tab("sheet-b", "gear");
    const log = gallery.panel("light", "chat").locator(".chat-message");
    const before = await log.count();
    await gallery
      .panel("light", "sheet-b")
      .locator(".tw-item")
      .filter({ hasText: "Knife" })
      .locator('[data-action="attack"][data-tw-manoeuvre="strike"]')
      .click({ modifiers: ["Shift"] });
    await expect.poll(() => log.count()).toBe(before + 1);
    const card = log.last();
    expect(await card.getAttribute("data-card-kind")).toBe("attack");
    expect(await card.locator(".tw-card-title h3").textContent()).toBe("Strike with Knife");
    expect(await card.locator(".tw-card-subtitle").textContent()).toBe("Street Brawler attacks Duellist");
    expect(await card.locator(".tw-roll-label").allTextContents()).toEqual(["Against Duellist (DCV 7)"]);
    expect(await card.locator(".tw-die").count()).toBe(3);
  });

  it("then disables every other attack on the sheet, giving the Phase budget as the reason", async () => {
    const sheet = gallery.panel("light", "sheet-b");
    const attacks = sheet.locator('.tw-item [data-action="attack"]');
    expect(await attacks.count()).toBe(8);
    for (const button of await attacks.all()) {
      expect(await button.isDisabled()).toBe(true);
      expect(await button.getAttribute("title")).toBe(ATTACK_TAKEN);
    }
    // A press on a disabled button, forced through, starts nothing.
    const log = gallery.panel("light", "chat").locator(".chat-message");
    const cards = await log.count();
    await attacks
      .filter({ hasText: "Haymaker" })
      .first()
      .click({ force: true, modifiers: ["Shift"] });
    expect(await log.count()).toBe(cards);

    await tab("sheet-b", "main");
    const phase = (id: string) => sheet.locator(`[data-action="phaseAction"][data-tw-action="${id}"]`);
    expect(await phase("dodge").getAttribute("title")).toBe(ATTACK_TAKEN);
    expect(await phase("takeRecovery").getAttribute("title")).toBe("Full-phase action: no room left this Phase; already taken: Attack action");

    await tab("sheet-b", "actions");
    expect(await sheet.locator('.tw-action[data-action-id="strike"] .tw-action-verdict').textContent()).toBe(ATTACK_TAKEN);
    expect(await sheet.locator('.tw-action[data-action-id="halfMove"] .tw-action-verdict').textContent()).toBe("Allowed now");
    await tab("sheet-b", "main");
  });

  it("shows the Duellist's Phase already holding its Strike: the Sword's other attacks are disabled", async () => {
    await tab("sheet-a", "gear");
    const sword = gallery.panel("light", "sheet-a").locator(".tw-item").filter({ hasText: "Sword" });
    for (const manoeuvre of ["disarm", "grab", "haymaker", "strike"]) {
      const button = sword.locator(`[data-tw-manoeuvre="${manoeuvre}"]`);
      expect(await button.isDisabled()).toBe(true);
      expect(await button.getAttribute("title")).toBe(ATTACK_TAKEN);
    }
    await tab("sheet-a", "main");
  });

  it("refuses a negative Combat Value with a notice naming it, and keeps 5", async () => {
    const value = gallery.panel("light", "sheet-b").locator('input[name="system.combatValue"]');
    await enterInField(value, "-3");
    await expect.poll(() => gallery.notifications()).toContain("Combat Value was not changed: -3 is below the lowest allowed, 0. It stays at 5.");
    expect(await value.inputValue()).toBe("5");
    expect(await value.getAttribute("class")).toContain("tw-refused");
    expect(await gallery.panel("dark", "sheet-b").locator('input[name="system.combatValue"]').inputValue()).toBe("5");
  });

  it("refuses a Recovery that is not a whole number, and an emptied Stun, keeping both", async () => {
    const sheet = gallery.panel("light", "sheet-b");
    const recovery = sheet.locator('input[name="system.recovery"]');
    await enterInField(recovery, "2.5");
    await expect.poll(() => gallery.notifications()).toContain("Recovery was not changed: it takes a whole number. It stays at 6.");
    expect(await recovery.inputValue()).toBe("6");

    const stun = sheet.locator('input[name="system.stun.value"]');
    await emptyNumberField(stun);
    await expect.poll(() => gallery.notifications()).toContain("Stun was not changed: it takes a whole number. It stays at 24.");
    expect(await stun.inputValue()).toBe("24");
    expect(await stun.getAttribute("class")).toContain("tw-refused");
  });

  it("keeps OCV and DCV left out unset when another field is saved, so they follow a new Combat Value", async () => {
    const sheet = gallery.panel("light", "sheet-a");
    const combatValue = sheet.locator('input[name="system.combatValue"]');
    await enterInField(combatValue, "7");
    await expect.poll(() => sheet.locator('input[name="system.ocv"]').getAttribute("placeholder")).toBe("7");
    expect(await sheet.locator('input[name="system.ocv"]').inputValue()).toBe("");
    expect(await sheet.locator('input[name="system.dcv"]').inputValue()).toBe("");
    // Typing an OCV of its own pins it; emptying it again lets it follow once more.
    const ocv = sheet.locator('input[name="system.ocv"]');
    await enterInField(ocv, "4");
    await expect.poll(() => sheet.locator('input[name="system.ocv"]').inputValue()).toBe("4");
    await emptyNumberField(sheet.locator('input[name="system.ocv"]'));
    await expect.poll(() => sheet.locator('input[name="system.ocv"]').inputValue()).toBe("");
    expect(await sheet.locator('input[name="system.ocv"]').getAttribute("placeholder")).toBe("7");
    await enterInField(combatValue, "6");
    await expect.poll(() => sheet.locator('input[name="system.ocv"]').getAttribute("placeholder")).toBe("6");
  });

  it("lists bare hands with the weapons, with nothing to open or delete", async () => {
    await tab("sheet-b", "gear");
    const bare = gallery.panel("light", "sheet-b").locator('.tw-item[data-item-id=""]');
    expect(await bare.count()).toBe(1);
    expect(await bare.locator('[data-action="openItem"], [data-action="deleteItem"]').count()).toBe(0);
    expect(await gallery.panel("light", "sheet-b").locator('.tw-item[data-item-id]:not([data-item-id=""]) [data-action="deleteItem"]').count()).toBeGreaterThan(
      0,
    );
    await tab("sheet-b", "main");
  });

  it("refuses a weapon with no damage dice on its sheet, naming the field", async () => {
    const dice = gallery.panel("light", "item-a").locator('input[name="system.dice"]');
    await enterInField(dice, "0");
    await expect.poll(() => gallery.notifications()).toContain("Damage dice (d6) was not changed: 0 is below the lowest allowed, 1. It stays at 4.");
    expect(await dice.inputValue()).toBe("4");
  });
});

describe("a Phase spent from the phases-3d6 sheet", () => {
  const gallery = galleryForSuite({ rules: "phases-3d6" });

  const brawler = () => gallery.panel("light", "sheet-b");
  const phase = (id: string) => brawler().locator(`[data-action="phaseAction"][data-tw-action="${id}"]`);
  const stunned = () => brawler().locator('[data-action="toggle"][data-path="system.conditions.stunned"]');

  it("offers no Recovery at full Stun and no shaking off while not Stunned, saying why", async () => {
    expect(await phase("takeRecovery").isDisabled()).toBe(true);
    expect(await phase("takeRecovery").getAttribute("title")).toBe("Street Brawler has all its Stun already");
    expect(await phase("recoverFromStun").isDisabled()).toBe(true);
    expect(await phase("recoverFromStun").getAttribute("title")).toBe("Street Brawler is not Stunned");
    expect(await phase("dodge").isDisabled()).toBe(false);
  });

  it("leaves a Stunned Brawler nothing but shaking it off, once the Sword's damage is applied", async () => {
    await gallery.viewAs("gm");
    await gallery.panel("light", "chat").locator('.chat-message[data-card-kind="damage"] [data-button="deal:target"]').click();
    await expect.poll(() => stunned().getAttribute("aria-pressed")).toBe("true");
    expect(await brawler().locator('input[name="system.stun.value"]').inputValue()).toBe("10");
    const reason = "Street Brawler is Stunned: this Phase goes on recovering from it";
    expect(await phase("takeRecovery").getAttribute("title")).toBe(reason);
    expect(await phase("dodge").getAttribute("title")).toBe(reason);
    expect(await brawler().locator('.tw-item [data-action="attack"][data-tw-manoeuvre="strike"]').first().getAttribute("title")).toBe(reason);
    expect(await phase("recoverFromStun").isDisabled()).toBe(false);
  });

  it("posts a Phase card for Recover from being Stunned, clears Stunned, and the Phase is then spent", async () => {
    const log = gallery.panel("light", "chat").locator(".chat-message");
    const before = await log.count();
    await phase("recoverFromStun").click();
    await expect.poll(() => log.count()).toBe(before + 1);
    const card = log.last();
    expect(await card.getAttribute("data-card-kind")).toBe("phase");
    expect(await card.locator(".tw-card-title h3").textContent()).toBe("Recover from being Stunned");
    expect(await card.locator(".tw-card-lines").textContent()).toContain("Street Brawler shakes off being Stunned.");
    expect(await card.locator("button").count()).toBe(0);
    expect(await stunned().getAttribute("aria-pressed")).toBe("false");
    expect(await phase("takeRecovery").getAttribute("title")).toBe("Full-phase action: no room left this Phase; already taken: Full-phase action");
    expect(await phase("recoverFromStun").isDisabled()).toBe(true);
  });
});
