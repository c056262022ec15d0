import type { Condition } from "../../engine/conditions/Condition";
import type { LocalText } from "../../engine/text/LocalText";
import type { SheetAction } from "../../engine/play/sheetActions";
import { translate, type Translator } from "../templating/Translator";

/** The HUD's groups, each a tab of Token Action HUD's: the same five under every rule set, filled from its own sheet. */
export const HUD_GROUPS = ["attacks", "tests", "actions", "conditions", "combat"] as const;
export type HudGroup = (typeof HUD_GROUPS)[number];

/** What an action's button carries: what the click does, read back when it is clicked. */
export type HudChoice =
  | { readonly kind: "sheet"; readonly id: string }
  | { readonly kind: "condition"; readonly id: string }
  | { readonly kind: "combat"; readonly id: TrackerAction };

/** The tracker's own buttons for a combatant, as the tracker offers them to this user (trackerView `budgetRows`). */
export type TrackerAction = "endTurn" | "declare" | "pass";
const TRACKER_ACTIONS: readonly TrackerAction[] = ["endTurn", "declare", "pass"];

/** An action as Token Action HUD Core's `addActions` takes one: an id, its name, what its button carries. */
export interface HudAction {
  readonly id: string;
  readonly name: string;
  readonly listName: string;
  readonly encodedValue: string;
  readonly tooltip?: string;
  readonly cssClass?: string;
  readonly info1?: { readonly text: string; readonly title?: string };
}

/** What the actor's token shows in the HUD, each group's actions in the order the sheet shows them. */
export interface HudContent {
  readonly group: HudGroup;
  readonly actions: readonly HudAction[];
}

/** A condition of the rule set's, and whether the actor is under it. */
export interface HudCondition {
  readonly condition: Condition;
  readonly on: boolean;
}

/** A choice as its button carries it: `sheet|attack?action=standardAttack&item=abc`. */
export function encodeChoice(choice: HudChoice): string {
  return `${choice.kind}|${choice.id}`;
}

/** A button's value read back; null for anything that is not one of ours. */
export function decodeChoice(value: string | null | undefined): HudChoice | null {
  if (typeof value !== "string") return null;
  const split = value.indexOf("|");
  if (split < 0) return null;
  const kind = value.slice(0, split);
  const id = value.slice(split + 1);
  if (id.length === 0) return null;
  if (kind === "sheet" || kind === "condition") return { kind, id };
  const tracker = TRACKER_ACTIONS.find((action) => action === id);
  return kind === "combat" && tracker !== undefined ? { kind, id: tracker } : null;
}

/**
 * Where a sheet action goes: one that names an item (a weapon, or none for bare hands) is an
 * attack; a stat's roll, or another roll the rule set asks modifiers for, a test; the rest (luck,
 * defence, manoeuvres) the actions.
 */
function groupOf(action: SheetAction, rolls: readonly string[]): HudGroup {
  if (action.item !== null || action.data["item"] !== undefined) return "attacks";
  return action.stat !== null || rolls.includes(action.action) ? "tests" : "actions";
}

function sheetAction(action: SheetAction, words: Translator): HudAction {
  const label = translate(words, action.label);
  // An attack is named with its weapon, as the sheet's row shows it beside the weapon's name; a
  // stat's roll by its stat, as the sheet's tile shows it above its button.
  const name = action.item !== null ? `${action.item.name}: ${label}` : action.stat !== null ? translate(words, action.stat) : label;
  const cost = action.cost === null ? undefined : translate(words, action.cost);
  const reason = action.reason === null ? undefined : translate(words, action.reason);
  return {
    id: action.id,
    name,
    listName: name,
    encodedValue: encodeChoice({ kind: "sheet", id: action.id }),
    ...(cost === undefined ? {} : { info1: { text: cost } }),
    // A closed action is shown as the sheet shows it, greyed, with the rules' reason.
    ...(action.allowed ? {} : { cssClass: "disabled", tooltip: reason ?? name }),
  };
}

function conditionAction({ condition, on }: HudCondition, words: Translator): HudAction {
  const name = translate(words, { key: condition.label });
  return {
    id: `condition-${condition.id}`,
    name,
    listName: name,
    encodedValue: encodeChoice({ kind: "condition", id: condition.id }),
    cssClass: on ? "toggle active" : "toggle",
  };
}

const TRACKER_WORDS: Readonly<Record<TrackerAction, LocalText>> = {
  endTurn: { key: "TURNWRIGHT.Tah.EndTurn" },
  declare: { key: "TURNWRIGHT.Combat.Declare.Button" },
  pass: { key: "TURNWRIGHT.Combat.Pass.Button" },
};

/**
 * The HUD's content for one actor: its sheet's actions (every button the sheet offers now, in its
 * order, greyed where the rules say not now; `rolls` are the actions that ask for modifiers), its rule set's conditions to toggle, and the
 * tracker's own buttons for its combatant that this user may press. A group with nothing is left out.
 */
export function hudContent(
  sheet: { readonly actions: readonly SheetAction[]; readonly rolls: readonly string[] },
  conditions: readonly HudCondition[],
  tracker: readonly TrackerAction[],
  words: Translator,
): readonly HudContent[] {
  const content: Record<HudGroup, HudAction[]> = { attacks: [], tests: [], actions: [], conditions: [], combat: [] };
  for (const action of sheet.actions) content[groupOf(action, sheet.rolls)].push(sheetAction(action, words));
  for (const condition of conditions) content.conditions.push(conditionAction(condition, words));
  for (const id of TRACKER_ACTIONS.filter((action) => tracker.includes(action))) {
    const name = translate(words, TRACKER_WORDS[id]);
    content.combat.push({ id: `combat-${id}`, name, listName: name, encodedValue: encodeChoice({ kind: "combat", id }) });
  }
  return HUD_GROUPS.filter((group) => content[group].length > 0).map((group) => ({ group, actions: content[group] }));
}
