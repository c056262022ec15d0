import type { SheetRules } from "../applications/sheets/SheetRules";

/**
 * Turnwright's part in Token Action HUD Core, when that module is active: it calls
 * `tokenActionHudCoreApiReady` at `ready` (module/main.mjs), and only then is Turnwright's side
 * fetched. Without the module the hook never comes, and nothing of it is loaded.
 */
export function registerTokenActionHud(rules: SheetRules): void {
  Hooks.once("tokenActionHudCoreApiReady", (core) => void import("./tokenActionHud").then((hud) => hud.joinTokenActionHud(core, rules)));
}
