import type { Locator } from "playwright-core";
import type { LiveWindow } from "./LiveTable";
import { showTab } from "./Sidebar";
import { openFromDirectory } from "./sheets";

/** The roll mode a person picks in the modifiers dialog (its `mode` select), when not the default. */
export type RollMode = "public" | "gm" | "blind" | "self";

/**
 * The roll mode a person sets for their rolls with the chat's privacy buttons (v13
 * templates/sidebar/tabs/chat/notifications.hbs `#roll-privacy`, core's `rollMode` setting:
 * `publicroll`, `gmroll`, `blindroll`, `selfroll`), as the default of every roll they make next.
 */
export async function chooseRollMode(window: LiveWindow, mode: RollMode): Promise<void> {
  const chat = await showTab(window, "chat");
  const button = chat.locator(`#roll-privacy button[data-roll-mode="${mode}roll"]`);
  await button.click();
  await window.page.waitForFunction((wanted) => game.ready && game.settings.get("core", "rollMode") === wanted, `${mode}roll`);
}

/** An actor's sheet, opened from the Actors directory as a person opens it unless it is open already. */
export async function openActorSheet(window: LiveWindow, actorId: string): Promise<Locator> {
  const sheet = window.page.locator(`.application[id$="-Actor-${actorId}"]`);
  return (await sheet.isVisible()) ? sheet : openFromDirectory(window, "Actor", actorId);
}

/** A sheet button's data as its attributes carry them (`data-tw-<name>`: src/foundry/applications/sheets/sheetButtons.ts `buttonData`). */
function dataSelector(data: Readonly<Record<string, string>>): string {
  return Object.entries(data)
    .map(([name, value]) => `[data-tw-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}="${value.replace(/"/g, '\\"')}"]`)
    .join("");
}

/**
 * A button of the actor's sheet clicked by its owner, on whichever tab of the sheet shows it;
 * where the action is a roll, the modifiers dialog answered as a person answers it, in the roll
 * mode given (the dialog's default otherwise), or skipped with a shift-click (`quick`).
 */
export async function pressSheetButton(
  window: LiveWindow,
  actorId: string,
  action: string,
  data: Readonly<Record<string, string>>,
  options: { readonly asksModifiers: boolean; readonly mode?: RollMode; readonly quick?: boolean },
): Promise<void> {
  const sheet = await openActorSheet(window, actorId);
  const button = sheet.locator(`[data-action="${action}"]${dataSelector(data)}`).first();
  if (!(await button.isVisible())) {
    for (const tab of await sheet.locator("nav.sheet-tabs [data-tab], nav.tabs [data-tab]").all()) {
      await tab.click();
      if (await button.isVisible()) break;
    }
  }
  // Shift held, a roll skips its dialog and takes the last choice (src/foundry/chat/cardClient.ts `StartClick`).
  await button.click(options.quick === true ? { modifiers: ["Shift"] } : {});
  if (options.asksModifiers && options.quick !== true) await answerModifiers(window, options.mode);
}

/** The modifiers dialog a roll opens (src/foundry/applications/modifiers/askModifiers.ts), answered as it opens, in the roll mode given. */
export async function answerModifiers(window: LiveWindow, mode?: RollMode): Promise<void> {
  const dialog = window.page.locator(".application.turnwright-modifiers-dialog");
  await dialog.waitFor({ state: "visible" });
  if (mode !== undefined) await dialog.locator('select[name="mode"]').selectOption(mode);
  await dialog.locator('button[data-action="ok"]').click();
  await dialog.waitFor({ state: "detached" });
}

/**
 * A start at targets through the system's API, as a player's macro makes it (docs/api.md
 * `game.turnwright.api.start`): the same request to the GM as the sheet's button, its modifiers
 * dialog answered in the roll mode given where the action is a roll. The player first targets the
 * targets' tokens on the active scene, as her canvas would.
 */
export async function startThroughApi(
  window: LiveWindow,
  request: { readonly actor: string; readonly action: string; readonly data: Readonly<Record<string, string>>; readonly targets: readonly string[] },
  options: { readonly asksModifiers: boolean; readonly mode?: RollMode },
): Promise<void> {
  const answering = window.page.evaluate(
    (request) => {
      if (!game.ready) throw new Error("the player's game is not ready");
      // Her canvas would tell the other games what she targets (v13 TokenLayer#setTargets
      // broadcasts it as activity): the GM's game checks a start's targets against it.
      const scene = game.scenes.active;
      const tokens =
        scene === undefined
          ? []
          : scene.tokens
              .filter((token) => token.actor !== null && request.targets.includes(token.actor.uuid))
              .flatMap((token) => (token.id === null ? [] : [token.id]));
      game.user.broadcastActivity({ sceneId: scene?.id ?? null, targets: tokens });
      return game.turnwright.api.start(request);
    },
    { ...request, targets: [...request.targets] },
  );
  // A start refused before its dialog opens (an action the API does not offer now) answers at
  // once: its reason is the failure, not a dialog that never came.
  if (options.asksModifiers) {
    const dialog = answerModifiers(window, options.mode).then(() => "answered" as const);
    const first = await Promise.race([dialog, answering.then(() => "refused" as const)]);
    if (first === "refused") dialog.catch(() => undefined);
  }
  const answer = await answering;
  if (!answer.ok) throw new Error(`${request.action} for ${request.actor} was refused: ${answer.reason}`);
}
