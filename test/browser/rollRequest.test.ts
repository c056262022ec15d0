import { describe, expect, it } from "vitest";
import { openGallery } from "./gallery";
import { shoot, THEMES } from "./shootPanels";

/**
 * The GM's "Ask for a roll" on the token HUD: its dialog (the test, the difficulty, who, opposed,
 * secret), the one card it posts, and a player's Roll from it gathered on the card. In both
 * themes and in German; a player sees no such button.
 */
describe.each([
  { rules: "d100-fate", lang: "en", title: /test asked by the GM/, waiting: /has yet to roll\.$/, count: /^1 of 2 passed\.$|^0 of 2 passed\.$/ },
  { rules: "d100-fate", lang: "de", title: /von der SL verlangt/, waiting: /hat noch nicht gewürfelt\.$/, count: /^[01] von 2 bestanden\.$/ },
  { rules: "d6-pool", lang: "en", title: /test asked by the GM/, waiting: /has yet to roll\.$/, count: /^[01] of 2 passed\.$/ },
])("asking for a roll in the $rules gallery ($lang)", ({ rules, lang, title, waiting, count }) => {
  it.each(THEMES)("the GM's dialog posts one card; the first fighter's player rolls from it, in the %s theme", async (theme) => {
    const gallery = await openGallery({ rules, lang });
    try {
      const hud = gallery.panel(theme, "token");
      // A player's eyes: no such button.
      expect(await hud.locator('[data-action="turnwrightRollRequest"]').count()).toBe(0);
      await gallery.viewAs("gm");
      await gallery.panel(theme, "token").locator('[data-action="turnwrightRollRequest"]').click();
      const dialog = gallery.panel(theme, "roll-request");
      await expect.poll(() => dialog.count()).toBe(1);
      // Both fighters asked: the HUD's token is ticked, the other is ticked here.
      await dialog.locator('input[name="actor1"]').check();
      expect(await shoot(dialog, `${rules}-${lang}-`, theme, "roll-request-dialog")).toBeGreaterThan(2_000);
      await dialog.locator('[data-action="rollRequestAsk"]').click();
      const card = gallery.panel(theme, "chat").locator('.chat-message[data-card-kind="roll-request"]');
      await expect.poll(() => card.count()).toBe(1);
      expect(await card.textContent()).toMatch(title);
      const lines = async (): Promise<string[]> => (await card.locator(".tw-card-lines li").allTextContents()).map((line) => line.trim());
      expect((await lines()).filter((line) => waiting.test(line))).toHaveLength(2);
      // The first fighter's player rolls for their own actor, and for no one else.
      await gallery.viewAs("player-a");
      const buttons = gallery.panel(theme, "chat").locator('.chat-message[data-card-kind="roll-request"] [data-button^="roll:"]');
      await expect.poll(() => buttons.count()).toBe(1);
      await buttons.first().click();
      await expect.poll(async () => (await lines()).some((line) => count.test(line))).toBe(true);
      expect((await lines()).filter((line) => waiting.test(line))).toHaveLength(1);
      expect(
        await shoot(gallery.panel(theme, "chat").locator('.chat-message[data-card-kind="roll-request"]'), `${rules}-${lang}-`, theme, "roll-request-card"),
      ).toBeGreaterThan(2_000);
      expect(await gallery.untranslated()).toEqual([]);
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });
});

describe("a secret, opposed request in the d100-fate gallery", () => {
  it.each(THEMES)("each player sees their Roll button and not what came of it; the GM sees both rolls and the winner, in the %s theme", async (theme) => {
    const gallery = await openGallery({ rules: "d100-fate" });
    try {
      await gallery.viewAs("gm");
      await gallery.panel(theme, "token").locator('[data-action="turnwrightRollRequest"]').click();
      const dialog = gallery.panel(theme, "roll-request");
      await dialog.locator('input[name="actor1"]').check();
      await dialog.locator('input[name="opposed"]').check();
      await dialog.locator('input[name="secret"]').check();
      await dialog.locator('[data-action="rollRequestAsk"]').click();
      const card = gallery.panel(theme, "chat").locator('.chat-message[data-card-kind="roll-request"]');
      await expect.poll(() => card.count()).toBe(1);
      expect(await card.textContent()).toContain("Secret: the results are for the GM only.");
      for (const seat of ["player-a", "player-b"]) {
        await gallery.viewAs(seat);
        // Kept from the player, the card is drawn as core's private roll with their buttons alone (no kind of card named).
        const mine = gallery.panel(theme, "chat").locator('[data-button^="roll:"]:not([disabled])');
        await expect.poll(() => mine.count()).toBe(1);
        await mine.first().click();
        // Rolled: what came of it is the GM's, so the player's log shows core's private roll, no result of theirs.
        await expect.poll(() => mine.count()).toBe(0);
        expect(await gallery.panel(theme, "chat").textContent()).not.toMatch(/wins the opposed test|Neither wins/);
      }
      expect(await shoot(gallery.panel(theme, "chat"), "d100-fate-en-", theme, "roll-request-secret-player")).toBeGreaterThan(2_000);
      await gallery.viewAs("gm");
      const whole = gallery.panel(theme, "chat").locator('.chat-message[data-card-kind="roll-request"]');
      await expect.poll(async () => (await whole.textContent()) ?? "").toMatch(/wins the opposed test|Neither wins the opposed test/);
      expect(await shoot(whole, "d100-fate-en-", theme, "roll-request-secret-gm")).toBeGreaterThan(2_000);
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });
});

describe("the phases-3d6 gallery, whose sheet rolls no characteristic", () => {
  it("shows the GM no Ask for a roll", async () => {
    const gallery = await openGallery({ rules: "phases-3d6", theme: "light" });
    try {
      await gallery.viewAs("gm");
      expect(await gallery.panel("light", "token").locator('[data-action="turnwrightRollRequest"]').count()).toBe(0);
      expect(gallery.errors).toEqual([]);
    } finally {
      await gallery.close();
    }
  });
});
