import type { Locator } from "playwright-core";
import { expect } from "vitest";
import type { LiveWindow } from "./LiveTable";

/**
 * A sidebar tab open and the sidebar expanded, as a person gets there: by clicking the tab's
 * button, once (v13 client/applications/sidebar/sidebar.mjs `#onClickTab`: a click on the
 * active tab of an expanded sidebar collapses it, so a tab already showing is left alone).
 * Answers the tab's section.
 */
export async function showTab(window: LiveWindow, tab: string): Promise<Locator> {
  const { page } = window;
  const section = page.locator(`#sidebar-content > #${tab}`);
  const showing = await page.evaluate(
    (id) =>
      document.querySelector("#sidebar-content")?.classList.contains("expanded") === true &&
      document.querySelector(`#sidebar-content > #${id}`)?.classList.contains("active") === true,
    tab,
  );
  if (!showing) await page.locator(`#sidebar-tabs button[data-tab="${tab}"]`).click();
  await page.locator(`#sidebar-content.expanded > #${tab}.active`).waitFor({ state: "visible" });
  return section;
}

/** Every sidebar tab the window's user has, clicked in turn, each drawn with something in it (the combat tracker among them), and no error naming Turnwright after. */
export async function clickEverySidebarTab(window: LiveWindow): Promise<void> {
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
}
