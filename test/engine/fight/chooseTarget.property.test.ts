import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attackableBy, targetChooser, type TargetRules } from "../../../src/engine/fight/chooseTarget";
import { standingEnemies } from "../../../src/engine/fight/standingEnemies";
import { SeededGenerator } from "../../../src/engine/random/SeededGenerator";
import { TARGETINGS, type Targeting } from "../../../src/engine/script/Targeting";

/** A fighter of a made-up rule set: where it stands (on a line), how much of its track is left, and whom it can reach. */
interface Dummy {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly at: number | null;
  readonly left: number;
  /** How far it reaches; null: everyone. */
  readonly reach: number | null;
}

const standing = (fighter: Dummy): boolean => fighter.left > 0;
const apart = (a: Dummy, b: Dummy): number | null => (a.at === null || b.at === null ? null : Math.abs(a.at - b.at));

/** Whom a dummy may attack: standing enemies within its reach, as a rule set with reach would say. */
const rules: TargetRules<Dummy> = {
  isStanding: standing,
  trackLeft: (fighter) => Math.max(0, fighter.left),
  distance: apart,
  attackable: (attacker, everyone) =>
    standingEnemies(attacker, everyone, standing).filter((other) => attacker.reach === null || (apart(attacker, other) ?? 0) <= attacker.reach),
};
const withoutPositions: TargetRules<Dummy> = { ...rules, distance: undefined };
/** A rule set that asks nothing more of a target than standing, with positions and without, saying so outright and by leaving `attackable` out. */
const onlyStanding = [rules, withoutPositions].map((kind) => ({
  said: { ...kind, attackable: (attacker: Dummy, everyone: readonly Dummy[]) => standingEnemies(attacker, everyone, standing) },
  leftOut: { ...kind, attackable: undefined },
}));

const fighter = fc.record({
  side: fc.constantFrom("a", "b", "c"),
  at: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
  // A few values only, so ties are common.
  left: fc.constantFrom(0, 0.25, 0.5, 1),
  reach: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
});
const fight = fc.array(fighter, { minLength: 2, maxLength: 9 }).map((list) => list.map((f, index): Dummy => ({ ...f, id: `f${index}`, name: `F${index}` })));

/** A draw that remembers how many choices it was offered each time. */
function recordingDraws(seed: number): { readonly choose: (count: number) => number; readonly offered: number[] } {
  const generator = new SeededGenerator(seed);
  const offered: number[] = [];
  return { offered, choose: (count) => (offered.push(count), generator.nextInt(0, count - 1)) };
}

const everyone = (targeting: Targeting) => () => targeting;

describe("the one choice of target", () => {
  it("a scripted target still standing is attacked whatever the targeting, and nothing is drawn for it", () => {
    fc.assert(
      fc.property(fight, fc.constantFrom(...TARGETINGS), fc.nat(), (list, targeting, seed) => {
        const attacker = list[0];
        const named = list.find((other) => other.side !== attacker?.side && standing(other));
        if (attacker === undefined || named === undefined) return;
        const draws = recordingDraws(seed);
        const chosen = targetChooser(rules, everyone(targeting), draws.choose)(attacker, list, { round: 1, actions: [], target: named.id });
        expect(chosen).toEqual({ fighter: named, reason: null });
        expect(draws.offered).toEqual([]);
      }),
    );
  });

  it("otherwise goes for one the rule set says it may attack, nobody when it may attack nobody, says why only where it had a choice, and draws only among two or more", () => {
    fc.assert(
      fc.property(fight, fc.constantFrom(...TARGETINGS), fc.nat(), (list, targeting, seed) => {
        const draws = recordingDraws(seed);
        const choose = targetChooser(rules, everyone(targeting), draws.choose);
        for (const attacker of list) {
          const candidates = attackableBy(rules, attacker, list);
          const chosen = choose(attacker, list, undefined);
          if (candidates.length === 0) expect(chosen).toBeUndefined();
          else expect(candidates).toContain(chosen?.fighter);
          if (chosen !== undefined) expect(chosen.reason === null).toBe(candidates.length === 1);
        }
        for (const count of draws.offered) expect(count).toBeGreaterThanOrEqual(2);
      }),
    );
  });

  it("first: the first in the list, without positions; the nearest first and then the list, with them; never a draw", () => {
    fc.assert(
      fc.property(fight, (list) => {
        const never = (): number => {
          throw new Error("first draws nothing");
        };
        const flat = targetChooser(withoutPositions, everyone("first"), never);
        const mapped = targetChooser(rules, everyone("first"), never);
        for (const attacker of list) {
          const candidates = attackableBy(rules, attacker, list);
          expect(flat(attacker, list, undefined)?.fighter).toBe(candidates[0]);
          const least = Math.min(...candidates.map((other) => apart(attacker, other) ?? 0));
          expect(mapped(attacker, list, undefined)?.fighter).toBe(candidates.find((other) => (apart(attacker, other) ?? 0) === least));
        }
      }),
    );
  });

  it("nearest: one of those at the least distance", () => {
    fc.assert(
      fc.property(fight, fc.nat(), (list, seed) => {
        const choose = targetChooser(rules, everyone("nearest"), recordingDraws(seed).choose);
        for (const attacker of list) {
          const candidates = attackableBy(rules, attacker, list);
          const chosen = choose(attacker, list, undefined);
          if (chosen === undefined) continue;
          expect(chosen.reason).toBe(candidates.length > 1 ? "nearest" : null);
          expect(apart(attacker, chosen.fighter) ?? 0).toBe(Math.min(...candidates.map((other) => apart(attacker, other) ?? 0)));
        }
      }),
    );
  });

  it("focus: a side goes for one enemy nearest to falling; whoever may attack it does, the others choose at random and say so", () => {
    fc.assert(
      fc.property(fight, fc.nat(), (list, seed) => {
        const choose = targetChooser(rules, everyone("focus"), recordingDraws(seed).choose);
        const picks = new Map<string, string>();
        for (const attacker of list) {
          const chosen = choose(attacker, list, undefined);
          if (chosen === undefined) continue;
          const enemies = standingEnemies(attacker, list, standing);
          const least = Math.min(...enemies.map((other) => other.left));
          expect([null, "focus", "focus-unreachable"]).toContain(chosen.reason);
          if (chosen.reason === "focus") {
            expect(chosen.fighter.left).toBe(least);
            // One pick for the whole side.
            expect(picks.get(attacker.side) ?? chosen.fighter.id).toBe(chosen.fighter.id);
            picks.set(attacker.side, chosen.fighter.id);
          }
        }
        // Anyone who could have reached its side's pick went for it.
        for (const attacker of list) {
          const pick = list.find((other) => other.id === picks.get(attacker.side));
          if (pick !== undefined && attackableBy(rules, attacker, list).includes(pick)) expect(choose(attacker, list, undefined)?.fighter).toBe(pick);
        }
      }),
    );
  });

  it("random: each enemy it may attack is as likely", () => {
    const list: Dummy[] = ["a", "b", "b", "b", "b"].map((side, index) => ({ id: `f${index}`, name: `F${index}`, side, at: null, left: 1, reach: null }));
    const attacker = list[0];
    if (attacker === undefined) throw new Error("an attacker");
    const generator = new SeededGenerator(7);
    const counts = new Map<string, number>();
    for (let fightNumber = 0; fightNumber < 8_000; fightNumber++) {
      const chosen = targetChooser(rules, everyone("random"), (count) => generator.nextInt(0, count - 1))(attacker, list, undefined);
      counts.set(chosen?.fighter.id ?? "nobody", (counts.get(chosen?.fighter.id ?? "nobody") ?? 0) + 1);
    }
    // 2,000 each expected; a standard deviation is about 39.
    expect([...counts.keys()].sort()).toEqual(["f1", "f2", "f3", "f4"]);
    for (const count of counts.values()) expect(Math.abs(count - 2_000)).toBeLessThan(200);
  });

  it("where attackable is left out, every standing enemy may be attacked: each targeting chooses, says why and draws as from that list, on a map and off it", () => {
    fc.assert(
      fc.property(
        fight,
        fc.constantFrom(...onlyStanding),
        fc.constantFrom(...TARGETINGS),
        fc.nat(),
        fc.array(fc.nat({ max: 8 }), { maxLength: 12 }),
        (list, kind, targeting, seed, fallen) => {
          const said = recordingDraws(seed);
          const left = recordingDraws(seed);
          const bySaying = targetChooser<Dummy>(kind.said, everyone(targeting), said.choose);
          const byLeaving = targetChooser<Dummy>(kind.leftOut, everyone(targeting), left.choose);
          let now = list;
          for (const place of [0, ...fallen]) {
            for (const attacker of now) expect(byLeaving(attacker, now, undefined)).toEqual(bySaying(attacker, now, undefined));
            // Someone falls between the rounds of choices, so a kept enemy is sometimes gone.
            now = now.map((other, index) => (index === place ? { ...other, left: 0 } : other));
          }
          expect(left.offered).toEqual(said.offered);
        },
      ),
    );
  });

  it("keeps to the enemy it chose while that one may still be attacked, and chooses again once it falls", () => {
    fc.assert(
      fc.property(fc.constantFrom<Targeting>("random", "nearest", "focus"), fc.nat(), (targeting, seed) => {
        let list: Dummy[] = ["a", "b", "b", "b"].map((side, index) => ({ id: `f${index}`, name: `F${index}`, side, at: 0, left: 1, reach: null }));
        const attacker = list[0];
        if (attacker === undefined) throw new Error("an attacker");
        const choose = targetChooser(rules, everyone(targeting), recordingDraws(seed).choose);
        const first = choose(attacker, list, undefined)?.fighter;
        for (let again = 0; again < 5; again++) expect(choose(attacker, list, undefined)?.fighter).toBe(first);
        list = list.map((other) => (other === first ? { ...other, left: 0 } : other));
        const next = choose(attacker, list, undefined)?.fighter;
        expect(next).toBeDefined();
        expect(next?.id).not.toBe(first?.id);
      }),
    );
  });
});
