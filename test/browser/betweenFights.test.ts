import { describe, expect, it } from "vitest";
import { openGallery } from "./gallery";
import { shoot, THEMES } from "./shootPanels";

/**
 * The GM's button between fights on the token HUD: the rules for after a fight applied to the
 * first fighter, on one card the table sees, and undone from it. Stunned is set on the HUD first,
 * so the card has something to end. Each rule set with such a rule, in both themes, and in German;
 * the rule sets whose source has none show no button.
 */
describe.each([
  { rules: "phases-3d6", lang: "en", done: / is no longer Stunned\.$/, title: "Recovery after the fight" },
  { rules: "d100-fate", lang: "en", done: / is no longer Stunned\.$/, title: "The fight is over" },
  { rules: "d100-fate", lang: "de", done: /^Für .+ endet mit dem Kampf: Betäubt\.$/, title: "Der Kampf ist vorbei" },
])("between fights in the $rules gallery ($lang)", ({ rules, lang, done, title }) => {
  it.each(THEMES)("the GM's HUD button posts the card, ends Stunned, and its Undo puts it back, in the %s theme", async (theme) => {
    const gallery = await openGallery({ rules, lang });
    try {
      const hud = gallery.panel(theme, "token");
      const button = hud.locator('[data-action="turnwrightBetweenFights"]');
      // A player's eyes: no such button.
      expect(await button.count()).toBe(0);
      await gallery.viewAs("gm");
      await hud.locator('.effect-control[data-status-id="stunned"]').click();
      await expect.poll(() => hud.locator('.effect-control[data-status-id="stunned"]').getAttribute("class")).toContain("active");
      expect(await shoot(hud, `${rules}-${lang}-`, theme, "between-fights-hud")).toBeGreaterThan(1_000);
      await gallery.panel(theme, "token").locator('[data-action="turnwrightBetweenFights"]').click();
      const card = gallery.panel(theme, "chat").locator('.chat-message[data-card-kind="between-fights"]');
      await expect.poll(() => card.count()).toBe(1);
      expect(await card.textContent()).toContain(title);
      expect((await card.locator(".tw-card-lines li").allTextContents()).some((line) => done.test(line.trim()))).toBe(true);
      await expect.poll(() => hud.locator('.effect-control[data-status-id="stunned"]').getAttribute("class")).not.toContain("active");
      expect(await shoot(card, `${rules}-${lang}-`, theme, "between-fights-card")).toBeGreaterThan(2_000);
      // The card's Apply is used; its Undo puts Stunned back and says so.
      await card.locator('[data-button="undo"]').click();
      await expect.poll(() => hud.locator('.effect-control[data-status-id="stunned"]').getAttribute("class")).toContain("active");
      expect(await gallery.panel(theme, "chat").locator('.chat-message[data-card-kind="between-fights"] [data-button="undo"]').isDisabled()).toBe(true);
      expect(
        await shoot(
          gallery.panel(theme, "chat").locator('.chat-message[data-card-kind="between-fights"]'),
          `${rules}-${lang}-`,
          theme,
          "between-fights-undone",
        ),
      ).toBeGreaterThan(2_000);
      expect(await gallery.untranslated()).toEqual([]);
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });
});

describe.each(["d6-pool", "d20-segments"])("the %s gallery, whose source says nothing of after a fight", (rules) => {
  it("shows the GM no between-fights button", async () => {
    const gallery = await openGallery({ rules, theme: "light" });
    try {
      await gallery.viewAs("gm");
      expect(await gallery.panel("light", "token").locator('[data-action="turnwrightBetweenFights"]').count()).toBe(0);
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });
});
