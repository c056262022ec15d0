import type { CombatRules } from "../../engine/play/CombatRules";
import type { LocalText } from "../../engine/play/LocalText";
import { acting } from "../../engine/clock/index";
import { budgetOf } from "./budgetsAfter";
import type { FightRecord } from "./FightRecord";

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
  /** "End my turn": a player's own combatant, on its turn. The GM has core's controls. */
  readonly endTurn: boolean;
}

export interface TrackerViewer {
  readonly isGM: boolean;
  owns(combatant: string): boolean;
}

export interface TrackerWords {
  say(text: LocalText): string;
  pip(label: string, spent: boolean): string;
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
    return {
      id: fighter.id,
      pips,
      acting: isActing,
      surprised: fighter.surprised && (clock === null || clock.round <= 1),
      endTurn: isActing && !viewer.isGM && viewer.owns(fighter.id),
    };
  });
}
