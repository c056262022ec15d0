import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { galleryForSuite } from "./gallery";
import { shoot, THEMES } from "./shootPanels";

type Seen = "whole" | "private" | "not listed";

/** The table of who sees a card (docs/holds.md) once its dice are thrown, for the presser (player-a), the GM and another player (player-b). */
const ROLLED: Readonly<Record<string, Readonly<Record<string, Seen>>>> = {
  public: { gm: "whole", "player-a": "whole", "player-b": "whole" },
  gm: { gm: "whole", "player-a": "whole", "player-b": "private" },
  blind: { gm: "whole", "player-a": "private", "player-b": "private" },
  self: { gm: "private", "player-a": "whole", "player-b": "private" },
};

/** And before its first throw: a whispered card is listed only for the presser and its recipients. */
const UNROLLED: Readonly<Record<string, Readonly<Record<string, Seen>>>> = {
  public: { gm: "whole", "player-a": "whole", "player-b": "whole" },
  gm: { gm: "whole", "player-a": "whole", "player-b": "not listed" },
  blind: { gm: "whole", "player-a": "whole", "player-b": "not listed" },
  self: { gm: "not listed", "player-a": "whole", "player-b": "not listed" },
};

describe("private rolls on chat cards, as each person at the table sees them", () => {
  const gallery = galleryForSuite();
  const chat = (theme: (typeof THEMES)[number] = "light") => gallery.panel(theme, "chat");
  const message = (id: string, theme: (typeof THEMES)[number] = "light"): Locator => chat(theme).locator(`.chat-message[data-message-id="${id}"]`);

  /** What the current viewer is shown of one message. */
  async function seen(id: string): Promise<Seen> {
    const shown = message(id);
    if ((await shown.count()) === 0) return "not listed";
    return (await shown.locator(".tw-card").count()) > 0 ? "whole" : "private";
  }

  /** The message a new test of player-a's fighter posts in `mode`, read as player-a sees the log. */
  async function startTest(mode: string): Promise<string> {
    await gallery.viewAs("player-a");
    await chat().locator(`[data-roll-mode="${mode}"]`).click();
    const before = await chat().locator(".chat-message").count();
    await gallery
      .panel("light", "sheet-a")
      .locator('[data-action="rollTest"][data-tw-characteristic="agility"]')
      .click({ modifiers: ["Shift"] });
    await expect.poll(() => chat().locator(".chat-message").count()).toBe(before + 1);
    return (await chat().locator(".chat-message").last().getAttribute("data-message-id")) ?? "";
  }

  for (const mode of ["public", "gm", "blind", "self"] as const) {
    it(`draws a ${mode} roll's card for the GM, the presser and another player as core would draw the presser's own roll`, async () => {
      const id = await startTest(mode);
      const roll = message(id).locator('[data-button="roll"]:not(.is-used)');
      if ((await roll.count()) > 0) {
        for (const [seat, expected] of Object.entries(UNROLLED[mode] ?? {})) {
          await gallery.viewAs(seat);
          expect(await seen(id), `${seat} before the roll`).toBe(expected);
        }
        await gallery.viewAs("player-a");
        await message(id).locator('[data-button="roll"]').click();
        // Used once the GM's side applied it, or gone with the rest of the card where the presser may not see the result.
        await expect.poll(() => message(id).locator('[data-button="roll"]:not(.is-used)').count()).toBe(0);
      }
      for (const [seat, expected] of Object.entries(ROLLED[mode] ?? {})) {
        await gallery.viewAs(seat);
        await expect.poll(() => seen(id), { message: `${seat} once rolled` }).toBe(expected);
      }
    });
  }

  it("shows a private card as core shows a private roll: the roller's name, the dice hidden, nothing of the card", async () => {
    const id = await startTest("blind");
    const title = (await message(id).locator(".tw-card-title h3").textContent()) ?? "";
    expect(title).not.toBe("");
    const roll = message(id).locator('[data-button="roll"]:not(.is-used)');
    if ((await roll.count()) > 0) await roll.click();
    await gallery.viewAs("player-b");
    const hidden = message(id);
    await expect.poll(() => hidden.locator(".flavor-text").textContent()).toMatch(/privately rolled some dice$/);
    const presser = (await gallery.page.locator('[data-theme="light"] [data-viewer="player-a"]').textContent()) ?? "";
    expect(await hidden.locator(".message-sender").textContent()).toBe(presser);
    expect(await hidden.locator(".dice-total").allTextContents()).not.toHaveLength(0);
    for (const total of await hidden.locator(".dice-total").allTextContents()) expect(total).toBe("?");
    expect(await hidden.locator(".tw-card, button, .whisper-to").count()).toBe(0);
    expect(await hidden.textContent()).not.toContain(title);
    for (const theme of THEMES) expect(await shoot(message(id, theme), "", theme, "card-private")).toBeGreaterThan(1_000);
  });

  it("draws a card a player's game wrote with no buttons and a line saying why, and a forced press changes nothing", async () => {
    await gallery.viewAs("player-a");
    await chat().locator("[data-old-card]").click();
    const old = chat().locator(".chat-message").last();
    expect(await old.locator(".tw-card--inert").count()).toBe(1);
    expect(await old.locator(".tw-card-inert").textContent()).toBe("Written by a player's game, not the GM's: shown as it was, and its buttons do nothing.");
    expect(await old.locator("button").count()).toBe(0);
    await gallery.viewAs("gm");
    expect(await chat().locator(".chat-message").last().locator("button").count()).toBe(0);
    const before = await old.innerHTML();
    // A button put back by hand, as a player's console could, reaches the GM's side, which refuses the card.
    await old.locator(".tw-card").evaluate((card) => {
      const forged = document.createElement("button");
      forged.dataset["action"] = "pressCard";
      forged.dataset["button"] = "roll";
      card.append(forged);
      forged.click();
    });
    await expect.poll(() => gallery.notifications()).toContain("That card was not written by the GM's game, so its buttons do nothing");
    expect(await chat().locator(".chat-message").last().innerHTML()).toBe(before);
    for (const theme of THEMES) expect(await shoot(chat(theme).locator(".chat-message").last(), "", theme, "card-inert")).toBeGreaterThan(3_000);
  });
});

describe("a private GM attack, as the target's owner and the GM see it", () => {
  const gallery = galleryForSuite({ rules: "action-points" });
  const chat = () => gallery.panel("light", "chat");

  it("keeps the card from the target's owner but for her own buttons, and the GM can still answer for the target", async () => {
    await gallery.viewAs("player-a");
    await chat().locator('[data-roll-mode="gm"]').click();
    const before = await chat().locator(".chat-message").count();
    const sheet = gallery.panel("light", "sheet-a");
    const attack = sheet.locator('[data-action="attack"]:not([disabled])').first();
    await sheet.locator('[data-action="tab"][data-tab="gear"]').click();
    await attack.click({ modifiers: ["Shift"] });
    await expect.poll(() => chat().locator(".chat-message").count()).toBe(before + 1);
    const id = (await chat().locator(".chat-message").last().getAttribute("data-message-id")) ?? "";
    const card = chat().locator(`.chat-message[data-message-id="${id}"]`);
    const roll = card.locator('[data-button="roll"]:not(.is-used)');
    if ((await roll.count()) > 0) await roll.click();
    await expect.poll(() => card.locator('[data-button="roll"]:not(.is-used)').count()).toBe(0);
    await gallery.viewAs("player-b");
    await expect.poll(() => card.locator(".flavor-text").count()).toBe(1);
    // Core's private roll, and below it her answers to the attack and nothing else of the card.
    expect(await card.locator(".tw-card-title, .tw-roll, .tw-card-lines").count()).toBe(0);
    const answers = await card.locator("button[data-button]").evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-button") ?? ""));
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(answer).toMatch(/^(defend|take):/);
    await gallery.viewAs("gm");
    await expect.poll(() => card.locator(".tw-card").count()).toBe(1);
    expect(await card.locator('[data-button^="take:"]').count()).toBe(1);
  });
});
