import type { CombatRules } from "../../../engine/play/CombatRules";
import type { HELD_ACTIONS } from "../../../engine/clock/heldAction";
import { TurnwrightActor } from "../../documents/TurnwrightActor";
import { TurnwrightCombat } from "../../documents/TurnwrightCombat";
import { fighterRecord } from "../../documents/fighterRecord";
import { requestOfGM } from "../../gm/requestOfGM";
import { readyGame } from "../../readyGame";
import type { MenuEntry } from "../../versions/menuEntry";
import { askDeclare } from "./declareDialog";

/** One of the clock's held actions, by name. */
type HoldOp = (typeof HELD_ACTIONS)[number];

const HOLD_ICONS: Readonly<Record<HoldOp, string>> = {
  delay: '<i class="fa-solid fa-hourglass-half"></i>',
  ready: '<i class="fa-solid fa-crosshairs"></i>',
  wait: '<i class="fa-solid fa-pause"></i>',
  act: '<i class="fa-solid fa-bolt"></i>',
  abort: '<i class="fa-solid fa-shield-halved"></i>',
  declare: '<i class="fa-solid fa-list-ol"></i>',
};

/**
 * The held actions in the menu's order, the icons' own: the record's type names every one of the
 * clock's. Only their names are read at boot; the clock's operations come with the GM's fight code.
 */
const HOLD_ORDER: readonly HoldOp[] = Object.keys(HOLD_ICONS).filter((key): key is HoldOp => Object.hasOwn(HOLD_ICONS, key));

/** The fight the tracker shows now, asked again at each click: the tracker may show another by then. */
type Viewed = () => foundry.applications.sidebar.tabs.CombatTracker["viewed"];

/** What every entry reads of a row: the fight shown and the row's combatant, if both are still there. */
function rowOf(viewed: Viewed, li: HTMLElement) {
  const combat = viewed();
  return { combat, combatant: combat?.combatants.get(li.dataset["combatantId"] ?? "") };
}

const isGM = (): boolean => readyGame("the combat tracker").user.isGM;

/**
 * The rule set's entries on a combatant's row of the tracker, after core's: the held actions its
 * clock has, a push on by the GM, luck on initiative, the GM's group initiative, and surprise
 * marked before the fight (the dialog that starts it asks again).
 */
export function rowMenu(viewed: Viewed, rules: CombatRules): MenuEntry[] {
  return [
    ...holdEntries(viewed, rules),
    ...pushEntries(viewed, rules),
    ...(rules.initiativeLuck === null ? [] : [luckEntry(viewed, rules, rules.initiativeLuck.key)]),
    ...(rules.groupInitiative ? [groupInitiativeEntry(viewed)] : []),
    surpriseEntry(viewed),
  ];
}

/** Delay, Ready, Act now, Abort: offered when the rule set's time has them, to the combatant's owner. */
function holdEntries(viewed: Viewed, rules: CombatRules): MenuEntry[] {
  return HOLD_ORDER.filter((op) => rules.clock.operations.includes(op)).map((op) => ({
    label: `TURNWRIGHT.Combat.Hold.${op}`,
    icon: HOLD_ICONS[op],
    visible: (li: HTMLElement) => {
      const { combat, combatant } = rowOf(viewed, li);
      return combat?.started === true && combatant?.isOwner === true;
    },
    act: (li: HTMLElement) => {
      const { combat, combatant } = rowOf(viewed, li);
      if (combat === null || combatant?.id === undefined || combatant.id === null) return;
      void askHold(combat.id, combatant.id, op);
    },
  }));
}

/** Asks the GM for a held action; Ready first asks what it waits for, a declaration how many actions. */
async function askHold(combat: string | null, combatant: string, op: HoldOp): Promise<void> {
  if (combat === null) return;
  if (op === "declare") {
    await askDeclare(combat, combatant);
    return;
  }
  if (op !== "ready") {
    await requestOfGM("holdAction", { combat, combatant, op });
    return;
  }
  const i18n = readyGame("the combat tracker").i18n;
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "TURNWRIGHT.Combat.Hold.ready", icon: "fa-solid fa-crosshairs" },
    content: `<label>${i18n.localize("TURNWRIGHT.Combat.Hold.Trigger")} <input type="text" name="trigger" required autofocus></label>`,
    rejectClose: false,
  });
  const trigger: unknown = typeof answer === "object" && answer !== null ? Reflect.get(answer, "trigger") : undefined;
  if (typeof trigger === "string") await requestOfGM("holdAction", { combat, combatant, op, trigger });
}

/** A slow player's character, pushed on by the GM: to the end of the round, or into the next. */
function pushEntries(viewed: Viewed, rules: CombatRules): MenuEntry[] {
  if (!rules.clock.operations.includes("push")) return [];
  return (["end", "next-round"] as const).map((to) => ({
    label: `TURNWRIGHT.Combat.Push.${to}`,
    icon: to === "end" ? '<i class="fa-solid fa-arrow-down"></i>' : '<i class="fa-solid fa-forward"></i>',
    visible: (li: HTMLElement) => {
      const { combat, combatant } = rowOf(viewed, li);
      return isGM() && combat?.started === true && combatant !== undefined;
    },
    act: (li: HTMLElement) => {
      const { combat, combatant } = rowOf(viewed, li);
      if (combat === null || combat.id === null || combatant?.id === undefined || combatant.id === null) return;
      void requestOfGM("pushCombatant", { combat: combat.id, combatant: combatant.id, to });
    },
  }));
}

/** The rule set's luck on initiative (d100: the die counts as 10), for the combatant's owner. */
function luckEntry(viewed: Viewed, rules: CombatRules, label: string): MenuEntry {
  return {
    label,
    icon: '<i class="fa-solid fa-star"></i>',
    visible: (li: HTMLElement) => {
      const { combatant } = rowOf(viewed, li);
      const actor = combatant?.actor;
      return (
        combatant !== undefined && combatant.initiative === null && combatant.isOwner && actor instanceof TurnwrightActor && rules.hasLuck(actor.snapshot())
      );
    },
    act: (li: HTMLElement) => {
      const { combat, combatant } = rowOf(viewed, li);
      if (!(combat instanceof TurnwrightCombat) || combatant?.id === undefined || combatant.id === null) return;
      void combat.rollInitiative([combatant.id], { luck: true });
    },
  };
}

/** The GM's one roll for identical foes: every combatant of this name takes its score. */
function groupInitiativeEntry(viewed: Viewed): MenuEntry {
  return {
    label: "TURNWRIGHT.Combat.GroupInitiative",
    icon: '<i class="fa-solid fa-people-group"></i>',
    visible: (li: HTMLElement) => isGM() && rowOf(viewed, li).combatant !== undefined,
    act: (li: HTMLElement) => {
      const { combat, combatant } = rowOf(viewed, li);
      if (!(combat instanceof TurnwrightCombat) || combatant?.id === undefined || combatant.id === null) return;
      void combat.rollGroupInitiative(combatant.id);
    },
  };
}

/** The GM marks who is surprised before the fight starts. */
function surpriseEntry(viewed: Viewed): MenuEntry {
  return {
    label: "TURNWRIGHT.Combat.ToggleSurprised",
    icon: '<i class="fa-solid fa-eye-slash"></i>',
    visible: (li: HTMLElement) => {
      const { combat, combatant } = rowOf(viewed, li);
      return isGM() && combat?.started === false && combatant !== undefined;
    },
    act: (li: HTMLElement) => {
      const { combat, combatant } = rowOf(viewed, li);
      if (combat === null || combatant === undefined) return;
      const record = fighterRecord(combatant);
      void requestOfGM("setSurprise", { combat: combat.id, surprised: { [record.id]: !record.surprised } });
    },
  };
}
