import type { ClockEntrant } from "./ClockEntrant";
import type { ClockResult } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockCombatant, ClockState } from "./ClockState";
import { draftOf } from "./draft";
import { refusals } from "./refusals";
import { shapeProblem } from "./shapeProblem";
import { idRecord, ownEntry } from "../idRecord";

export function entrantProblem(entrant: ClockEntrant): string | null {
  if (entrant.id.length === 0) return "its id is empty";
  if (entrant.score !== undefined && !Number.isFinite(entrant.score)) return `${entrant.id}'s initiative score is not a finite number`;
  if (entrant.tiebreak?.some((value) => !Number.isFinite(value)) === true) return `${entrant.id}'s tiebreak holds a value that is not a finite number`;
  return null;
}

export function combatantOf(entrant: ClockEntrant): ClockCombatant {
  return {
    id: entrant.id,
    aware: entrant.aware ?? true,
    canAct: entrant.canAct ?? true,
    score: entrant.score ?? null,
    tiebreak: entrant.tiebreak ?? [],
  };
}

/** A fight's clock before initiative: nobody acts until `setInitiative`. */
export function createClock(shape: ClockShape, entrants: readonly ClockEntrant[], options: { readonly undoLimit?: number } = {}): ClockResult {
  const problem = shapeProblem(shape);
  if (problem !== null) return refusals.invalidShape(shape, problem);
  const combatants = idRecord<ClockCombatant>();
  for (const entrant of entrants) {
    const entrantIssue = entrantProblem(entrant);
    if (entrantIssue !== null) return refusals.invalidCombatant(entrantIssue);
    if (ownEntry(combatants, entrant.id) !== undefined) return refusals.duplicate(entrant.id);
    combatants[entrant.id] = combatantOf(entrant);
  }
  const state: ClockState = {
    stage: "awaiting-initiative",
    round: 0,
    step: null,
    steps: 0,
    seconds: 0,
    segment: null,
    roster: entrants.map((entrant) => entrant.id),
    combatants,
    order: [],
    sequence: [],
    turn: -1,
    acting: [],
    interrupt: null,
    holds: idRecord(),
    forfeits: idRecord(),
    declared: idRecord(),
    passed: idRecord(),
    pushed: idRecord(),
    history: [],
    ...(options.undoLimit === undefined ? {} : { undoLimit: Math.max(0, Math.floor(options.undoLimit)) }),
  };
  // Drafted once, for the hidden class every draft has: a headless fight's state, changed in
  // place (see changesInPlace), is this one object from the first operation to the last.
  return { ok: true, state: draftOf(state), happened: [] };
}
