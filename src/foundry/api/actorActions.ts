import { sheetActions, type SheetAction } from "../../engine/play/sheetActions";
import { sheetViewNow } from "../applications/sheets/sheetNow";
import type { SheetRules } from "../applications/sheets/SheetRules";

/**
 * The actions the actor's sheet offers now, read from the very view the sheet draws (the rules
 * and, in a fight, the actor's budget and turn): empty for an actor of no playable rule set.
 */
export async function sheetActionsOf(rules: SheetRules, actor: Actor.Implementation): Promise<readonly SheetAction[]> {
  const module = await rules.module();
  if (module === undefined || actor.type !== module.documents.actorType) return [];
  return sheetActions(sheetViewNow(module, rules, actor));
}
