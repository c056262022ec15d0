import type { ClockResult } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockCombatant, ClockState } from "./ClockState";
import { moveOn } from "./advance";
import type { ClockHappening } from "./happenings";
import { commit } from "./history";
import { changesInPlace, workingState } from "./inPlace";
import { awareFirst, rank, type Seat } from "./ranking";
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
  return setInitiativeByPlace(
    shape,
    state,
    state.roster.map((id) => ownEntry(scores, id)),
  );
}

/**
 * `setInitiative` with the scores by place in the roster (the joining order), where a score
 * left out is one missing: a fight that rolls for its fighters in that order hands them over as
 * rolled, rather than as a record keyed by id that is then looked up id by id, every round of a
 * rule set that rolls every round. With no ids to read, no score can be for someone unknown.
 */
export function setInitiativeByPlace(shape: ClockShape, state: ClockState, scores: readonly (InitiativeScore | undefined)[]): ClockResult {
  if (state.stage !== "awaiting-initiative") return refusals.initiativeSet(shape);
  if (state.roster.length === 0) return refusals.noCombatants();
  // Every score is checked before any is set: a state that changes in place must be left as it was by a refusal.
  // A place with no combatant needs no score: asked only of a score that would be refused, as
  // every place has one in a state as the clock makes it.
  for (let joined = 0; joined < state.roster.length; joined++) {
    const entry = scores[joined];
    const refused = entry === undefined ? "missing" : !Number.isFinite(entry.score) || !allFinite(entry.tiebreak ?? []) ? "invalid" : null;
    if (refused === null) continue;
    const id = state.roster[joined] ?? "";
    if (state.combatants[id] === undefined) continue;
    return refused === "missing" ? refusals.missingInitiative(id) : refusals.invalidInitiative(id);
  }
  const d = workingState(shape, state);
  const happened: ClockHappening[] = [];
  // The fight's own record is rewritten where it changes in place (see changesInPlace); else a new one is made.
  const combatants: Record<string, ClockCombatant> = changesInPlace(shape, d) ? d.combatants : idRecord<ClockCombatant>();
  // Seated as they are set, in the roster's order, rather than looked up again by id to be ranked.
  const seats: Seat[] = [];
  for (let joined = 0; joined < d.roster.length; joined++) {
    const id = d.roster[joined] ?? "";
    const combatant = d.combatants[id];
    const entry = scores[joined];
    if (combatant === undefined || entry === undefined) continue;
    // Field by field: a rule set that rolls every round sets every combatant every round, and a spread that overwrites is the slow path.
    const scored = { id: combatant.id, aware: combatant.aware, canAct: combatant.canAct, score: entry.score, tiebreak: entry.tiebreak ?? [] };
    combatants[id] = scored;
    seats.push({ combatant: scored, joined });
  }
  d.combatants = combatants;
  const ranked = rank(shape, seats);
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
