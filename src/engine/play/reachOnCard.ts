import { allow, type Outcome } from "../Refusal";
import * as Type from "../schema/TypeBuilders";
import { text, type LocalText } from "../text/LocalText";
import type { ActorSnapshot } from "./ActorSnapshot";
import type { RangeAtTable, RangeVerdict, StartedAttack } from "./RangeRule";
import { signed } from "./RollModifiers";

/** How far a target stands from the attacker, as the GM's game measured it on the scene, in the scene's units. */
export interface MeasuredDistance {
  readonly distance: number;
  readonly units: string;
}

/** What an attack card keeps of a target's distance: shown on the card, and the band the rule put it in. */
export interface ReachOnCard {
  readonly target: string;
  readonly name: string;
  readonly distance: number;
  readonly units: string;
  /** The key of the band's name, where the rule set's range rule sets the difficulty by bands. */
  readonly band?: string;
  /** What the band adds to the difficulty. */
  readonly modifier?: number;
}

export const ReachOnCardSchema = Type.Object({
  target: Type.String(),
  name: Type.String(),
  distance: Type.Number({ minimum: 0 }),
  units: Type.String(),
  band: Type.Optional(Type.String()),
  modifier: Type.Optional(Type.Integer()),
});

/**
 * The verdict on one distance: the rule's, where the scene is measured in the unit the rule
 * counts in; else (a scene in feet under a rule in metres) the distance alone, for the GM.
 */
function verdictOn(range: RangeAtTable | undefined, start: StartedAttack, measured: MeasuredDistance): RangeVerdict | null {
  if (range === undefined || measured.units !== range.units) return { kind: "shown" };
  return range.judge(start, measured.distance);
}

/**
 * The distance to each target the GM's game measured, judged by the rule set's range rule:
 * refused (the first target beyond reach or range, in the rule's words), else the lines each
 * target's card keeps, by its ref. A target with no distance (no scene, no token) has none,
 * and a start the rule reads as no attack keeps nothing.
 */
export function judgeReach(
  range: RangeAtTable | undefined,
  start: StartedAttack & { readonly targets: readonly ActorSnapshot[] },
  distances: Readonly<Record<string, MeasuredDistance>>,
): Outcome<Readonly<Record<string, ReachOnCard>>> {
  const kept: Record<string, ReachOnCard> = {};
  for (const target of start.targets) {
    const measured = Object.hasOwn(distances, target.ref) ? distances[target.ref] : undefined;
    if (measured === undefined) continue;
    const verdict = verdictOn(range, start, measured);
    if (verdict === null) continue;
    if (verdict.kind === "beyond") return { ok: false, refusal: verdict.refusal };
    const shown: ReachOnCard = { target: target.ref, name: target.name, distance: measured.distance, units: measured.units };
    kept[target.ref] = verdict.kind === "band" ? { ...shown, band: verdict.band, modifier: verdict.modifier } : shown;
  }
  return allow(kept);
}

/** The card's lines for its targets' distances: how far, and the band's change to the difficulty. */
export function reachLines(reach: readonly ReachOnCard[]): LocalText[] {
  return reach.map((one) => {
    const far = { name: one.name, distance: one.distance, units: one.units };
    return one.band === undefined || one.modifier === undefined
      ? text("TURNWRIGHT.Range.Distance", far)
      : text("TURNWRIGHT.Range.InBand", { ...far, band: one.band, modifier: signed(one.modifier) });
  });
}
