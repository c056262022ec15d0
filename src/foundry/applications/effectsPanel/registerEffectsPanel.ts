import type { PlayedRules } from "../../playedRules";

/** The tool beside the token controls' own that shows and hides the panel. */
const TOOL = "turnwrightEffects";

/** Whether this user keeps the panel shown: a choice of their own client, as core keeps its own interface choices. */
function shown(): boolean {
  return game.settings?.get("turnwright", "effectsPanel") === true;
}

/** The panel on show, once its code has been fetched (with its first showing). */
let panel: { readonly element: unknown; render(options: { force: boolean }): Promise<unknown>; close(): Promise<unknown> } | null = null;

/**
 * Draws the panel again for what now holds (the token controlled, its effects, the fight's clock),
 * or closes it when it is hidden or no token with an actor is controlled. Its code comes with
 * its first showing, never at boot.
 */
async function refresh(rules: PlayedRules): Promise<void> {
  const actor = canvas?.tokens?.controlled.at(-1)?.actor ?? null;
  if (!shown() || actor === null || (await rules()) === undefined) {
    await panel?.close();
    return;
  }
  const { EffectsPanel } = await import("./EffectsPanel");
  panel ??= new EffectsPanel();
  await panel.render({ force: true });
}

/**
 * The effects panel's place in the interface, wired at `init`: a toggle among the token controls
 * (v13 client/applications/ui/scene-controls.mjs, `getSceneControlButtons`), remembered per client,
 * and every change that alters what it lists: the token controlled, an effect made, changed or
 * deleted, the actor changed, and the tracker moving on or back (its clock says what is left).
 */
export function registerEffectsPanel(settings: Pick<foundry.helpers.ClientSettings, "register">, rules: PlayedRules): void {
  settings.register("turnwright", "effectsPanel", { scope: "client", config: false, type: Boolean, default: true });
  Hooks.on("getSceneControlButtons", (controls) => {
    // v14 declares a control's tools optional; v13 always has them.
    const tools = controls["tokens"]?.tools;
    if (tools === undefined) return;
    tools[TOOL] = {
      name: TOOL,
      order: Object.keys(tools).length,
      title: "TURNWRIGHT.Effects.Panel.Tool",
      icon: "fa-solid fa-hourglass-half",
      toggle: true,
      active: shown(),
      onChange: (_event, active) => void game.settings?.set("turnwright", "effectsPanel", active).then(() => refresh(rules)),
    };
  });
  const redraw = (): void => void refresh(rules);
  for (const hook of [
    "controlToken",
    "createActiveEffect",
    "updateActiveEffect",
    "deleteActiveEffect",
    "updateActor",
    "updateCombat",
    "deleteCombat",
    "canvasReady",
  ] as const)
    Hooks.on(hook, redraw);
}
