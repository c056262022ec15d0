import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { outcomeFromFaces } from "../../../../src/engine/dice/outcomeFromFaces";
import { rollRequestCard } from "../../../../src/engine/play/rollRequestCard";
import { D20_SEGMENTS_MODULE } from "../../../../src/rulesets/d20-segments/play/module";
import { packActorFrom } from "../../../support/packActors";

const CARDS = D20_SEGMENTS_MODULE.cards;
// Tulkas of the source's worked example: Heavy Blades +8.
const tulkas = packActorFrom("d20-segments-actors", "tulkas", "Actor.tulkas");
const actors = { [tulkas.ref]: tulkas };

function rolled(difficulty: string, die: number, bonus = 0) {
  const card = rollRequestCard({ test: "heavyBlades", difficulty, actors: [tulkas.ref], opposed: false, secret: false });
  const free: Record<string, number> = bonus === 0 ? {} : { bonus };
  const input = { card, button: `roll:${tulkas.ref}`, actors, modifiers: { step: null, free } };
  const dice = CARDS.press.dice(input);
  if (!dice.ok) throw new Error(dice.refusal.message);
  expect(dice.value).toEqual([{ count: 1, faces: 20 }]);
  const done = CARDS.press.resolve(input, [outcomeFromFaces({ count: 1, faces: 20 }, [[die]])]);
  if (!done.ok) throw new Error(done.refusal.message);
  return CARDS.view(done.value.card, actors).rolls[0];
}

describe("d20-segments: the tests a GM asks for", () => {
  it("offers every skill the sheet checks, against a difficulty number, 15 unless chosen", () => {
    expect(D20_SEGMENTS_MODULE.rollRequests?.tests.map((test) => test.id)).toContain("parry");
    expect(D20_SEGMENTS_MODULE.rollRequests?.usualDifficulty).toBe("15");
    expect(D20_SEGMENTS_MODULE.rollRequests?.action).toBe("rollSkill");
  });

  it("rolls 1d20 plus the skill's bonus and the roller's; it beats the difficulty by exceeding it, as an attack beats a defence", () => {
    // The source's worked example: 13 + 8 = 21 against 20 beats it.
    expect(rolled("20", 13)).toMatchObject({ formula: "1d20+8", total: 21, target: 20, outcome: "success" });
    expect(rolled("20", 12)).toMatchObject({ total: 20, outcome: "failure", detail: { count: 0 } });
    expect(rolled("20", 12, 1)).toMatchObject({ total: 21, outcome: "success" });
  });

  it("passes exactly when the total exceeds the difficulty, by the difference", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.constantFrom("5", "15", "30"), (die, difficulty) => {
        const total = die + 8;
        expect(rolled(difficulty, die)).toMatchObject({
          total,
          outcome: total > Number(difficulty) ? "success" : "failure",
          detail: { count: Math.abs(total - Number(difficulty)) },
        });
      }),
    );
  });
});
