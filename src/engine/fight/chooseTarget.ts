import type { ScriptStep } from "../script/ScriptStep";
import type { Targeting, TargetReason } from "../script/Targeting";
import type { ChosenTarget } from "./FightContext";
import type { RuleSetRuntime } from "./RuleSetRuntime";
import type { FighterBase } from "../script/FighterBase";

/** What a choice of target reads of the rule set: whom a fighter may attack, how near each is to falling, how far apart two stand. */
export type TargetRules<F extends FighterBase> = Pick<RuleSetRuntime<F>, "attackable" | "trackLeft" | "distance" | "isStanding">;

/** Chooses the target of one attacker, given everyone in the fight and its scripted step for the round. */
export type TargetChooser<F> = (attacker: F, everyone: readonly F[], step: ScriptStep | undefined) => ChosenTarget<F> | undefined;

/**
 * How every rule set's unscripted combatants choose whom to attack, for one fight: a scripted
 * target while it stands; else, among the enemies the rule set says the attacker may attack now,
 * the one its targeting (`script/Targeting.ts`) picks. `choose` draws among equals from the
 * fight's seeded generator, and only where there is more than one to draw from, so a choice with
 * one answer (`first` always) throws nothing.
 *
 * It remembers, for the fight it is made for, the enemy each combatant went for and the enemy
 * each side focuses on: a combatant keeps its enemy while that one is still among those its
 * targeting would choose from, and a side keeps its focus while it is still the nearest to
 * falling (one of them, on a tie).
 */
export function targetChooser<F extends FighterBase>(
  rules: TargetRules<F>,
  targetingOf: (id: string) => Targeting,
  choose: (count: number) => number,
): TargetChooser<F> {
  /** The enemy each combatant last chose, by the combatant's id. */
  const aims = new Map<string, string>();
  /** The enemy each side focuses on, by side. */
  const focus = new Map<string, string>();

  const drawn = (among: readonly F[]): F | undefined => (among.length === 1 ? among[0] : among[choose(among.length)]);

  /** The attacker's enemy from `best`: the one it chose before while that one is still there, else one drawn. */
  const aimAt = (attacker: F, best: readonly F[]): F | undefined => {
    const before = aims.get(attacker.id);
    const kept = before === undefined ? undefined : best.find((other) => other.id === before);
    if (kept !== undefined) return kept;
    const chosen = drawn(best);
    if (chosen !== undefined) aims.set(attacker.id, chosen.id);
    return chosen;
  };

  /** The side's focus: the standing enemy with least of its damage track left, kept while it stays the least. */
  const focusOf = (side: string, everyone: readonly F[]): F | undefined => {
    let least = Number.POSITIVE_INFINITY;
    let nearest: F[] = [];
    for (const other of everyone) {
      if (other.side === side || !rules.isStanding(other)) continue;
      const left = rules.trackLeft(other);
      if (left < least) {
        least = left;
        nearest = [other];
      } else if (left === least) nearest.push(other);
    }
    const before = focus.get(side);
    const kept = before === undefined ? undefined : nearest.find((other) => other.id === before);
    if (kept !== undefined) return kept;
    const chosen = drawn(nearest);
    if (chosen !== undefined) focus.set(side, chosen.id);
    return chosen;
  };

  /** How far the attacker stands from another: 0 where either stands nowhere, or the rule set has no positions. */
  const apart = (attacker: F, other: F): number => rules.distance?.(attacker, other) ?? 0;

  /** Those of `candidates` nearest the attacker, in their order: all of them where the rule set has no positions. */
  const nearestOf = (attacker: F, candidates: readonly F[]): readonly F[] => {
    if (rules.distance === undefined) return candidates;
    let least = Number.POSITIVE_INFINITY;
    let nearest: F[] = [];
    for (const other of candidates) {
      const distance = apart(attacker, other);
      if (distance < least) {
        least = distance;
        nearest = [other];
      } else if (distance === least) nearest.push(other);
    }
    return nearest;
  };

  /** The first of those nearest the attacker: `nearestOf(...)[0]`, without a list for it. */
  const firstNearest = (attacker: F, candidates: readonly F[]): F | undefined => {
    if (rules.distance === undefined) return candidates[0];
    let least = Number.POSITIVE_INFINITY;
    let first: F | undefined;
    for (const other of candidates) {
      const distance = apart(attacker, other);
      if (distance < least) {
        least = distance;
        first = other;
      }
    }
    return first;
  };

  return (attacker, everyone, step) => {
    if (step?.target !== undefined) {
      const named = everyone.find((other) => other.id === step.target);
      if (named !== undefined && rules.isStanding(named)) return { fighter: named, reason: null };
    }
    const candidates = rules.attackable(attacker, everyone);
    if (candidates.length === 0) return undefined;
    const targeting = targetingOf(attacker.id);
    let reason: TargetReason = targeting;
    let best: readonly F[];
    switch (targeting) {
      case "random":
        best = candidates;
        break;
      case "nearest":
        best = nearestOf(attacker, candidates);
        break;
      case "first": {
        // One answer, whatever was chosen before: nothing to remember, nothing drawn.
        const fighter = firstNearest(attacker, candidates);
        return fighter === undefined ? undefined : { fighter, reason: candidates.length > 1 ? reason : null };
      }
      case "focus": {
        const picked = focusOf(attacker.side, everyone);
        const reachable = picked !== undefined && candidates.includes(picked);
        best = reachable ? [picked] : candidates;
        if (!reachable) reason = "focus-unreachable";
        break;
      }
    }
    const fighter = aimAt(attacker, best);
    if (fighter === undefined) return undefined;
    return { fighter, reason: candidates.length > 1 ? reason : null };
  };
}
