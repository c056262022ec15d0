import type { ApArmour } from "./schema";

/** The moves a character may make, each its Movement in feet, yards, or twice that in yards. */
export const MOVES = ["walk", "sprint", "run"] as const;
export type Move = (typeof MOVES)[number];

const MOVE_AP: Readonly<Record<Move, number>> = { walk: 1, sprint: 2, run: 3 };

/** What a character may do before the fight, and what it takes from its AP (and so its initiative). */
export const PRE_COMBAT = ["strategicCoordination", "readyWeapon", "singleMove", "dropBags"] as const;
export type PreCombat = (typeof PRE_COMBAT)[number];

/** The EV a character carries: its armour's and, until they are dropped, its bags'. */
export function carriedEv(armour: readonly ApArmour[], bagsEv: number): number {
  return armour.reduce((sum, piece) => sum + piece.ev, bagsEv);
}

/** An attack: the weapon's AP and the EV carried, one more for a called shot. */
export function attackCost(weaponAp: number, ev: number, called: boolean): number {
  return weaponAp + ev + (called ? 1 : 0);
}

/** A move: 1, 2 or 3 AP and the EV carried. Standing up from prone costs what a Walk does. */
export function moveCost(move: Move, ev: number): number {
  return MOVE_AP[move] + ev;
}

/** An active defence is the defender's action, paid as the cheapest one: 1 AP and the EV carried. */
export function defenceCost(ev: number): number {
  return 1 + ev;
}

/** A pre-combat action's AP (the source names them and gives no costs: see the README). */
export function preCombatCost(action: PreCombat, ev: number): number {
  switch (action) {
    case "strategicCoordination":
    case "readyWeapon":
      return 2;
    case "singleMove":
      return moveCost("walk", ev);
    case "dropBags":
      return 1;
  }
}
