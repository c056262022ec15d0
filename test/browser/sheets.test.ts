import { describe, expect, it } from "vitest";
import { emptyNumberField, enterInField, galleryForSuite } from "./gallery";

describe("the actor sheet in the gallery", () => {
  const gallery = galleryForSuite();

  it("opens a test card in the chat log from a characteristic's roll button", async () => {
    const log = gallery.panel("light", "chat").locator(".chat-message");
    const before = await log.count();
    await gallery
      .panel("light", "sheet-b")
      .locator('[data-action="rollTest"][data-tw-characteristic="agility"]')
      .click({ modifiers: ["Shift"] });
    await expect.poll(() => log.count()).toBe(before + 1);
    const card = log.last();
    expect(await card.getAttribute("data-card-kind")).toBe("test");
    expect(await card.locator(".tw-card-title h3").textContent()).toBe("Agility test");
  });

  it("toggles a condition on and off again, and the sheet keeps it", async () => {
    const prone = () => gallery.panel("light", "sheet-a").locator('[data-action="toggle"][data-path="system.conditions.prone"]');
    expect(await prone().getAttribute("aria-pressed")).toBe("false");
    await prone().click();
    expect(await prone().getAttribute("aria-pressed")).toBe("true");
    expect(await gallery.panel("dark", "sheet-a").locator('[data-path="system.conditions.prone"]').getAttribute("aria-pressed")).toBe("true");
    await prone().click();
    expect(await prone().getAttribute("aria-pressed")).toBe("false");
  });

  it("lists every action with what the turn still allows, refusals with their reason", async () => {
    const sheet = gallery.panel("light", "sheet-a");
    await sheet.locator('[data-action="tab"][data-tab="actions"]').click();
    const standard = sheet.locator('.tw-action[data-action-id="standardAttack"]');
    await expect.poll(() => standard.isVisible()).toBe(true);
    expect(await standard.getAttribute("class")).toContain("is-refused");
    expect(await standard.locator(".tw-action-verdict").textContent()).toBe("Half Action of this kind already used this turn");
    const refused = await sheet.locator(".tw-action.is-refused").count();
    expect(refused).toBeGreaterThan(0);
    await sheet.locator('[data-action="tab"][data-tab="main"]').click();
  });

  it("refuses Agility 140 with a notice naming Agility, and keeps the other edit of the same submission", async () => {
    const sheet = gallery.panel("light", "sheet-a");
    await sheet.locator('input[name="system.fatigue"]').evaluate((input: HTMLInputElement) => {
      input.value = "2";
    });
    const agility = sheet.locator('input[name="system.agility"]');
    await enterInField(agility, "140");
    await expect.poll(() => gallery.notifications()).toContain("Agility was not changed: 140 is above the highest allowed, 100. It stays at 42.");
    expect(await sheet.locator('input[name="system.agility"]').inputValue()).toBe("42");
    expect(await sheet.locator('input[name="system.fatigue"]').inputValue()).toBe("2");
    expect(await gallery.panel("dark", "sheet-a").locator('input[name="system.fatigue"]').inputValue()).toBe("2");
  });

  it("refuses an emptied number field by its label and keeps its value", async () => {
    const dodge = gallery.panel("light", "sheet-a").locator('input[name="system.dodge"]');
    await emptyNumberField(dodge);
    await expect.poll(() => gallery.notifications()).toContain("Dodge training was not changed: it takes a whole number. It stays at 0.");
    expect(await dodge.inputValue()).toBe("0");
    expect(await dodge.getAttribute("class")).toContain("tw-refused");
  });

  it("refuses a damage code out of its form on the item sheet, naming the field", async () => {
    const damage = gallery.panel("light", "item-a").locator('input[name="system.damage"]');
    await enterInField(damage, "lots");
    await expect.poll(() => gallery.notifications()).toContain("Damage was not changed: “lots” is not in the form it takes. It stays at 1d10+3.");
    expect(await damage.inputValue()).toBe("1d10+3");
  });

  it("starts an attack from a weapon's button against the other fighter", async () => {
    const sheet = gallery.panel("light", "sheet-b");
    await sheet.locator('[data-action="tab"][data-tab="gear"]').click();
    const log = gallery.panel("light", "chat").locator(".chat-message");
    const before = await log.count();
    await sheet
      .locator('.tw-item [data-action="attack"][data-tw-action="standardAttack"]')
      .first()
      .click({ modifiers: ["Shift"] });
    await expect.poll(() => log.count()).toBe(before + 1);
    expect(await log.last().getAttribute("data-card-kind")).toBe("attack");
    expect(await log.last().locator(".tw-card-subtitle").textContent()).toBe("Cult Champion attacks Guard Sergeant");
  });
});
