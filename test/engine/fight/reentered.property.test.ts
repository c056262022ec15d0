import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { reenteredField } from "../../../src/engine/effects/reenteredField";
import { reentered } from "../../../src/engine/fight/TimedEffects";
import { PROPERTY_RUNS } from "../clock/support";

/** A fighter of a made-up rule set: a few fields whose values come from small sets, so that entries share them by identity. */
interface Dummy {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly wounds: number;
  readonly stance: string;
  readonly dice: readonly number[];
}

const rules = { draft: (fighter: Dummy) => ({ ...fighter }) };

const DICE: readonly (readonly number[])[] = [[1], [1, 2], [3]];

const dummy: fc.Arbitrary<Dummy> = fc
  .record({ wounds: fc.nat({ max: 2 }), stance: fc.constantFrom("low", "high"), dice: fc.nat({ max: DICE.length - 1 }) })
  .map(({ wounds, stance, dice }) => ({ id: "d", name: "D", side: "a", wounds, stance, dice: DICE[dice] ?? [] }));

/** The fighter entered again as the fight's rule says it, field by field over every field. */
function everyField(entered: Dummy, current: Dummy, fresh: Dummy): Dummy {
  return {
    id: reenteredField(entered.id, current.id, fresh.id),
    name: reenteredField(entered.name, current.name, fresh.name),
    side: reenteredField(entered.side, current.side, fresh.side),
    wounds: reenteredField(entered.wounds, current.wounds, fresh.wounds),
    stance: reenteredField(entered.stance, current.stance, fresh.stance),
    dice: reenteredField(entered.dice, current.dice, fresh.dice),
  };
}

/**
 * A study re-enters the same entries again and again, and what differs between two of them is
 * kept for the pair, with their values: whatever the fighter has become, and however often a
 * pair comes round, the fighter entered again is the rule's, field by field.
 */
describe("a fighter entered again under other effects", () => {
  it("is every field's reenteredField of its entries and itself, for pairs of entries met again and again", () => {
    fc.assert(
      fc.property(
        fc.array(dummy, { minLength: 1, maxLength: 3 }),
        fc.array(fc.record({ entered: fc.nat(), fresh: fc.nat(), current: dummy }), { maxLength: 20 }),
        (entries, reentries) => {
          for (const { entered, fresh, current } of reentries) {
            const before = entries[entered % entries.length];
            const after = entries[fresh % entries.length];
            if (before === undefined || after === undefined) continue;
            expect(reentered(rules, before, current, after)).toEqual(everyField(before, current, after));
          }
        },
      ),
      PROPERTY_RUNS,
    );
  });
});
