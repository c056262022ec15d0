import type { ClockShape } from "./ClockShape";
import type { ClockCombatant, ClockPresent } from "./ClockState";
import { withEntry } from "./draft";
import { placeNewcomer } from "./ranking";
import { ownEntry } from "../idRecord";

/**
 * `present` with a newcomer in it. Where the order is set and kept, a newcomer with a score takes
 * its ranked place, and acts this step if that place is still ahead of the walk. Otherwise it
 * waits for the next time initiative is set.
 */
export function withCombatant(shape: ClockShape, present: ClockPresent, newcomer: ClockCombatant): ClockPresent {
  if (ownEntry(present.combatants, newcomer.id) !== undefined) return present;
  const combatants = withEntry(present.combatants, newcomer.id, newcomer);
  const roster = [...present.roster, newcomer.id];
  if (shape.initiative !== "once" || present.round === 0 || newcomer.score === null) return { ...present, roster, combatants };
  const inOrder = placeNewcomer(shape, present.order, newcomer, combatants);
  if (present.sequence.length === 0) return { ...present, roster, combatants, order: inOrder.groups };
  const inSequence = present.sequence === present.order ? inOrder : placeNewcomer(shape, present.sequence, newcomer, combatants);
  const shifts = !inSequence.joinedGroup && inSequence.index <= present.turn;
  return {
    ...present,
    roster,
    combatants,
    order: inOrder.groups,
    sequence: inSequence.groups,
    turn: shifts ? present.turn + 1 : present.turn,
  };
}
