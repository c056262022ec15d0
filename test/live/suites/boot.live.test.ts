import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DECLARED } from "../../../src/rulesets/declared";
import { LiveTable, type LiveWindow } from "../table/LiveTable";
import { ANNA, BEN, GM, ruleSetWorld } from "../table/worlds";

/**
 * Suite 1, boot: a GM and two players load a world of each rule set; from page load to three
 * seconds after `ready` no window reports an error naming Turnwright, every sidebar tab draws
 * when clicked (the combat tracker among them), and the server answers no request with 404.
 */
describe.each(DECLARED.map((declared) => declared.id))("a world of %s loads in every window", (ruleset) => {
  let table: LiveTable;
  let windows: LiveWindow[];

  beforeAll(async () => {
    table = await LiveTable.open(ruleSetWorld(ruleset));
    windows = await table.people([GM, ANNA, BEN]);
    await windows[0]?.page.waitForTimeout(3_000);
  });
  afterAll(async () => table.close());

  it("with no error naming Turnwright, from page load to three seconds after ready", () => {
    for (const window of windows) expect(window.turnwrightErrors(), window.user.name).toEqual([]);
  });

  it("drawing every sidebar tab its user has, the combat tracker included, when it is clicked", async () => {
    // Each person clicks through their own sidebar at the same time, as three people at a table do.
    await Promise.all(
      windows.map(async (window) => {
        const tabs = await window.page
          .locator("#sidebar-tabs button[data-tab]")
          .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-tab") ?? ""));
        expect(tabs, window.user.name).toContain("combat");
        for (const tab of tabs) {
          await window.page.locator(`#sidebar-tabs button[data-tab="${tab}"]`).click();
          const drawn = window.page.locator(`#sidebar-content > #${tab}.active`);
          await drawn.waitFor({ state: "visible", timeout: 10_000 });
          expect(await drawn.evaluate((element) => element.childElementCount), `${window.user.name}: ${tab}`).toBeGreaterThan(0);
        }
        expect(window.turnwrightErrors(), window.user.name).toEqual([]);
      }),
    );
  });

  it("with every file and template it asks for found", async () => {
    for (const window of windows) expect(window.notFound, window.user.name).toEqual([]);
    expect((await table.log()).missing).toEqual([]);
  });
});
