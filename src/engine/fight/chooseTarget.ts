import type { ScriptStep } from "../script/ScriptStep";
import type { Targeting, TargetReason } from "../script/Targeting";
import type { ChosenTarget } from "./FightContext";
import type { RuleSetRuntime } from "./RuleSetRuntime";
import type { FighterBase } from "../script/FighterBase";
import { standingEnemies } from "./standingEnemies";

/** What a choice of target reads of the rule set: whom a fighter may attack, how near each is to falling, how far apart two stand. */
export type TargetRules<F extends FighterBase> = Pick<RuleSetRuntime<F>, "attackable" | "trackLeft" | "distance" | "isStanding">;

/** Whom `attacker` may attack now: the rule set's answer, or where it gives none, every standing enemy. */
export function attackableBy<F extends FighterBase>(rules: TargetRules<F>, attacker: F, everyone: readonly F[]): readonly F[] {
  return rules.attackable === undefined ? standingEnemies(attacker, everyone, rules.isStanding) : rules.attackable(attacker, everyone);
}

/**
 * The `first` choice where any standing enemy may be attacked: the first of the standing enemies
 * nearest the attacker (the first of them all where nobody stands anywhere), with why only where
 * a second stands too. It is the list's answer (`firstNearest` of `standingEnemies`), found by one
 * look along everyone, where the list was made of all of them at every attack only for its first
 * and its length.
 */
function firstStandingEnemy<F extends FighterBase>(rules: TargetRules<F>, attacker: F, everyone: readonly F[]): ChosenTarget<F> | undefined {
  const side = attacker.side;
  const distance = rules.distance;
  let first: F | undefined;
  let least = Number.POSITIVE_INFINITY;
  let more = false;
  for (const other of everyone) {
    if (other.side === side || !rules.isStanding(other)) continue;
    if (first !== undefined) {
      more = true;
      // Where nobody stands anywhere, every enemy is as near: the first stays first.
      if (distance === undefined) break;
    }
    const apart = distance?.(attacker, other) ?? 0;
    if (apart < least) {
      least = apart;
      first = other;
    }
  }
  return first === undefined ? undefined : { fighter: first, reason: more ? "first" : null };
}

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
  const memory = new TargetMemory<F>(choose);
  return (attacker, everyone, step) => {
    if (step?.target !== undefined) {
      const named = everyone.find((other) => other.id === step.target);
      if (named !== undefined && rules.isStanding(named)) return { fighter: named, reason: null };
    }
    const targeting = targetingOf(attacker.id);
    if (targeting === "first" && rules.attackable === undefined) return firstStandingEnemy(rules, attacker, everyone);
    const candidates = attackableBy(rules, attacker, everyone);
    if (candidates.length === 0) return undefined;
    let reason: TargetReason = targeting;
    let best: readonly F[];
    switch (targeting) {
      case "random":
        best = candidates;
        break;
      case "nearest":
        best = nearestOf(rules, attacker, candidates);
        break;
      case "first": {
        // One answer, whatever was chosen before: nothing to remember, nothing drawn.
        const fighter = firstNearest(rules, attacker, candidates);
        return fighter === undefined ? undefined : { fighter, reason: candidates.length > 1 ? reason : null };
      }
      case "focus": {
        const picked = memory.focusOf(attacker.side, leastLeft(rules, attacker.side, everyone));
        const reachable = picked !== undefined && candidates.includes(picked);
        best = reachable ? [picked] : candidates;
        if (!reachable) reason = "focus-unreachable";
        break;
      }
    }
    const fighter = memory.aimAt(placeIn(everyone, attacker), best);
    if (fighter === undefined) return undefined;
    return { fighter, reason: candidates.length > 1 ? reason : null };
  };
}

/**
 * What one fight's choices of target remember: the enemy each combatant went for, and the enemy
 * each side focuses on. A choice among equals is drawn from the fight's generator, and only
 * where there is more than one to draw from.
 */
class TargetMemory<F extends FighterBase> {
  /**
   * The id of the enemy each combatant last chose, by the combatant's place among everyone: asked
   * at every attack, and a place is found among a few fighters by identity, where an id would be
   * hashed.
   */
  private readonly aims: (string | undefined)[];
  /** The enemy each side focuses on, by side: made when a side first focuses, as most fights have no one who does. */
  private focus: Map<string, string> | null;
  private readonly choose: (count: number) => number;

  constructor(choose: (count: number) => number) {
    this.aims = [];
    this.focus = null;
    this.choose = choose;
  }

  /** The enemy from `best` of the attacker at `place`: the one it chose before while that one is still there, else one drawn. */
  aimAt(place: number, best: readonly F[]): F | undefined {
    const before = this.aims[place];
    const kept = before === undefined ? undefined : withId(best, before);
    if (kept !== undefined) return kept;
    const chosen = this.drawn(best);
    if (chosen !== undefined) this.aims[place] = chosen.id;
    return chosen;
  }

  /** The side's focus among `least` (its enemies nearest to falling): the one it had while that one is still among them, else one drawn. */
  focusOf(side: string, least: readonly F[]): F | undefined {
    const before = this.focus?.get(side);
    const kept = before === undefined ? undefined : withId(least, before);
    if (kept !== undefined) return kept;
    const chosen = this.drawn(least);
    if (chosen !== undefined) (this.focus ??= new Map()).set(side, chosen.id);
    return chosen;
  }

  private drawn(among: readonly F[]): F | undefined {
    return among.length === 1 ? among[0] : among[this.choose(among.length)];
  }
}

/** The attacker's place among everyone: the fight asks for the target of one of its own fighters, as it stands now. */
function placeIn<F>(everyone: readonly F[], attacker: F): number {
  const place = everyone.indexOf(attacker);
  if (place < 0) throw new Error("A target is chosen for an attacker that is not in the fight as it stands");
  return place;
}

/** The one of `fighters` with the id, if any. */
function withId<F extends FighterBase>(fighters: readonly F[], id: string): F | undefined {
  for (const fighter of fighters) if (fighter.id === id) return fighter;
  return undefined;
}

/** The standing enemies of `side` with least of their damage track left, in the order of `everyone`. */
function leastLeft<F extends FighterBase>(rules: TargetRules<F>, side: string, everyone: readonly F[]): F[] {
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
  return nearest;
}

/** How far the attacker stands from another: 0 where either stands nowhere, or the rule set has no positions. */
function apart<F extends FighterBase>(rules: TargetRules<F>, attacker: F, other: F): number {
  return rules.distance?.(attacker, other) ?? 0;
}

/** Those of `candidates` nearest the attacker, in their order: all of them where the rule set has no positions. */
function nearestOf<F extends FighterBase>(rules: TargetRules<F>, attacker: F, candidates: readonly F[]): readonly F[] {
  if (rules.distance === undefined) return candidates;
  let least = Number.POSITIVE_INFINITY;
  let nearest: F[] = [];
  for (const other of candidates) {
    const distance = apart(rules, attacker, other);
    if (distance < least) {
      least = distance;
      nearest = [other];
    } else if (distance === least) nearest.push(other);
  }
  return nearest;
}

/** The first of those nearest the attacker: `nearestOf(...)[0]`, without a list for it. */
function firstNearest<F extends FighterBase>(rules: TargetRules<F>, attacker: F, candidates: readonly F[]): F | undefined {
  if (rules.distance === undefined) return candidates[0];
  let least = Number.POSITIVE_INFINITY;
  let first: F | undefined;
  for (const other of candidates) {
    const distance = apart(rules, attacker, other);
    if (distance < least) {
      least = distance;
      first = other;
    }
  }
  return first;
}
