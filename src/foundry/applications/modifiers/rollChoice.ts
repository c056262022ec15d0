import type { RollModifiers } from "../../../engine/play/RollModifiers";
import type { ReachNote } from "../../../engine/play/reachOnCard";
import type { MessageMode } from "../../dice/messageVisibility";
import { askModifiers } from "./askModifiers";
import type { DialogAnswer } from "./modifierDialogView";
import { RememberedChoices } from "./rememberedChoices";

/**
 * What a roll asks before it is made, for this game's user: the dialog, or on a quick click the
 * last answer. Fetched with the first roll that asks, so the boot carries none of the dialog.
 */
const remembered = new RememberedChoices();

/** The user's answer: the dialog's (null when closed without rolling), or the last one on a quick click; `reach` is what the dialog says of the targets' distances. */
export async function chooseModifiers(
  user: string,
  ruleset: string,
  rules: RollModifiers,
  own: MessageMode,
  quick: boolean,
  reach: ReachNote | null = null,
): Promise<DialogAnswer | null> {
  const last = remembered.last(user, ruleset, rules, own);
  return quick ? last : askModifiers(rules, last, own, reach);
}

/** Keeps an answer the GM took, for the next quick click and the dialog's next opening. */
export function rememberChoice(user: string, ruleset: string, answer: DialogAnswer): void {
  remembered.remember(user, ruleset, answer);
}
