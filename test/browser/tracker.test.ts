import { describe, expect, it } from "vitest";
import { galleryForSuite } from "./gallery";
import { shoot, THEMES } from "./shootPanels";

/**
 * The combat tracker's parts as the system draws them (PARTS and _prepareTurnContext, not edits
 * of core's page after it renders), clicked as ApplicationV2 dispatches: the nearest element
 * that names an action gets the click (v13 client/applications/api/application.mjs, #onClick).
 */
/** Each rule set's pictures begin with its own prefix: "" for the first. */
const PREFIX: Readonly<Record<string, string>> = { "d100-fate": "", "phases-3d6": "phases-", "d6-pool": "d6-", "d20-segments": "d20-", "action-points": "ap-" };

/** The first round's moment in each rule set's own shape of time. */
const MOMENT: Readonly<Record<string, RegExp>> = {
  "phases-3d6": /Turn 1 · Phase 1/,
  "d20-segments": /Round 1 · 15 s · segment 3/,
  "action-points": /Round 1 · Pass 1/,
};

describe.each(Object.keys(PREFIX))("the %s combat tracker in the gallery", (rules) => {
  const gallery = galleryForSuite({ rules });
  const tracker = (theme: "light" | "dark" = "light") => gallery.panel(theme, "tracker");
  const lastClick = async () => tracker().locator("[data-tracker-log]").getAttribute("data-tracker-log");

  it("shows each fighter's budget as pips under its name, inside core's combatant row", async () => {
    const rows = tracker().locator("li.combatant");
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).locator(".token-name .turnwright-budget .turnwright-pip").count()).toBeGreaterThan(0);
    expect(await rows.nth(0).getAttribute("data-action")).toBe("activateCombatant");
  });

  it("says the fight's moment in its own shape of time in the header", async () => {
    expect(await tracker().locator(".encounter-title").textContent()).toMatch(MOMENT[rules] ?? /Round 1/);
  });

  it("never takes a click on a pip for a click on the combatant; a click on its name is one", async () => {
    await tracker().locator(".turnwright-pip").first().click();
    expect(await lastClick()).toBe("turnwrightBudget");
    await tracker().locator("li.combatant .name").first().click();
    expect(await lastClick()).toBe("activateCombatant");
  });

  it("offers End my turn to the acting fighter's player only", async () => {
    await gallery.viewAs("player-a");
    expect(await tracker().locator(".turnwright-end-turn").count()).toBe(1);
    await tracker().locator(".turnwright-end-turn").click();
    expect(await lastClick()).toBe("turnwrightEndTurn");
    await gallery.viewAs("player-b");
    expect(await tracker().locator(".turnwright-end-turn").count()).toBe(0);
    await gallery.viewAs("gm");
    expect(await tracker().locator(".turnwright-end-turn").count()).toBe(0);
  });

  for (const theme of THEMES) {
    it(`takes the ${theme} tracker as the acting fighter's player sees it`, async () => {
      await gallery.viewAs("player-a");
      expect(await shoot(tracker(theme), PREFIX[rules] ?? `${rules}-`, theme, "tracker")).toBeGreaterThan(5_000);
    });
  }
});
