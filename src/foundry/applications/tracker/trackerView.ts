import type { ClockShape } from "../../../engine/clock/ClockShape";
import type { CombatRules } from "../../../engine/play/CombatRules";
import type { LocalText } from "../../../engine/text/LocalText";
import { acting } from "../../../engine/clock/index";
import { budgetOf } from "../../fight/budgetsAfter";
import type { FightRecord } from "../../fight/FightRecord";

export interface PipView {
  readonly kind: string;
  readonly spent: boolean;
  /** "Half Action: spent", for the tooltip and screen readers. */
  readonly tooltip: string;
}

export interface BudgetRowView {
  readonly id: string;
  readonly pips: readonly PipView[];
  readonly acting: boolean;
  /** Shown while surprise still matters: before the fight and in its first round. */
  readonly surprised: boolean;
  /** What surprise costs under the rule set's clock, for the badge's tooltip (a key of lang/en.json). */
  readonly surprisedHint: string;
  /** "End my turn": a player's own combatant, on its turn. The GM has core's controls. */
  readonly endTurn: boolean;
  /** "Declare actions": the acting combatant has yet to say how many it takes, and the viewer may say it (its owner, or the GM). */
  readonly declare: boolean;
  /** "Pass for the round": the acting combatant, under a clock of passes, played by the viewer (its owner, or the GM). */
  readonly pass: boolean;
  /** The names of the others it acts together with (equal totals, where the clock lets them act at one moment); null when none. */
  readonly together: string | null;
}

export interface TrackerViewer {
  readonly isGM: boolean;
  owns(combatant: string): boolean;
}

export interface TrackerWords {
  say(text: LocalText): string;
  pip(label: string, spent: boolean): string;
  /** Names as the reader's language lists them ("Ada, Bo und Cy"): core's list formatter. */
  list(names: readonly string[]): string;
}

/**
 * What the tracker adds under each combatant's name: its budget as pips (Full, Half, Half,
 * Reaction for d100) that fill as actions are spent, a surprise badge, and a player's own
 * "End my turn".
 */
export function budgetRows(rules: CombatRules, record: FightRecord, viewer: TrackerViewer, words: TrackerWords): BudgetRowView[] {
  const clock = record.clock;
  const inFight = clock !== null && clock.round > 0;
  const now = clock === null ? [] : acting(clock);
  return record.fighters.map((fighter) => {
    const isActing = inFight && now.includes(fighter.id);
    const inClock = clock?.combatants[fighter.id] !== undefined;
    const pips =
      inFight && inClock
        ? rules.pips(budgetOf(rules, fighter)).map((pip) => {
            const label = words.say(pip.label);
            return { kind: pip.kind, spent: pip.spent, tooltip: words.pip(label, pip.spent) };
          })
        : [];
    const group = inFight && inClock && rules.clock.ties === "simultaneous" ? (clock.order.find((ids) => ids.includes(fighter.id)) ?? []) : [];
    return {
      id: fighter.id,
      pips,
      acting: isActing,
      surprised: fighter.surprised && (clock === null || clock.round <= 1),
      surprisedHint: surpriseHintKey(rules.clock.surprise),
      endTurn: isActing && !viewer.isGM && viewer.owns(fighter.id),
      declare: isActing && mayDeclare(rules, record, fighter.id, viewer),
      pass: isActing && rules.clock.operations.includes("pass") && (viewer.isGM || viewer.owns(fighter.id)),
      together:
        group.length > 1 ? words.list(group.filter((id) => id !== fighter.id).map((id) => record.fighters.find((other) => other.id === id)?.name ?? id)) : null,
    };
  });
}

/**
 * Whether the viewer may say now how many actions this combatant takes: the rule set's clock has
 * declarations, it is acting and has not declared this round, and the viewer plays it (its
 * owner, or the GM).
 */
export function mayDeclare(rules: CombatRules, record: FightRecord, id: string, viewer: TrackerViewer): boolean {
  const clock = record.clock;
  if (clock === null || clock.round === 0 || !rules.clock.operations.includes("declare")) return false;
  return acting(clock).includes(id) && clock.declared[id] === undefined && (viewer.isGM || viewer.owns(id));
}

/** The words for what surprise costs under a shape's rule, for the dialog that asks and the badge that shows it. */
export function surpriseHintKey(rule: ClockShape["surprise"]): string {
  return `TURNWRIGHT.Combat.SurpriseRule.${rule}`;
}
