import type { Locator } from "playwright-core";
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
