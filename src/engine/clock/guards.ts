import type { ClockOperation, ClockShape } from "./ClockShape";
import type { ClockRefused } from "./ClockResult";
import type { ClockCombatant, ClockState } from "./ClockState";
import { refusals } from "./refusals";
import { ownEntry } from "../idRecord";

export function unsupported(shape: ClockShape, operation: ClockOperation): ClockRefused | null {
  return shape.operations.includes(operation) ? null : refusals.unsupported(shape, operation);
}

/** The combatant, or the refusal naming the unknown id. */
export function combatantIn(state: ClockState, id: string): ClockCombatant | ClockRefused {
  return ownEntry(state.combatants, id) ?? refusals.unknown(id);
}

export function isRefusal(value: ClockCombatant | ClockRefused): value is ClockRefused {
  return "refusal" in value;
}

/** Refuses unless a turn is under way (not waiting for initiative, not in the Post-Turn). */
export function turnUnderWay(state: ClockState, what: string): ClockRefused | null {
  if (state.stage === "awaiting-initiative" && state.round === 0) return refusals.needsInitiative();
  return state.stage === "acting" ? null : refusals.notNow(what);
}

/** It is `id`'s own turn, and nobody is acting out of turn. */
export function isOwnTurn(state: ClockState, id: string): boolean {
  return state.interrupt === null && state.acting.includes(id);
}
