import type { RollModifiers } from "../../../engine/play/RollModifiers";
import type { ReachNote } from "../../../engine/play/reachOnCard";
import type { MessageMode } from "../../dice/messageVisibility";
import { gameTranslator } from "../../templating/gameTranslator";
import { skipDialogKeyName } from "../../keys/registerKeys";
import { MODIFIERS_TEMPLATE, systemPath } from "../../templating/templatePaths";
import { CORE_ROLL_MODES, formValues, modifierDialogContext, readModifierForm, type DialogAnswer, type RollModeChoice } from "./modifierDialogView";

/**
 * The roll modes the chat's own selector offers: `CONFIG.Dice.rollModes` (v13 client/config.mjs,
 * the list v13's chat log draws its buttons from, `{label, icon}` by mode), with the labels it
 * gives them. A game that keeps no such list gets core's four.
 */
function rollModes(): readonly RollModeChoice[] {
  const configured: unknown = Reflect.get(CONFIG.Dice, "rollModes");
  if (typeof configured !== "object" || configured === null) return CORE_ROLL_MODES;
  return CORE_ROLL_MODES.flatMap((choice) => {
    const entry: unknown = Reflect.get(configured, `${choice.mode}roll`) ?? Reflect.get(configured, choice.mode);
    if (typeof entry !== "object" || entry === null) return [];
    const label: unknown = Reflect.get(entry, "label");
    return [{ mode: choice.mode, label: typeof label === "string" ? label : choice.label }];
  });
}

/**
 * Asks for the modifiers of a roll in a small dialog (core's DialogV2, core's form parts), drawn at
 * the last answer, with the targets' distances where this game measured any. Null when the roller closes it: then nothing is rolled.
 */
export async function askModifiers(
  rules: RollModifiers,
  last: DialogAnswer,
  fallbackMode: MessageMode,
  reach: ReachNote | null = null,
): Promise<DialogAnswer | null> {
  const context = modifierDialogContext(rules, last, rollModes(), gameTranslator(), { skipKey: skipDialogKeyName(), reach });
  const content = await foundry.applications.handlebars.renderTemplate(systemPath(MODIFIERS_TEMPLATE), { ...context });
  let answer: DialogAnswer | null = null;
  const config: foundry.applications.api.DialogV2.PromptConfig = {
    window: { title: "TURNWRIGHT.Modifiers.Title", icon: "fa-solid fa-dice-d20" },
    classes: ["turnwright", "turnwright-modifiers-dialog"],
    position: { width: 380 },
    content,
    ok: {
      label: "TURNWRIGHT.Modifiers.Roll",
      icon: "fa-solid fa-dice",
      callback: (_event, button) => {
        answer = readModifierForm(rules, formValues(button.form), fallbackMode);
      },
    },
    rejectClose: false,
  };
  await foundry.applications.api.DialogV2.prompt(config);
  return answer;
}
