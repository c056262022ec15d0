import type { Hex } from "../hex/Hex";
import type { HexPath } from "../hex/path";
import type { Provocation } from "./provoking";
import type { LeavingProvocation } from "./threat";

/**
 * An attack of opportunity breaks into the action that provoked it: it is resolved at once,
 * then the action goes on. These functions lay out that order as data, the same for the
 * headless runner and for Foundry: play the beats front to back.
 *
 * At an opportunity beat the threatener may attack or let it pass; where `skillNegates` is set
 * the mover first rolls the skill, and a success means no attack.
 */
export type OpportunityBeat = {
  readonly kind: "opportunity";
  readonly threatener: string;
  readonly skillNegates: boolean;
  readonly gmMayWaive: boolean;
};

/** A stretch of the movement: from its first hex to its last, where the next beat happens. */
export type MoveBeat = { readonly kind: "move"; readonly path: HexPath } | (OpportunityBeat & { readonly at: Hex });

/**
 * A movement cut at each provocation: move up to the hex being left, the attacks provoked
 * there (in the order given, which is initiative order), then on. A movement that provokes
 * nothing is one stretch; standing still is no beat at all.
 */
export function interruptMovement(path: HexPath, provocations: readonly LeavingProvocation[]): MoveBeat[] {
  const ordered = [...provocations].sort((a, b) => a.leaving - b.leaving);
  const beats: MoveBeat[] = [];
  let from = 0;
  for (const provocation of ordered) {
    if (provocation.leaving > from) {
      beats.push({ kind: "move", path: path.slice(from, provocation.leaving + 1) });
      from = provocation.leaving;
    }
    beats.push({ kind: "opportunity", threatener: provocation.threatener, at: provocation.at, skillNegates: provocation.skillNegates, gmMayWaive: false });
  }
  if (from < path.length - 1) beats.push({ kind: "move", path: path.slice(from) });
  return beats;
}

/**
 * The mover can no longer go on after the attack at `index` (out of the fight, Stunned,
 * knocked down): the movement ends in that hex. Attacks provoked at the same hex still come,
 * since the lapse that provoked them has already happened; everything after is dropped.
 */
export function haltAfter(beats: readonly MoveBeat[], index: number): MoveBeat[] {
  const kept = beats.slice(0, index + 1);
  for (const beat of beats.slice(index + 1)) {
    if (beat.kind !== "opportunity") break;
    kept.push(beat);
  }
  return kept;
}

export type ActionBeat = OpportunityBeat | { readonly kind: "action" };

/**
 * A distracting action in a threatened hex: every attack it provokes comes first, in the
 * order given, then the action itself, if the actor can still take it.
 */
export function interruptAction(provocation: Provocation, threateners: readonly string[]): ActionBeat[] {
  if (!provocation.provokes) return [{ kind: "action" }];
  const attacks: ActionBeat[] = threateners.map((threatener) => ({
    kind: "opportunity",
    threatener,
    skillNegates: provocation.skillNegates,
    gmMayWaive: provocation.gmMayWaive,
  }));
  return [...attacks, { kind: "action" }];
}
