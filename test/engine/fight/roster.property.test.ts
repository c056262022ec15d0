import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Roster } from "../../../src/engine/fight/Roster";

/** A fighter of a made-up rule set: down or not, and a mark that tells one copy from another. */
interface Dummy {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly down: boolean;
  readonly copy: number;
}

const rules = { isStanding: (fighter: Dummy): boolean => !fighter.down };

/** What a fight does to its roster: replace the fighter at a place (as it is now, down or not), or hear who was replaced. */
type Step = { readonly kind: "replace"; readonly place: number; readonly down: boolean } | { readonly kind: "take" };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("replace" as const), place: fc.nat({ max: 7 }), down: fc.boolean() }),
  fc.constant({ kind: "take" as const }),
);

function rosterOf(size: number): Roster<Dummy> {
  const fighters = Array.from({ length: size }, (_, index): Dummy => ({
    id: `f${index}`,
    name: `F${index}`,
    side: index % 2 === 0 ? "a" : "b",
    down: false,
    copy: 0,
  }));
  return new Roster(rules, { fighters, places: new Map(fighters.map((fighter, index) => [fighter.id, index])) });
}

describe("a fight's roster", () => {
  it("hands over the places replaced since it last did, each once, in the order first replaced, and then none", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(step, { maxLength: 60 }), (size, steps) => {
        const roster = rosterOf(size);
        // The plain account: a list of places, searched, and emptied when taken.
        let replaced: number[] = Array.from({ length: size }, (_, index) => index);
        let copies = 0;
        for (const next of steps) {
          if (next.kind === "take") {
            expect(roster.takeTouched()).toEqual(replaced);
            replaced = [];
            continue;
          }
          const place = next.place % size;
          const before = roster.fighters[place];
          if (before === undefined) throw new Error("a fighter at every place");
          copies += 1;
          const after = { ...before, down: next.down, copy: copies };
          roster.replace(after);
          if (!replaced.includes(place)) replaced.push(place);
          expect(roster.fighter(after.id)).toBe(after);
          expect(roster.fighters[place]).toBe(after);
        }
        expect(roster.takeTouched()).toEqual(replaced);
        expect(roster.takeTouched()).toEqual([]);
        expect(roster.standing()).toEqual(roster.fighters.filter((fighter) => !fighter.down).map((fighter) => fighter.id));
      }),
    );
  });

  it("answers each fighter by id, whichever it was asked for before", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.nat({ max: 7 }), { maxLength: 40 }), (size, asked) => {
        const roster = rosterOf(size);
        for (const place of asked) expect(roster.fighter(`f${place % size}`)).toBe(roster.fighters[place % size]);
        expect(() => roster.fighter("nobody")).toThrow();
      }),
    );
  });
});
