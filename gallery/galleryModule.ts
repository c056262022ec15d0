import { sheetActions } from "../src/engine/play/sheetActions";
import { apiAction } from "../src/foundry/api/apiAction";
import type { PlayApi } from "../src/foundry/api/PlayApi";
import { checkStart, readChoice } from "../src/foundry/api/startAction";
import { translate } from "../src/foundry/templating/Translator";
import { ownerSeat, type GalleryState } from "./GalleryState";
import { GalleryHooks } from "./galleryHooks";
import { notify } from "./notify";
import { actorView } from "./render";

/** What of `game.turnwright.api` the gallery's table answers: what a panel of actions uses. */
export type GalleryApi = Pick<PlayApi, "actions" | "start" | "acting" | "speaker">;

/**
 * `game.turnwright.api` over the gallery's table, as Foundry's is over the world: the actions
 * read from the sheet's view, a start checked against it and then played as the sheet's button
 * plays it (executeStart, as the GM's game runs it). The first fighter acts, as the tracker
 * shows. `redraw` draws the table again after a start, as Foundry's documents redraw their sheets.
 */
export function galleryApi(state: GalleryState, hooks: GalleryHooks, redraw: () => void): GalleryApi {
  const refused = (reason: string): { readonly ok: false; readonly reason: string } => {
    notify("warning", reason);
    return { ok: false, reason };
  };
  return {
    async actions(ref) {
      if (!state.fighters.includes(ref)) return [];
      return sheetActions(actorView(state, ref)).map((action) => apiAction(action, state.i18n));
    },
    async start(request) {
      if (!state.fighters.includes(request.actor)) return refused(translate(state.i18n, { key: "TURNWRIGHT.Refusal.actor-missing" }));
      const actor = state.world.actor(request.actor);
      const choice = readChoice(request.action, request.data);
      if (choice === null) return refused(translate(state.i18n, { key: "TURNWRIGHT.Api.NotOffered", data: { name: actor.name } }));
      const checked = checkStart(
        actor.name,
        actor.items.map((item) => item.id),
        sheetActions(actorView(state, request.actor)),
        choice,
      );
      if (!checked.ok) return refused(translate(state.i18n, checked.words));
      const roll = {
        action: checked.action.action,
        data: checked.action.data,
        targets: request.targets ?? state.fighters.filter((ref) => ref !== request.actor),
      };
      if (!hooks.call("turnwright.preRoll", actor, Object.freeze(roll)))
        return { ok: false, reason: translate(state.i18n, { key: "TURNWRIGHT.Refusal.roll-cancelled" }) };
      const started = await state.play.start(ownerSeat(state, request.actor).user, request.actor, roll.action, roll.data, roll.targets);
      if (!started.ok) return refused(translate(state.i18n, { key: `TURNWRIGHT.Refusal.${started.refusal.code}`, data: started.refusal.data ?? {} }));
      redraw();
      const message = state.world.messages.find((candidate) => candidate.id === started.value);
      if (message !== undefined) hooks.callAll("turnwright.cardStep", message, Object.freeze({ kind: message.card.kind, step: null, card: message.card }));
      return { ok: true, messageId: started.value };
    },
    acting() {
      const [first] = state.fighters;
      return [{ combat: "fight", combatant: first, name: state.world.actor(first).name, actor: first }];
    },
    speaker: () => null,
  };
}

/** The example module's script, as its manifest names it; loaded by the page as Foundry loads a module's `esmodules`. */
const MODULE_SCRIPTS = import.meta.glob("../examples/module/scripts/*.mjs");
const MODULE_STYLES = import.meta.glob("../examples/module/styles/*.css");

/**
 * Puts the example module on the page: `game.turnwright.api` and `Hooks` as a module finds them
 * in Foundry, its script imported, then `ready` called, as core calls it once the world is up.
 */
export async function loadExampleModule(state: GalleryState, redraw: () => void): Promise<void> {
  const hooks = new GalleryHooks();
  Reflect.set(globalThis, "Hooks", hooks);
  Reflect.set(globalThis, "game", { turnwright: { api: galleryApi(state, hooks, redraw) } });
  for (const load of [...Object.values(MODULE_STYLES), ...Object.values(MODULE_SCRIPTS)]) await load();
  hooks.callAll("ready");
}
