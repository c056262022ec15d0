import { weaponOf } from "./fighter";
import { isStanding, standsReady, type PhasesFighter } from "./fighter";
import { hexDistance } from "./hex/distance";
import { farthest, PHASES_RANGE, strikeOf, type Strike } from "./strikeRange";

/**
 * How far the character's melee attacks reach: the longer of its own reach and its weapon's
 * (a spear lends a second hex, a long arm needs no spear). Null when the weapon in hand is a
 * ranged one: its attack is a shot, and an attack of opportunity is a melee attack.
 */
export function meleeReach(fighter: PhasesFighter): number | null {
  return strikeWith(fighter).meleeReach;
}

/** The attack the character makes with the weapon in hand, as the range rule reads it. */
export function strikeWith(fighter: PhasesFighter): Strike {
  return strikeOf(weaponOf(fighter), fighter.actor.reach);
}

/**
 * How far the character threatens right now: its melee reach while it stands ready (not down,
 * not knocked out, not Stunned); null when it threatens nothing. Being unable to attack is
 * being unable to threaten.
 */
export function threatReach(fighter: PhasesFighter): number | null {
  return standsReady(fighter) ? meleeReach(fighter) : null;
}

/** How far away the character can hit someone: its melee reach, or its weapon's range. */
export function strikeDistance(fighter: PhasesFighter): number {
  return farthest(strikeWith(fighter));
}

/** Hexes between two characters, or null when either has no hex (a fight without a map). */
export function distanceBetween(a: PhasesFighter, b: PhasesFighter): number | null {
  return a.at === null || b.at === null ? null : hexDistance(a.at, b.at);
}

/** Whether the attacker can hit the target from where both stand, by the table's range rule; without a map, always. */
export function withinStrike(attacker: PhasesFighter, target: PhasesFighter): boolean {
  const distance = distanceBetween(attacker, target);
  return distance === null || PHASES_RANGE.judge(strikeWith(attacker), distance).kind !== "beyond";
}

/**
 * The enemies the character may attack now, in the order of `everyone`: the standing ones within
 * its strike; where none is, every standing enemy, since it closes on the one it goes for (see
 * policy.ts). On a map the nearest are always among them; without one, everyone is within strike.
 */
export function attackable(attacker: PhasesFighter, everyone: readonly PhasesFighter[]): PhasesFighter[] {
  const standing: PhasesFighter[] = [];
  if (attacker.at === null) {
    // Off the map every standing enemy is within strike: one list, no distances asked.
    for (const other of everyone) if (other.side !== attacker.side && isStanding(other)) standing.push(other);
    return standing;
  }
  const within: PhasesFighter[] = [];
  for (const other of everyone) {
    if (other.side === attacker.side || !isStanding(other)) continue;
    standing.push(other);
    if (withinStrike(attacker, other)) within.push(other);
  }
  return within.length > 0 ? within : standing;
}
