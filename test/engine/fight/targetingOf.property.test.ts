import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { targetingOf } from "../../../src/engine/fight/targetingOf";
import { DEFAULT_TARGETING, TARGETINGS, type Targeting } from "../../../src/engine/script/Targeting";

describe("how each combatant of a fight targets", () => {
  it("is its own targeting, as looked up by id, whether all keep to one or not, asked of the same study again", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TARGETINGS), { maxLength: 8 }), (kinds) => {
        const targetings = new Map(kinds.map((kind, index): [string, Targeting] => [`f${index}`, kind]));
        for (let again = 0; again < 2; again++) {
          const of = targetingOf(targetings);
          for (const id of targetings.keys()) expect(of(id)).toBe(targetings.get(id) ?? DEFAULT_TARGETING);
        }
      }),
    );
  });
});
