import type { Group } from "./ClockState";
import { withEntry, type Draft } from "./draft";
import { groupIndexOf, insertGroup, takeOut } from "./groups";
import type { ClockHappening } from "./happenings";
import { when } from "./when";

/**
 * A held action taken now fixes the combatant's place from here on: it leaves its old place and
 * stands alone immediately before the current group (`before`) or right after it, with the
 * score of the group it stands against. The walk's pointer ends on the current group when the
 * combatant breaks in before it, else on the combatant's new place.
 */
export function reposition(d: Draft, happened: ClockHappening[], id: string, before: boolean): void {
  const sharedOrder = d.order === d.sequence;
  const taken = takeOut(d.sequence, d.turn, id);
  const at = before && !taken.currentGone ? taken.turn : taken.turn + 1;
  const sequence = insertGroup(taken.groups, at, [id]);
  const anchor = before ? sequence[at + 1] : (sequence[at - 1] ?? sequence[at + 1]);
  const leader = d.combatants[anchor?.[0] ?? ""];
  const combatant = d.combatants[id];
  if (leader !== undefined && leader.score !== null && combatant !== undefined) {
    d.combatants = withEntry(d.combatants, id, { ...combatant, score: leader.score, tiebreak: leader.tiebreak });
    happened.push({ type: "initiative-changed", id, score: leader.score, tiebreak: leader.tiebreak, when: when(d) });
  }
  d.order = sharedOrder ? sequence : placeInOrder(d.order, id, sequence[at + 1]);
  d.sequence = sequence;
  d.turn = before && !taken.currentGone ? at + 1 : at;
}

/** The standing order with `id` moved to just before the group of `nextId`'s (or last). */
function placeInOrder(order: readonly Group[], id: string, nextGroup: Group | undefined): Group[] {
  const { groups } = takeOut(order, -1, id);
  const nextIndex = nextGroup === undefined ? -1 : groupIndexOf(groups, nextGroup[0] ?? "");
  return insertGroup(groups, nextIndex < 0 ? groups.length : nextIndex, [id]);
}
