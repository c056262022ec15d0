import type { Group } from "./ClockState";

/** Index of the group holding `id`, or -1. */
export function groupIndexOf(groups: readonly Group[], id: string): number {
  return groups.findIndex((group) => group.includes(id));
}

/**
 * `groups` without `id` (a group it leaves empty is dropped), and where the pointer `turn`
 * now stands: on the same group, or on the one before when the current group itself vanished.
 */
export function takeOut(
  groups: readonly Group[],
  turn: number,
  id: string,
): { readonly groups: Group[]; readonly turn: number; readonly currentGone: boolean } {
  const index = groupIndexOf(groups, id);
  if (index < 0) return { groups: [...groups], turn, currentGone: false };
  const rest = (groups[index] ?? []).filter((other) => other !== id);
  if (rest.length > 0) return { groups: groups.map((group, i) => (i === index ? rest : group)), turn, currentGone: false };
  const remaining = [...groups.slice(0, index), ...groups.slice(index + 1)];
  return { groups: remaining, turn: index <= turn ? turn - 1 : turn, currentGone: index === turn };
}

/** `groups` with a new group inserted at `index`. */
export function insertGroup(groups: readonly Group[], index: number, group: Group): Group[] {
  return [...groups.slice(0, index), group, ...groups.slice(index)];
}
