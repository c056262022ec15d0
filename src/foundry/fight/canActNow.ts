import { type ClockHappening, type ClockShape, type ClockState, setCanAct } from "../../engine/clock/index";
import type { CombatRules } from "../../engine/play/CombatRules";
import { allow, type Outcome } from "../../engine/Refusal";
import type { FighterRecord } from "./FightRecord";

/** Able to take a turn: an actor the rules say can act, not marked defeated in the tracker. */
export function canActNow(rules: CombatRules, fighter: FighterRecord): boolean {
  return fighter.actor !== null && !fighter.defeated && rules.canAct(fighter.actor);
}

export interface Settled {
  readonly clock: ClockState;
  readonly happened: readonly ClockHappening[];
}

/** The operation name each `setCanAct` leaves in the clock's history. */
export const SET_CAN_ACT = "setCanAct";

/**
 * Tells the clock who can act now (knocked out, stunned, marked defeated), as the headless fight
 * does after each turn. One who becomes unable on its turn loses the rest of it.
 */
export function settleCanAct(rules: CombatRules, shape: ClockShape, clock: ClockState, fighters: readonly FighterRecord[]): Outcome<Settled> {
  let state = clock;
  const happened: ClockHappening[] = [];
  for (const fighter of fighters) {
    const known = state.combatants[fighter.id];
    if (known === undefined) continue;
    const able = canActNow(rules, fighter);
    if (known.canAct === able) continue;
    const changed = setCanAct(shape, state, fighter.id, able);
    if (!changed.ok) return changed;
    state = changed.state;
    happened.push(...changed.happened);
  }
  return allow({ clock: state, happened });
}
