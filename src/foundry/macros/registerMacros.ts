import { text } from "../../engine/play/LocalText";
import type { SheetAction } from "../../engine/play/sheetActions";
import { sheetActionsOf } from "../api/actorActions";
import { actionId } from "../../engine/play/sheetActions";
import { actorAt } from "../gm/actorUpdate";
import { readyGame } from "../gm/readyGame";
import type { SheetRules } from "../sheets/SheetRules";
import { gameTranslator } from "../templating/gameTranslator";
import { translate } from "../templating/Translator";
import { macroCommand, readActionDrag } from "./actionDrag";

/** A drop the hotbar hands us: the actor and which of its sheet's actions. */
interface MacroSource {
  readonly actor: string;
  readonly pick: (offered: readonly SheetAction[]) => SheetAction | undefined;
}

const MACRO_IMG = "icons/svg/dice-target.svg";

/** An item of one of our actors dropped on the hotbar: its first action (a weapon's attack); undefined for anything else. */
function itemSource(data: unknown): MacroSource | undefined {
  if (typeof data !== "object" || data === null || Reflect.get(data, "type") !== "Item") return undefined;
  const uuid: unknown = Reflect.get(data, "uuid");
  if (typeof uuid !== "string") return undefined;
  const item = foundry.utils.fromUuidSync<Item.Implementation>(uuid);
  if (!(item instanceof foundry.documents.Item) || !(item.parent instanceof foundry.documents.Actor) || item.id === null) return undefined;
  const id = item.id;
  return { actor: item.parent.uuid, pick: (offered) => offered.find((action) => action.item?.id === id) };
}

function sourceOf(data: unknown): MacroSource | undefined {
  const action = readActionDrag(data);
  if (action === null) return itemSource(data);
  const id = actionId(action.action, action.data);
  return { actor: action.actor, pick: (offered) => offered.find((candidate) => candidate.id === id) };
}

/** Makes (or finds, when the user made it before) the macro of a dropped action and puts it in the slot. */
async function placeMacro(rules: SheetRules, source: MacroSource, slot: number): Promise<void> {
  const game = readyGame();
  const words = gameTranslator();
  const actor = actorAt(source.actor);
  const action = actor === undefined ? undefined : source.pick(await sheetActionsOf(rules, actor));
  if (actor === undefined || action === undefined) {
    ui.notifications?.warn(translate(words, text("TURNWRIGHT.Macro.NoAction")));
    return;
  }
  // Core lets a user create script macros only with this permission (v13 common/constants.mjs USER_PERMISSIONS.MACRO_SCRIPT).
  if (!game.user.can("MACRO_SCRIPT")) {
    ui.notifications?.warn(translate(words, text("TURNWRIGHT.Macro.NoPermission")));
    return;
  }
  const command = macroCommand(actor.uuid, action);
  const name = translate(words, text("TURNWRIGHT.Macro.Name", { action: translate(words, action.label), name: actor.name }));
  const img = (action.item === null ? undefined : actor.items.get(action.item.id)?.img) ?? MACRO_IMG;
  const existing = game.macros.find((macro) => macro.command === command && macro.isAuthor);
  const macro = existing ?? (await Macro.implementation.create({ name, type: "script", img, command }));
  if (macro !== undefined) await game.user.assignHotbarMacro(macro, slot);
}

/**
 * A sheet's action button, or an item of one of our actors, dropped on the hotbar becomes a
 * macro that runs it through the API. v13 client/applications/ui/hotbar.mjs `Hotbar#onDragDrop`
 * calls `hotbarDrop` with the drop's data and slot before making a macro of its own, and stops
 * when a listener answers false; the listener cannot wait, so the macro is made after it answers.
 */
export function registerMacros(rules: SheetRules): void {
  Hooks.on("hotbarDrop", (_hotbar, data, slot) => {
    const source = sourceOf(data);
    if (source === undefined) return;
    void placeMacro(rules, source, Number(slot));
    return false;
  });
}
