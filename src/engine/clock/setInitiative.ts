import type { ClockResult } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockCombatant, ClockState } from "./ClockState";
import { moveOn } from "./advance";
import { draftOf } from "./draft";
import type { ClockHappening } from "./happenings";
import { commit } from "./history";
import { awareFirst, rank } from "./ranking";
import { refusals } from "./refusals";
import { beginRound } from "./steps";
import { idRecord, ownEntry } from "../idRecord";

export interface InitiativeScore {
  readonly score: number;
  /** Splits equal scores, compared element by element, highest first (e.g. Agility, then a roll). */
  readonly tiebreak?: readonly number[];
}

/**
 * Ranks everyone by the scores the rule set rolled and starts the round. Every combatant needs a
 * score (give the unconscious one too: they keep a place in the order and are skipped).
 */
export function setInitiative(shape: ClockShape, state: ClockState, scores: Readonly<Record<string, InitiativeScore>>): ClockResult {
  if (state.stage !== "awaiting-initiative") return refusals.initiativeSet(shape);
  if (state.roster.length === 0) return refusals.noCombatants();
  for (const id of Object.keys(scores)) if (ownEntry(state.combatants, id) === undefined) return refusals.unknown(id);
  const combatants = idRecord<ClockCombatant>();
  for (const id of state.roster) {
    const combatant = state.combatants[id];
    const entry = ownEntry(scores, id);
    if (combatant === undefined) continue;
    if (entry === undefined) return refusals.missingInitiative(id);
    const tiebreak = entry.tiebreak ?? [];
    if (!Number.isFinite(entry.score) || !allFinite(tiebreak)) return refusals.invalidInitiative(id);
    // Field by field: a rule set that rolls every round sets every combatant every round, and a spread that overwrites is the slow path.
    combatants[id] = { id: combatant.id, aware: combatant.aware, canAct: combatant.canAct, score: entry.score, tiebreak };
  }
  const d = draftOf(state);
  const happened: ClockHappening[] = [];
  d.combatants = combatants;
  const ranked = rank(shape, d.roster, combatants);
  // Initiative is set before the round it orders begins: round 0 is the order of round 1.
  d.order = shape.surprise === "act-last-first-round" && d.round === 0 ? awareFirst(ranked, combatants) : ranked;
  beginRound(shape, d, happened);
  // When nobody can act yet, the round stands open with nobody acting rather than refusing to start.
  moveOn(shape, d, happened);
  return commit(state, d, happened, "setInitiative");
}

/** Whether every value is a finite number; a loop, since a rule set that rolls every round asks it of everyone each round. */
function allFinite(values: readonly number[]): boolean {
  for (const value of values) if (!Number.isFinite(value)) return false;
  return true;
}
