import { describe, expect, it } from "vitest";
import { openGallery } from "./gallery";
import { shoot, THEMES } from "./shootPanels";

/**
 * An effect's duration in the rule set's time as a person sees it: the unit and count on the
 * effect's Duration tab, where it stands as the tracker moves, the chat's line when it ends and
 * when stepping back brings it back, and a count the rules cannot take refused with its message.
 * d100-fate's Blessing lasts 1 round from the Guard Sergeant's first turn; in both themes.
 */
describe("an effect's duration in the d100-fate gallery", () => {
  it.each(THEMES)("shows the unit and count, ends in the chat once, comes back on a step back, in the %s theme", async (theme) => {
    const gallery = await openGallery({ theme });
    try {
      const panel = () => gallery.panel(theme, "effect");
      const field = () => panel().locator(".turnwright-duration");
      const unit = () => field().locator('select[name="flags.turnwright.duration.unit"]');
      const count = () => field().locator('input[name="flags.turnwright.duration.count"]');
      const standing = () => field().locator(".turnwright-duration-state");
      const reports = () => gallery.panel(theme, "chat").locator(".tw-report li");
      const step = (way: "next" | "previous") => panel().locator(`[data-action="effectStep"][data-step="${way}"]`).click();

      expect(await field().locator("legend").textContent()).toBe("In this rule set's time");
      expect(await unit().locator("option").allTextContents()).toEqual([
        "Until turned off",
        "Rounds",
        "Until the end of the round",
        "Until the start of its next turn",
      ]);
      expect(await unit().inputValue()).toBe("rounds");
      expect(await count().inputValue()).toBe("1");
      expect(await standing().textContent()).toBe("In force at this point of the fight.");
      expect(await shoot(panel(), "", theme, "effect-duration-in-force")).toBeGreaterThan(10_000);

      // The Sergeant's turn, the other fighter's, then the Sergeant's again in round 2: one round is over.
      await step("next");
      expect(await standing().getAttribute("data-state")).toBe("InForce");
      expect(await reports().count()).toBe(0);
      await step("next");
      await expect.poll(() => standing().getAttribute("data-state")).toBe("Ended");
      expect(await reports().allTextContents()).toEqual(["Guard Sergeant's Blessing ends"]);
      expect(await panel().locator("[data-effect-moment]").textContent()).toBe("Round 2 · Guard Sergeant");
      // On past its end: said once, not again.
      await step("next");
      expect(await reports().allTextContents()).toEqual(["Guard Sergeant's Blessing ends"]);
      // The sheet alone, as the docs show it.
      expect(await shoot(panel().locator("form"), "", theme, "effect-duration-ended")).toBeGreaterThan(10_000);
      await step("previous");
      await step("previous");
      await expect.poll(() => standing().getAttribute("data-state")).toBe("InForce");
      expect(await reports().allTextContents()).toEqual(["Guard Sergeant's Blessing ends", "Guard Sergeant's Blessing is in force again"]);
      expect(await shoot(gallery.panel(theme, "chat"), "", theme, "effect-duration-chat")).toBeGreaterThan(10_000);

      // A moment counts one: the count shuts. Saved, the duration begins again where the tracker stands.
      await unit().selectOption("end-of-round");
      await expect.poll(() => count().isDisabled()).toBe(true);
      expect(await count().inputValue()).toBe("1");
      expect(await standing().getAttribute("data-state")).toBe("InForce");

      // A count the rules cannot take: the message, and the duration as it was.
      await unit().selectOption("rounds");
      await count().fill("0");
      await count().press("Tab");
      await expect
        .poll(() => gallery.notifications())
        .toContain(
          "This effect's duration was not saved: it needs a unit (rounds, end-of-round, next-turn) and a whole number of them from 1 to 999. Nothing was changed.",
        );
      await step("next");
      expect(await unit().inputValue()).toBe("rounds");
      expect(await count().inputValue()).toBe("1");
      expect(await gallery.untranslated()).toEqual([]);
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });
});

/** Another rule set's time in another language: phases-3d6's units in German, its Blessing ending in Phases, said in German. */
describe("an effect's duration in the phases-3d6 gallery, in German", () => {
  it("offers Phases, Turns and seconds in German words and says in German when the Blessing ends", async () => {
    const gallery = await openGallery({ rules: "phases-3d6", theme: "dark", lang: "de" });
    try {
      const panel = () => gallery.panel("dark", "effect");
      const field = () => panel().locator(".turnwright-duration");
      const standing = () => field().locator(".turnwright-duration-state");
      expect(await field().locator("legend").textContent()).toBe("In der Zeit dieses Regelsatzes");
      expect(await field().locator("select option").allTextContents()).toEqual([
        "Bis zum Ausschalten",
        "Phasen",
        "Züge",
        "Sekunden",
        "Bis zum Ende des Zugs",
        "Bis zur nächsten eigenen Phase",
      ]);
      // One Phase (3 seconds) from the first fighter's action: over within a Turn's twelve Phases.
      for (let step = 0; step < 30 && (await standing().getAttribute("data-state")) !== "Ended"; step += 1)
        await panel().locator('[data-action="effectStep"][data-step="next"]').click();
      expect(await standing().getAttribute("data-state")).toBe("Ended");
      const lines = await gallery.panel("dark", "chat").locator(".tw-report li").allTextContents();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^.+: Blessing endet$/);
      expect(await shoot(panel(), "phases-de-", "dark", "effect-duration-ended")).toBeGreaterThan(10_000);
      expect(await gallery.untranslated()).toEqual([]);
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });
});
