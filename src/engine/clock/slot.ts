import type { ClockShape } from "./ClockShape";
import type { ClockCombatant, Group } from "./ClockState";
import { isEmpty, without, type Draft } from "./draft";
import type { ClockHappening, SkipReason } from "./happenings";
import { when } from "./when";

function skipReason(shape: ClockShape, d: Draft, combatant: ClockCombatant, anyPushed: boolean): SkipReason | null {
  if (d.step?.kind === "surprise" && !combatant.aware) return "unaware";
  if (shape.surprise === "lose-first-round" && d.round === 1 && !combatant.aware) return "surprised";
  if (anyPushed && d.pushed[combatant.id] === "next-round") return "pushed";
  if (!combatant.canAct) return "cannot-act";
  return null;
}

/**
 * Nobody acts: one list, never changed, for every group the walk passes over and every walk
 * between turns, rather than a new empty list each time.
 */
export const NOBODY: readonly string[] = [];

const PASSED = 1;
const HELD = 2;
const FORFEITED = 4;
const PUSHED = 8;

/**
 * Which of the records that can keep a combatant from its place hold anything, as bits for
 * `actorsAt`. Passes, holds, forfeits and pushes are mostly empty: asked once per walk, each
 * saves a lookup by id per combatant at every group the walk passes. A walk only takes holds and
 * forfeits away, so a record found in use that empties on the way costs a lookup, nothing more.
 */
export function recordsInUse(d: Draft): number {
  return (isEmpty(d.passed) ? 0 : PASSED) | (isEmpty(d.holds) ? 0 : HELD) | (isEmpty(d.forfeits) ? 0 : FORFEITED) | (isEmpty(d.pushed) ? 0 : PUSHED);
}

/**
 * Who of `group` takes the turn now that the walk has reached it. Reaching a combatant's own
 * place ends a hold from an earlier step and uses up a forfeit; the others are skipped with a
 * reason, except those out of the passes or holding since this very step, who have no place here.
 * `asks` is what `recordsInUse` said of the draft when the walk began.
 */
export function actorsAt(shape: ClockShape, d: Draft, group: Group, happened: ClockHappening[], asks: number): readonly string[] {
  // The group itself when all of it acts, as nearly every turn does: a group, like every list in
  // the order, is never changed. A new list is made only for some of a group, once one of it has
  // no turn and another has: a walk over those out of the passes makes none.
  let actors: string[] | null = null;
  let whole = true;
  for (let index = 0; index < group.length; index++) {
    const id = group[index] ?? "";
    if (takesTurn(shape, d, id, happened, asks)) {
      if (!whole) (actors ??= []).push(id);
    } else if (whole) {
      whole = false;
      if (index > 0) actors = group.slice(0, index);
    }
  }
  if (whole) return group.length > 0 ? group : NOBODY;
  return actors ?? NOBODY;
}

/** Whether `id` takes its turn at its place in the walk: see `actorsAt`. */
function takesTurn(shape: ClockShape, d: Draft, id: string, happened: ClockHappening[], asks: number): boolean {
  // Out of the passes asked first: in a round of passes most of those the walk reaches are.
  if ((asks & PASSED) !== 0 && d.passed[id] === true) return false;
  const combatant = d.combatants[id];
  if (combatant === undefined) return false;
  const hold = (asks & HELD) !== 0 ? d.holds[id] : undefined;
  if (hold !== undefined) {
    if (hold.since === d.steps) return false;
    d.holds = without(d.holds, id);
    if (shape.quiet !== true) happened.push({ type: "hold-lapsed", id, hold: hold.kind, when: when(d) });
  }
  if ((asks & FORFEITED) !== 0 && d.forfeits[id] === true) {
    d.forfeits = without(d.forfeits, id);
    if (shape.quiet !== true) happened.push({ type: "skipped", id, reason: "aborted", when: when(d) });
    return false;
  }
  const reason = skipReason(shape, d, combatant, (asks & PUSHED) !== 0);
  if (reason === null) return true;
  if (shape.quiet !== true) happened.push({ type: "skipped", id, reason, when: when(d) });
  return false;
}
