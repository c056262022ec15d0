import { allow, type Outcome, type Refusal } from "../Refusal";
import { text, type LocalText } from "../text/LocalText";
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

/**
 * The verdict on one distance: the rule's, where the scene is measured in the unit the rule
 * counts in; else (a scene in feet under a rule in metres) the distance alone, for the GM.
 */
function verdictOn(range: RangeAtTable | undefined, start: StartedAttack, measured: MeasuredDistance): RangeVerdict | null {
  if (range === undefined || measured.units !== range.units) return { kind: "shown" };
  return range.judge(start, measured.distance);
}

/** A target as the range rule's verdict names it: its ref and its name. */
export interface NamedTarget {
  readonly ref: string;
  readonly name: string;
}

type Judged = { readonly target: NamedTarget; readonly measured: MeasuredDistance; readonly verdict: RangeVerdict };

/** Each measured target with the rule's verdict on it; a start the rule reads as no attack has none. */
function judgeEach(
  range: RangeAtTable | undefined,
  start: StartedAttack & { readonly targets: readonly NamedTarget[] },
  distances: Readonly<Record<string, MeasuredDistance>>,
): Judged[] {
  return start.targets.flatMap((target) => {
    const measured = Object.hasOwn(distances, target.ref) ? distances[target.ref] : undefined;
    const verdict = measured === undefined ? null : verdictOn(range, start, measured);
    return measured === undefined || verdict === null ? [] : [{ target, measured, verdict }];
  });
}

/** The refusal of the first target beyond reach or range, or null when every one is within. */
function firstRefusal(judged: readonly Judged[]): Refusal | null {
  for (const one of judged) if (one.verdict.kind === "beyond") return one.verdict.refusal;
  return null;
}

function kept({ target, measured, verdict }: Judged): ReachOnCard {
  const shown: ReachOnCard = { target: target.ref, name: target.name, distance: measured.distance, units: measured.units };
  return verdict.kind === "band" ? { ...shown, band: verdict.band, modifier: verdict.modifier } : shown;
}

/**
 * The distance to each target the GM's game measured, judged by the rule set's range rule:
 * refused (the first target beyond reach or range, in the rule's words), else the lines each
 * target's card keeps, by its ref. A target with no distance (no scene, no token) has none,
 * and a start the rule reads as no attack keeps nothing.
 */
export function judgeReach(
  range: RangeAtTable | undefined,
  start: StartedAttack & { readonly targets: readonly NamedTarget[] },
  distances: Readonly<Record<string, MeasuredDistance>>,
): Outcome<Readonly<Record<string, ReachOnCard>>> {
  const judged = judgeEach(range, start, distances);
  const refusal = firstRefusal(judged);
  if (refusal !== null) return { ok: false, refusal };
  return allow(Object.fromEntries(judged.map((one) => [one.target.ref, kept(one)])));
}

/** What the modifiers dialog says of the targets' distances before the roll: each distance, a refusal to come, and whether the GM decides. */
export interface ReachNote {
  readonly lines: readonly LocalText[];
  /** The refusal the GM's game will give (out of reach or range), said before the roll. */
  readonly refusal: Refusal | null;
  /** Some distance is shown with no rule on it: the GM decides what it allows. */
  readonly gmDecides: boolean;
}

/** The dialog's note on the distances this game measured; null when none was (no scene, no token, no canvas). */
export function reachNote(
  range: RangeAtTable | undefined,
  start: StartedAttack & { readonly targets: readonly NamedTarget[] },
  distances: Readonly<Record<string, MeasuredDistance>>,
): ReachNote | null {
  const judged = judgeEach(range, start, distances);
  if (judged.length === 0) return null;
  return {
    lines: reachLines(judged.map(kept)),
    refusal: firstRefusal(judged),
    gmDecides: judged.some((one) => one.verdict.kind === "shown"),
  };
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
