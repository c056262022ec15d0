import type { ClockShape } from "./ClockShape";
import type { ClockCombatant, Group } from "./ClockState";

/**
 * Positive when tuple `a` ranks ahead of `b`: element by element, higher first; where one tuple
 * runs out, the one that still has an element ranks ahead.
 */
export function compareTiebreak(a: readonly number[], b: readonly number[]): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    return x > y ? 1 : -1;
  }
  return 0;
}

function scoreOf(combatant: ClockCombatant): number {
  return combatant.score ?? Number.NEGATIVE_INFINITY;
}

/** Positive when `a` acts before `b`; zero when only the joining order can split them. */
export function compareRank(a: ClockCombatant, b: ClockCombatant): number {
  const difference = scoreOf(a) - scoreOf(b);
  if (difference !== 0) return difference > 0 ? 1 : -1;
  return compareTiebreak(a.tiebreak, b.tiebreak);
}

/** A combatant to rank, with its place in the roster: the last word on otherwise equal ranks. */
export interface Seat {
  readonly combatant: ClockCombatant;
  readonly joined: number;
}

/** Positive when `q` takes its place before `p`: the rank, then the joining order. */
function seatOrder(p: Seat, q: Seat): number {
  return compareRank(q.combatant, p.combatant) || p.joined - q.joined;
}

/** How many seats a sort by insertion takes on; a bigger fight is sorted by the engine's sort. */
const FEW_SEATS = 24;

/**
 * The seats in order. With every score set, `seatOrder` is a total order (the joining order
 * splits whatever rank does not), so every sort gives the one same result: a fight's few seats
 * are sorted by insertion, with no call through the engine's sort for each comparison, as a rule
 * set that rolls every round ranks everyone every round. Of two unset scores each ranks behind
 * the other (their difference is not a number): there the engine's sort stays the last word.
 */
function sortSeats(seats: Seat[]): void {
  if (seats.length > FEW_SEATS || seats.some((seat) => seat.combatant.score === null)) {
    seats.sort(seatOrder);
    return;
  }
  for (let index = 1; index < seats.length; index++) {
    const seat = seats[index];
    if (seat === undefined) continue;
    let place = index;
    for (; place > 0; place--) {
      const before = seats[place - 1];
      if (before === undefined || seatOrder(before, seat) <= 0) break;
      seats[place] = before;
    }
    seats[place] = seat;
  }
}

/**
 * The ranking of the seats, highest first; under simultaneous ties equal scores share a group.
 * The seats are sorted where they lie: they are the caller's, made for this ranking.
 */
export function rank(shape: ClockShape, seats: Seat[]): Group[] {
  sortSeats(seats);
  const together = shape.ties === "simultaneous";
  const groups: string[][] = [];
  // The group last opened and the score it was opened at: a rule set that rolls every round ranks everyone every round.
  let last: string[] | null = null;
  let lastScore = 0;
  for (let index = 0; index < seats.length; index++) {
    const combatant = seats[index]?.combatant;
    if (combatant === undefined) continue;
    const score = scoreOf(combatant);
    if (together && last !== null && lastScore === score) {
      last.push(combatant.id);
    } else {
      last = [combatant.id];
      groups.push(last);
    }
    lastScore = score;
  }
  return groups;
}

/**
 * Where a newcomer goes in a ranked list of groups: into the first group it ties with under
 * simultaneous ties, else before the first group it outranks (after all its equals).
 */
export function placeNewcomer(
  shape: ClockShape,
  groups: readonly Group[],
  newcomer: ClockCombatant,
  combatants: Readonly<Record<string, ClockCombatant>>,
): { readonly groups: Group[]; readonly index: number; readonly joinedGroup: boolean } {
  for (let index = 0; index < groups.length; index++) {
    const group = groups[index] ?? [];
    const leader = combatants[group[0] ?? ""];
    if (leader === undefined) continue;
    if (shape.ties === "simultaneous" && scoreOf(leader) === scoreOf(newcomer)) {
      const joined = groups.map((g, i) => (i === index ? [...g, newcomer.id] : g));
      return { groups: joined, index, joinedGroup: true };
    }
    if (compareRank(newcomer, leader) > 0) {
      return { groups: [...groups.slice(0, index), [newcomer.id], ...groups.slice(index)], index, joinedGroup: false };
    }
  }
  return { groups: [...groups, [newcomer.id]], index: groups.length, joinedGroup: false };
}

/**
 * The order with the unaware moved after everyone aware, each part keeping its own order; a group
 * acting together is split where awareness differs.
 */
export function awareFirst(groups: readonly Group[], combatants: Readonly<Record<string, ClockCombatant>>): Group[] {
  const part = (aware: boolean): Group[] =>
    groups.map((group) => group.filter((id) => (combatants[id]?.aware ?? true) === aware)).filter((group) => group.length > 0);
  return [...part(true), ...part(false)];
}
