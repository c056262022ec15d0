import { describe, expect, it } from "vitest";
import { openGallery } from "./gallery";
import { shoot, THEMES } from "./shootPanels";

/**
 * The Token Action HUD of the first fighter, as Turnwright fills Token Action HUD Core's groups:
 * its sheet's attacks (each with its weapon), tests, other actions and conditions. A test clicked
 * there opens the same modifiers dialog the sheet's button opens and rolls the same card; a
 * condition clicked there is the token HUD's status effect. Each rule set's shape, both themes,
 * and in German.
 */
describe.each([
  { rules: "d100-fate", lang: "en", groups: ["Attacks", "Tests", "Actions", "Conditions"], open: true, condition: "stunned", label: "Stunned" },
  // The gallery's d6-pool and phases-3d6 fighters may not roll at the page's moment: closed, as on their sheets.
  { rules: "d6-pool", lang: "en", groups: ["Attacks", "Tests", "Actions", "Conditions"], open: false, condition: "immobilised", label: "Immobilised" },
  { rules: "phases-3d6", lang: "en", groups: ["Attacks", "Actions", "Conditions"], open: false, condition: "stunned", label: "Stunned" },
  { rules: "d100-fate", lang: "de", groups: ["Angriffe", "Proben", "Aktionen", "Zustände"], open: true, condition: "stunned", label: "Betäubt" },
])("the Token Action HUD in the $rules gallery ($lang)", ({ rules, lang, groups, open, condition: status, label }) => {
  it.each(THEMES)("groups the sheet's actions, rolls through the sheet's dialog or says why not, and toggles a condition, in the %s theme", async (theme) => {
    const gallery = await openGallery({ rules, lang });
    try {
      const hud = gallery.panel(theme, "tah");
      expect(await hud.locator(".tah-group-name").allTextContents()).toEqual(groups);
      expect(await hud.locator('[data-group="attacks"] .tah-action-button').count()).toBeGreaterThan(0);
      expect(await shoot(hud, `${rules}-${lang}-`, theme, "token-action-hud")).toBeGreaterThan(3_000);

      // The first roll of the HUD that asks for modifiers: its dialog opens, and its Roll posts the card;
      // or, where the rules close it now, it is greyed with their reason, and a click says it.
      const chat = gallery.panel("light", "chat").locator(".chat-message");
      const before = await chat.count();
      const rolls = hud.locator('[data-group="tests"] .tah-action-button, [data-group="attacks"] .tah-action-button');
      if (open) {
        await rolls.and(hud.locator(".tah-action-button:not(.disabled)")).first().click();
        const dialog = gallery.panel(theme, "modifiers");
        await expect.poll(() => dialog.count()).toBe(1);
        await dialog.locator('[data-action="modifiersRoll"]').click();
        await expect.poll(() => chat.count()).toBeGreaterThan(before);
      } else {
        const closed = rolls.first();
        expect(await closed.getAttribute("class")).toContain("disabled");
        const reason = await closed.getAttribute("title");
        expect(reason).toBeTruthy();
        await closed.click();
        await expect.poll(() => gallery.notifications()).toContain(reason);
        expect(await chat.count()).toBe(before);
      }

      // A condition from the HUD is the token's status effect.
      await hud.locator('[data-group="conditions"] .tah-action-button', { hasText: label }).click();
      await expect.poll(() => gallery.panel(theme, "token").locator(`.effect-control[data-status-id="${status}"]`).getAttribute("class")).toContain("active");
      await expect.poll(() => gallery.panel(theme, "tah").locator('[data-group="conditions"] .tah-action-button.active').count()).toBe(1);
      expect(await shoot(gallery.panel(theme, "tah"), `${rules}-${lang}-`, theme, "token-action-hud-condition")).toBeGreaterThan(3_000);
      expect(await gallery.untranslated()).toEqual([]);
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });
});
