import type { LocalText } from "../text/LocalText";
import type { ButtonView, SheetView } from "./SheetView";

/**
 * One thing an actor can do from its sheet right now, as the sheet's own button offers it: the
 * same action name and data the button sends, whether it is open and, when not, the rules' reason.
 * Read from the SheetView the rule set drew, so a module, a macro and the sheet never disagree.
 */
export interface SheetAction {
  /** A name for the action that stays the same while the sheet offers it: `attack?action=standardAttack&item=abc`. */
  readonly id: string;
  readonly action: string;
  readonly data: Readonly<Record<string, string>>;
  readonly label: LocalText;
  /** What it takes from the budget (a Half Action, 2 AP), when the rules name a cost; null otherwise. */
  readonly cost: LocalText | null;
  readonly allowed: boolean;
  readonly reason: LocalText | null;
  /** The item the action uses (the weapon of an attack), by id on the actor; null for none. */
  readonly item: { readonly id: string; readonly name: string } | null;
  /** The stat a test rolls (Agility), as its tile names it; null for any other action. */
  readonly stat: LocalText | null;
}

/** The id of an action and its data: its name, then its data's entries in key order, so the order the rules wrote them in never matters. */
export function actionId(action: string, data: Readonly<Record<string, string>>): string {
  const keys = Object.keys(data).sort();
  if (keys.length === 0) return action;
  return `${action}?${keys.map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(data[key] ?? "")}`).join("&")}`;
}

/** The costs the view's action catalogue names, by action id (a Half Action for `standardAttack`). */
function catalogueCosts(view: SheetView): ReadonlyMap<string, LocalText> {
  const costs = new Map<string, LocalText>();
  for (const tab of view.tabs) {
    for (const block of tab.blocks) {
      if (block.kind === "actions") for (const row of block.rows) costs.set(row.id, row.kind);
    }
  }
  return costs;
}

function fromButton(button: ButtonView, costs: ReadonlyMap<string, LocalText>, item: SheetAction["item"], stat: LocalText | null = null): SheetAction {
  const catalogued = button.data["action"];
  const cost = button.cost ?? (catalogued === undefined ? undefined : costs.get(catalogued));
  return {
    id: actionId(button.action, button.data),
    action: button.action,
    data: button.data,
    label: button.label,
    cost: cost ?? null,
    allowed: !button.disabled,
    reason: button.disabled ? (button.reason ?? null) : null,
    item,
    stat,
  };
}

/**
 * Every button of the sheet's view, in the order the sheet shows them: stat tests, item rows'
 * actions (with their item), then the other buttons. An action offered twice (the same name and
 * data) is listed once.
 */
export function sheetActions(view: SheetView): readonly SheetAction[] {
  const costs = catalogueCosts(view);
  const found = new Map<string, SheetAction>();
  const add = (action: SheetAction): void => {
    if (!found.has(action.id)) found.set(action.id, action);
  };
  for (const tab of view.tabs) {
    for (const block of tab.blocks) {
      if (block.kind === "stats") for (const stat of block.stats) if (stat.roll !== undefined) add(fromButton(stat.roll, costs, null, stat.label));
      if (block.kind === "items")
        for (const row of block.rows) for (const button of row.buttons) add(fromButton(button, costs, row.id === "" ? null : { id: row.id, name: row.name }));
      if (block.kind === "buttons") for (const button of block.buttons) add(fromButton(button, costs, null));
    }
  }
  return [...found.values()];
}
