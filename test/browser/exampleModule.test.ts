import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { galleryForSuite, SCREENSHOTS } from "./gallery";

/**
 * The example module of examples/module, loaded on the gallery's table as Foundry loads a
 * module: it finds `game.turnwright.api` and `Hooks`, and knows nothing else of the system.
 */
describe("the example module's action panel", () => {
  const gallery = galleryForSuite({ theme: "light", module: "action-panel" });
  const panel = () => gallery.page.locator("#turnwright-action-panel");
  let sergeant = "";
  beforeAll(async () => {
    sergeant = await gallery.actorOf("sheet-a");
    await panel().locator(".fighter button").first().waitFor();
  });

  it("lists the acting combatant's actions as its sheet offers them: words, costs, and refusals with their reasons", async () => {
    expect(await panel().locator("h2").textContent()).toBe("Acting now");
    expect(await panel().locator(".fighter h3").allTextContents()).toEqual(["Guard Sergeant"]);
    const sheetButtons = gallery.panel("light", "sheet-a").locator(".tw-sheet-body button.tw-btn[data-action]:not([data-action='createItem'])");
    const offered = await panel().locator(".fighter button").count();
    expect(offered).toBe(await sheetButtons.count());
    // An attack names its cost from the action catalogue; the sheet's disabled buttons are disabled here, with the sheet's reason.
    expect(await panel().locator(".fighter button").allTextContents()).toContainEqual(expect.stringMatching(/\((Full|Half)\)$/));
    const refusedOnSheet = await gallery.panel("light", "sheet-a").locator(".tw-sheet-body button.tw-btn[data-action][disabled]").count();
    expect(await panel().locator(".fighter button[disabled]").count()).toBe(refusedOnSheet);
    expect(await panel().locator(".fighter .reason").count()).toBe(refusedOnSheet);
    expect(await gallery.untranslated()).toEqual([]);
  });

  it("runs one through the API: the card is posted as the sheet's button posts it, and the panel hears of it", async () => {
    const log = gallery.panel("light", "chat").locator(".chat-message");
    const before = await log.count();
    const test = panel().locator('.fighter button[data-action-id^="rollTest?"]:not([disabled])').first();
    await test.click();
    await expect.poll(() => panel().getAttribute("data-last")).toMatch(/^started /);
    expect(await log.count()).toBe(before + 1);
    const card = log.last();
    expect(await card.getAttribute("data-card-kind")).toBe("test");
    expect(sergeant).not.toBe("");
    await panel().screenshot({ path: join(SCREENSHOTS, "example-module-panel.png"), animations: "disabled" });
    await gallery.page.screenshot({ path: join(SCREENSHOTS, "example-module-table.png"), animations: "disabled" });
  });
});
