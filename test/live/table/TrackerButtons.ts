import type { Locator } from "playwright-core";
import type { LiveWindow } from "./LiveTable";
import { showTab } from "./Sidebar";

/** The combat tracker's tab, drawn. */
export function tracker(window: LiveWindow): Promise<Locator> {
  return showTab(window, "combat");
}

/** A control of the tracker's header or footer (core's `data-action`s: rollAll, startCombat, nextTurn, previousTurn, …) clicked. */
export async function pressTracker(window: LiveWindow, action: string): Promise<void> {
  const combat = await tracker(window);
  await combat.locator(`[data-action="${action}"]`).first().click();
}

/**
 * The GM begins the fight from the tracker and answers the surprise dialog it opens (the
 * system's, src/foundry/applications/tracker/surpriseDialog.ts): the combatants named are caught unaware,
 * every other is not.
 */
export async function beginCombat(gm: LiveWindow, unaware: readonly string[] = []): Promise<void> {
  await pressTracker(gm, "startCombat");
  const dialog = gm.page.locator(".application.turnwright-surprise");
  const form = dialog.locator(".turnwright-surprise-form");
  await form.waitFor({ state: "visible" });
  for (const box of await form.locator('input[type="checkbox"]').all()) {
    const id = (await box.getAttribute("name")) ?? "";
    if (unaware.includes(id) !== (await box.isChecked())) await box.click();
  }
  await dialog.locator('footer button[data-action="ok"]').click();
  await dialog.waitFor({ state: "detached" });
}

/**
 * A combatant's owner says how many actions it takes this round: in the dialog their game opens
 * when the turn comes (src/foundry/applications/tracker/declareDialog.ts), or from the tracker's Declare
 * button when none is open.
 */
export async function declareActions(window: LiveWindow, combatantId: string, count: number): Promise<void> {
  const dialog = window.page.locator(".application.dialog", { has: window.page.locator('input[name="count"]') });
  const input = dialog.locator('input[name="count"]');
  if (!(await input.isVisible())) {
    const combat = await tracker(window);
    await combat.locator(`[data-action="turnwrightDeclare"][data-combatant-id="${combatantId}"]`).click();
  }
  await input.waitFor({ state: "visible" });
  await input.fill(String(count));
  await dialog.locator('footer button[data-action="ok"]').click();
  await dialog.waitFor({ state: "detached" });
}
