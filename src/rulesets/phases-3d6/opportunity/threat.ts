import { allow, refuse, type Outcome } from "../../../engine/Refusal";
import type { Hex } from "../hex/Hex";
import { hexDistance } from "../hex/distance";
import { hexesWithin } from "../hex/hexesWithin";
import { checkPath, pathLength, type HexPath } from "../hex/path";

/**
 * A character able to make a melee attack right now, where it stands and how far it reaches.
 * The caller passes only enemies of the mover who could attack at all (not Stunned, not out of
 * the fight), in initiative order: that order is the order their attacks are offered in.
 */
export interface Threatener {
  readonly id: string;
  readonly at: Hex;
  readonly reach: number;
}

/** A character threatens every hex into which it can make a melee attack: all within its reach. */
export function threatens(threatener: Threatener, at: Hex): boolean {
  return hexDistance(threatener.at, at) <= threatener.reach;
}

export function threatenedHexes(threatener: Threatener): Hex[] {
  return hexesWithin(threatener.at, threatener.reach);
}

/** Who threatens a hex, in the order given. */
export function threatenersOf(at: Hex, threateners: readonly Threatener[]): Threatener[] {
  return threateners.filter((threatener) => threatens(threatener, at));
}

/**
 * How a character moves, as far as leaving threatened hexes goes:
 * - `combat`: ordinary combat movement, crawling, Move By, Move Through — leaving provokes, a skill roll may negate it;
 * - `nonCombat`: moving at non-combat speed — leaving provokes, no skill roll helps;
 * - `step`: the 1-hex step — never provokes;
 * - `withdraw`: the withdraw action — never provokes.
 */
export type MovementManner = "combat" | "nonCombat" | "step" | "withdraw";

export interface Movement {
  readonly mover: string;
  readonly path: HexPath;
  readonly manner: MovementManner;
  /** The mover's combat movement in hexes: a character with 1 hex or less has no 1-hex step. */
  readonly combatMovement: number;
}

export interface LeavingProvocation {
  readonly threatener: string;
  /** Index in the path of the hex being left: the attack comes while the mover still stands there. */
  readonly leaving: number;
  readonly at: Hex;
  /** Ordinary combat movement: a successful skill roll by the mover negates the attack. */
  readonly skillNegates: boolean;
}

/**
 * Which threateners a movement provokes, and where. Every step out of a hex a threatener
 * threatens is leaving it, even a step into another hex it threatens; but all the leaving one
 * mover does in a Phase is a single opportunity for each threatener, so each provokes at most
 * once, at the first hex it is left from. `alreadyProvoked` names the threateners this mover's
 * earlier movement in the same Phase has provoked already (taken or let pass). Refuses a path
 * with gaps, and a 1-hex step that is not one.
 */
export function leavesThreat(movement: Movement, threateners: readonly Threatener[], alreadyProvoked: readonly string[] = []): Outcome<LeavingProvocation[]> {
  const checked = checkPath(movement.path);
  if (!checked.ok) return checked;
  if (movement.manner === "step") {
    if (movement.combatMovement <= 1) {
      return refuse("step-too-slow", "A character with 1 hex of movement or less has no 1-hex step: even 1 hex takes a move action", {
        movement: movement.combatMovement,
      });
    }
    if (pathLength(movement.path) > 1) {
      return refuse("step-too-long", "A 1-hex step moves one hex at most", { hexes: pathLength(movement.path) });
    }
    return allow([]);
  }
  if (movement.manner === "withdraw") return allow([]);
  const skillNegates = movement.manner === "combat";
  const found: LeavingProvocation[] = [];
  const provoked = new Set(alreadyProvoked);
  for (let leaving = 0; leaving < movement.path.length - 1; leaving += 1) {
    const at = movement.path[leaving];
    if (at === undefined) continue;
    for (const threatener of threateners) {
      if (threatener.id === movement.mover || provoked.has(threatener.id) || !threatens(threatener, at)) continue;
      provoked.add(threatener.id);
      found.push({ threatener: threatener.id, leaving, at, skillNegates });
    }
  }
  return allow(found);
}
