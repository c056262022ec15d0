import { sheetActions, type SheetAction } from "../../engine/play/sheetActions";
import { translate } from "../templating/Translator";
import type { Translator } from "../templating/Translator";
import type { SheetRules } from "../sheets/SheetRules";
import type { ApiAction } from "./PlayApi";

/**
 * The actions the actor's sheet offers now, read from the very view the sheet draws (the rules
 * and, in a fight, the actor's budget): empty for an actor of no playable rule set.
 */
export async function sheetActionsOf(rules: SheetRules, actor: Actor.Implementation): Promise<readonly SheetAction[]> {
  const module = await rules.module();
  if (module === undefined || actor.type !== module.documents.actorType) return [];
  return sheetActions(module.sheet(rules.snapshot(actor), rules.budget(actor)));
}

/** An action in the user's words. */
export function apiAction(action: SheetAction, words: Translator): ApiAction {
  return {
    id: action.id,
    action: action.action,
    data: { ...action.data },
    label: translate(words, action.label),
    cost: action.cost === null ? null : translate(words, action.cost),
    allowed: action.allowed,
    reason: action.reason === null ? null : translate(words, action.reason),
    item: action.item,
  };
}
