import { offeredNow } from "../../../engine/play/offeredNow";
import type { RuleSetModule } from "../../../engine/play/RuleSetModule";
import type { SheetView } from "../../../engine/play/SheetView";
import type { SheetRules } from "./SheetRules";

/**
 * The actor's sheet as it is drawn now: the rules' view of it (in a fight, with its budget), its
 * actions waiting for its turn as the GM's game charges them (offeredNow). The sheet and
 * `api.actions` read this one view, so they never disagree with each other or with the GM.
 */
export function sheetViewNow(module: RuleSetModule, rules: SheetRules, actor: Actor.Implementation): SheetView {
  return offeredNow(module.sheet(rules.snapshot(actor), rules.budget(actor)), rules.standing?.(actor), (action) => module.combat.outOfTurn(action));
}
