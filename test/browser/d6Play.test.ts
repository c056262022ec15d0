import { beforeAll, describe, expect, it } from "vitest";
import { dealWaitingDamage, enterInField, galleryForSuite } from "./gallery";

/**
 * The d6-pool page as each person at the table sees and uses it: Kestrel Vance declared two
 * actions, dodged with a complication on the Wild Die, and shot the Dock Thug; the GM deals the
 * shot's damage card to him. Her sheet shows
 * every roll at −1D; die codes are refused in any other form.
 */
describe("d6-pool in the gallery", () => {
  const gallery = galleryForSuite({ rules: "d6-pool" });
  let thug = "";
  beforeAll(async () => {
    thug = await gallery.actorOf("sheet-b");
    // The GM deals the shot's waiting damage to the thug, who rolls his resistance with the page's last dice.
    await dealWaitingDamage(gallery, "player-b");
  });
  const card = (kind: string) => gallery.panel("light", "chat").locator(`.chat-message[data-card-kind="${kind}"]`).first();

  it("marks the dodge's complication: the Wild Die's 1 and the highest other die struck off the total", async () => {
    const dodge = card("defence");
    expect(await dodge.locator(".tw-die").allTextContents()).toEqual(["5", "3", "1"]);
    expect(await dodge.locator(".tw-die").evaluateAll((dice) => dice.map((die) => die.className))).toEqual([
      "tw-die tw-die--removed",
      "tw-die",
      "tw-die tw-die--wild-removed",
    ]);
    expect(await dodge.locator(".tw-roll-flag").textContent()).toBe("Complication");
    expect(await dodge.locator(".tw-roll-total").textContent()).toBe("4");
    expect(await dodge.locator(".tw-card-lines").textContent()).toContain("Kestrel Vance's defence of 4 holds until their next turn.");
  });

  it("shows the shot that hit against the passive 10, the Wild Die rolled again on its 6, and the wound it left", async () => {
    const shot = card("attack");
    expect(await shot.locator(".tw-card-title h3").textContent()).toBe("Blaster pistol at Dock Thug");
    expect(
      await shot
        .locator(".tw-roll")
        .first()
        .locator(".tw-die")
        .evaluateAll((dice) => dice.map((die) => [die.textContent, die.className.includes("wild")])),
    ).toEqual([
      ["4", false],
      ["5", false],
      ["6", true],
      ["3", true],
    ]);
    expect(await shot.locator(".tw-roll-total").first().textContent()).toBe("20");
    expect(await shot.locator(".tw-card-lines").textContent()).toContain("Dock Thug has no active defence: difficulty 10.");
    expect(await shot.locator(".tw-roll-detail").allTextContents()).toContain("Damage bonus +2: 16");
    // The damage card holds the damage; the thug's own resistance roll is listed as he took it.
    expect(await card("damage").locator(".tw-card-lines").textContent()).toContain("Dock Thug resists with 4D+1: 12 (2, 3, 4, 2); 4 gets through: Wounded.");
    // The wound reached the thug's sheet.
    expect(await gallery.panel("light", "sheet-b").locator(".tw-subtitle").textContent()).toContain("Wounded");
    expect(thug).not.toBe("");
  });

  it("offers a Character Point on Kestrel's rolls to her owners (her player, and the GM who owns everything), never to the other player", async () => {
    const seen: Record<string, number> = {};
    for (const seat of ["gm", "player-a", "player-b"]) {
      await gallery.viewAs(seat);
      seen[seat] = await card("defence").locator('[data-button="point"]').count();
    }
    expect(seen).toEqual({ gm: 1, "player-a": 1, "player-b": 0 });
  });

  it("shows every roll button at the code two declared actions leave, with the penalty in words", async () => {
    const sheet = gallery.panel("light", "sheet-a");
    const labels = await sheet.locator('[data-action="rollTrait"]').allTextContents();
    expect(labels.map((label) => label.trim())).toContain("Dodge 3D+1 (−1D)");
    expect(labels.every((label) => label.includes("(−1D)"))).toBe(true);
    expect(await sheet.locator(".tw-note").allTextContents()).toContain("2 of 2 declared actions used; every roll this round is at −1D.");
  });

  it("refuses a die code of three pips or a negative one, naming the field, and keeps what was there", async () => {
    const sheet = gallery.panel("light", "sheet-a");
    const agility = sheet.locator('input[name="system.agility"]');
    await enterInField(agility, "3D+4");
    await expect.poll(() => gallery.notifications()).toContain("Agility was not changed: “3D+4” is not in the form it takes. It stays at 3D+1.");
    expect(await agility.inputValue()).toBe("3D+1");
    const dodge = sheet.locator('input[name="system.skills.dodge"]');
    await enterInField(dodge, "-1D");
    await expect.poll(() => gallery.notifications()).toContain("Dodge was not changed: “-1D” is not in the form it takes. It stays at 4D+1.");
    expect(await dodge.inputValue()).toBe("4D+1");
  });

  it("lets a skill be left empty, shown greyed as the attribute's code it then rolls", async () => {
    const sheet = gallery.panel("light", "sheet-a");
    const brawling = sheet.locator('input[name="system.skills.brawling"]');
    expect(await brawling.inputValue()).toBe("");
    expect(await brawling.getAttribute("placeholder")).toBe("3D+1");
    const dodge = sheet.locator('input[name="system.skills.dodge"]');
    await enterInField(dodge, "");
    await expect.poll(() => sheet.locator('input[name="system.skills.dodge"]').getAttribute("placeholder")).toBe("3D+1");
    expect(await sheet.locator('[data-action="rollTrait"][data-tw-trait="dodge"]').textContent()).toContain("Dodge 2D+1 (−1D)");
  });
});

describe("the d6-pool tracker in the gallery", () => {
  const gallery = galleryForSuite({ rules: "d6-pool" });
  const tracker = () => gallery.panel("light", "tracker");

  it("shows Kestrel's two declared actions used and her dodge in force, and asks for no declaration she has made", async () => {
    const row = tracker().locator("li.combatant").first();
    const pips = row.locator(".turnwright-pip");
    expect(await pips.evaluateAll((all) => all.map((pip) => pip.className))).toEqual([
      "turnwright-pip turnwright-pip--declared is-spent",
      "turnwright-pip turnwright-pip--declared is-spent",
      "turnwright-pip turnwright-pip--defence",
    ]);
    expect(await pips.nth(2).getAttribute("aria-label")).toBe("Dodge 4 in force: still open");
    for (const seat of ["gm", "player-a"]) {
      await gallery.viewAs(seat);
      expect(await tracker().locator(".turnwright-declare").count()).toBe(0);
    }
  });
});
