import type { ClockPresent } from "./ClockState";
import { without } from "./draft";
import { takeOut } from "./groups";
import { ownEntry } from "../idRecord";

/**
 * `present` with no trace of `id`. `stranded` when the combatant was the one acting (alone, or
 * out of turn with nothing to resume), so that nobody is acting now.
 */
export function withoutCombatant(present: ClockPresent, id: string): { readonly present: ClockPresent; readonly stranded: boolean } {
  if (ownEntry(present.combatants, id) === undefined) return { present, stranded: false };
  const wasActing = present.acting.includes(id) || present.interrupt?.id === id;
  const taken = takeOut(present.sequence, present.turn, id);
  const order = present.sequence === present.order ? taken.groups : takeOut(present.order, -1, id).groups;
  const interrupt = present.interrupt?.id === id ? null : present.interrupt;
  const acting = present.acting.filter((other) => other !== id);
  const resumes = present.interrupt?.id === id && present.interrupt.resumes && acting.length > 0;
  const next: ClockPresent = {
    ...present,
    roster: present.roster.filter((other) => other !== id),
    combatants: without(present.combatants, id),
    order,
    sequence: taken.groups,
    turn: taken.turn,
    acting,
    interrupt,
    holds: without(present.holds, id),
    forfeits: without(present.forfeits, id),
    declared: without(present.declared, id),
    passed: without(present.passed, id),
    pushed: without(present.pushed, id),
  };
  const stranded = wasActing && next.stage === "acting" && interrupt === null && acting.length === 0 && !resumes;
  return { present: next, stranded };
}
