import { text } from "../../engine/text/LocalText";
import { sheetActionsOf } from "../api/actorActions";
import { actorAt } from "../gm/actorUpdate";
import { readyGame } from "../readyGame";
import type { SheetRules } from "../applications/sheets/SheetRules";
import { gameTranslator } from "../templating/gameTranslator";
import { translate } from "../templating/Translator";
import { macroCommand, type MacroSource } from "../applications/sheets/actionDrag";
import { uuidOf } from "../documents/storedDocument";

const MACRO_IMG = "icons/svg/dice-target.svg";

/** Makes (or finds, when the user made it before) the macro of a dropped action and puts it in the slot. */
export async function placeMacro(rules: SheetRules, source: MacroSource, slot: number): Promise<void> {
  const game = readyGame("the hotbar macro");
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
  const command = macroCommand(uuidOf(actor), action);
  const name = translate(words, text("TURNWRIGHT.Macro.Name", { action: translate(words, action.label), name: actor.name }));
  const img = (action.item === null ? undefined : actor.items.get(action.item.id)?.img) ?? MACRO_IMG;
  const existing = game.macros.find((macro) => macro.command === command && macro.isAuthor);
  const macro = existing ?? (await Macro.implementation.create({ name, type: "script", img, command }));
  if (macro !== undefined) await game.user.assignHotbarMacro(macro, slot);
}
