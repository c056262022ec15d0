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
  let actors: string[] | null = null;
  const anyPassed = (asks & PASSED) !== 0;
  const anyHeld = (asks & HELD) !== 0;
  const anyForfeit = (asks & FORFEITED) !== 0;
  const anyPushed = (asks & PUSHED) !== 0;
  for (const id of group) {
    const combatant = d.combatants[id];
    if (combatant === undefined || (anyPassed && d.passed[id] === true)) continue;
    const hold = anyHeld ? d.holds[id] : undefined;
    if (hold !== undefined) {
      if (hold.since === d.steps) continue;
      d.holds = without(d.holds, id);
      if (shape.quiet !== true) happened.push({ type: "hold-lapsed", id, hold: hold.kind, when: when(d) });
    }
    if (anyForfeit && d.forfeits[id] === true) {
      d.forfeits = without(d.forfeits, id);
      if (shape.quiet !== true) happened.push({ type: "skipped", id, reason: "aborted", when: when(d) });
      continue;
    }
    const reason = skipReason(shape, d, combatant, anyPushed);
    if (reason === null) (actors ??= []).push(id);
    else if (shape.quiet !== true) happened.push({ type: "skipped", id, reason, when: when(d) });
  }
  return actors ?? NOBODY;
}
