import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { targetChooser, type TargetRules } from "../../../src/engine/fight/chooseTarget";
import { Roster } from "../../../src/engine/fight/Roster";
import { standingEnemies } from "../../../src/engine/fight/standingEnemies";
import { TargetUntilReplaced } from "../../../src/engine/fight/targetUntilReplaced";
import { SeededGenerator } from "../../../src/engine/random/SeededGenerator";
import { TARGETINGS } from "../../../src/engine/script/Targeting";

/** A fighter of a made-up rule set: where it stands on a line, and how much of its track is left. */
interface Dummy {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly at: number;
  readonly left: number;
}

const standing = (fighter: Dummy): boolean => fighter.left > 0;
const rules: TargetRules<Dummy> = {
  isStanding: standing,
  trackLeft: (fighter) => Math.max(0, fighter.left),
  distance: (a, b) => Math.abs(a.at - b.at),
  attackable: (attacker, everyone) => standingEnemies(attacker, everyone, standing).filter((other) => Math.abs(attacker.at - other.at) <= 2),
};

/** What a fight asks of its fighters: the target of the fighter at a place, or a fighter replaced as hurt, moved or the same. */
type Ask =
  { readonly kind: "target"; readonly place: number } | { readonly kind: "replace"; readonly place: number; readonly left: number; readonly at: number };
const ask: fc.Arbitrary<Ask> = fc.oneof(
  fc.record({ kind: fc.constant("target" as const), place: fc.nat({ max: 7 }) }),
  fc.record({ kind: fc.constant("replace" as const), place: fc.nat({ max: 7 }), left: fc.constantFrom(0, 0.5, 1), at: fc.nat({ max: 4 }) }),
);

/** One fight's fighters and its draws, each of them kept. */
function world(size: number, seed: number) {
  const fighters = Array.from({ length: size }, (_, index): Dummy => ({
    id: `f${index}`,
    name: `F${index}`,
    side: index % 2 === 0 ? "a" : "b",
    at: index % 4,
    left: 1,
  }));
  const roster = new Roster(rules, { fighters, places: new Map(fighters.map((fighter, index) => [fighter.id, index])) });
  const generator = new SeededGenerator(seed);
  const offered: number[] = [];
  const choose = (count: number): number => (offered.push(count), generator.nextInt(0, count - 1));
  return { roster, offered, choose };
}

describe("a target asked again before anyone is replaced", () => {
  it("is the choice made afresh over the same fighters, with the same draws, under every targeting", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.constantFrom(...TARGETINGS), fc.array(ask, { maxLength: 50 }), fc.nat(), (size, targeting, asks, seed) => {
        const kept = world(size, seed);
        const fresh = world(size, seed);
        const remembered = new TargetUntilReplaced(
          targetChooser(rules, () => targeting, kept.choose),
          kept.roster,
        );
        const chooseFresh = targetChooser(rules, () => targeting, fresh.choose);
        for (const next of asks) {
          const place = next.place % size;
          if (next.kind === "replace") {
            for (const { roster } of [kept, fresh]) {
              const before = roster.fighters[place];
              if (before !== undefined) roster.replace({ ...before, left: next.left, at: next.at });
            }
            continue;
          }
          const id = `f${place}`;
          const answer = remembered.target(id, undefined);
          const afresh = chooseFresh(fresh.roster.fighter(id), fresh.roster.fighters, undefined);
          expect(answer?.fighter.id).toBe(afresh?.fighter.id);
          expect(answer?.reason).toBe(afresh?.reason);
          if (answer !== undefined) expect(kept.roster.fighters).toContain(answer.fighter);
        }
        expect(kept.offered).toEqual(fresh.offered);
      }),
    );
  });

  it("is chosen again once the one it named is replaced", () => {
    const { roster, choose } = world(2, 1);
    const remembered = new TargetUntilReplaced(
      targetChooser(rules, () => "random", choose),
      roster,
    );
    const first = remembered.target("f0", undefined);
    expect(remembered.target("f0", undefined)).toBe(first);
    roster.replace({ ...roster.fighter("f1"), left: 0 });
    expect(remembered.target("f0", undefined)).toBeUndefined();
  });
});
