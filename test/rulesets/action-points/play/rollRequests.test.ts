import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { outcomeFromFaces } from "../../../../src/engine/dice/outcomeFromFaces";
import { rollRequestCard } from "../../../../src/engine/play/rollRequestCard";
import { ACTION_POINTS_MODULE } from "../../../../src/rulesets/action-points/play/module";
import { packActorFrom } from "../../../support/packActors";

const CARDS = ACTION_POINTS_MODULE.cards;
// Tamsin Reed: Perception d10.
const tamsin = packActorFrom("action-points-actors", "tamsin-reed", "Actor.tamsin");
// Perception lost below d4: the character is Down.
const down = packActorFrom("action-points-actors", "tamsin-reed", "Actor.down", (system) => {
  system["attributes"] = { ...Object(system["attributes"]), perception: "none" };
});
const actors = { [tamsin.ref]: tamsin, [down.ref]: down };

function rolled(ref: string, difficulty: string, face: number, mtn = 0) {
  const card = rollRequestCard({ test: "perception", difficulty, actors: [ref], opposed: false, secret: false });
  const free: Record<string, number> = mtn === 0 ? {} : { mtn };
  const input = { card, button: `roll:${ref}`, actors, modifiers: { step: null, free } };
  const dice = CARDS.press.dice(input);
  if (!dice.ok) throw new Error(dice.refusal.message);
  const done = CARDS.press.resolve(
    input,
    dice.value.map((request) => outcomeFromFaces(request, [[face]])),
  );
  if (!done.ok) throw new Error(done.refusal.message);
  return { dice: dice.value, shown: CARDS.view(done.value.card, actors).rolls[0] };
}

describe("action-points: the tests a GM asks for", () => {
  it("offers every attribute the sheet tests, against an MTN, the world's standard unless chosen", () => {
    expect(ACTION_POINTS_MODULE.rollRequests?.tests.map((test) => test.id)).toEqual([
      "agility",
      "perception",
      "stamina",
      "strength",
      "reflexes",
      "intellect",
      "willpower",
      "presence",
    ]);
    expect(ACTION_POINTS_MODULE.rollRequests?.usualDifficulty).toBe("4");
    expect(ACTION_POINTS_MODULE.rollRequests?.action).toBe("rollTest");
  });

  it("rolls the attribute's die against the MTN the GM chose, moved by the roller's modifier; it passes when the die meets it", () => {
    expect(rolled(tamsin.ref, "6", 6)).toMatchObject({ dice: [{ count: 1, faces: 10 }], shown: { formula: "1d10", total: 6, target: 6, outcome: "success" } });
    expect(rolled(tamsin.ref, "6", 5).shown).toMatchObject({ outcome: "failure", detail: { count: 1 } });
    // Two easier from the dialog: 4 against MTN 6 meets MTN 4.
    expect(rolled(tamsin.ref, "6", 4, -2).shown).toMatchObject({ target: 4, outcome: "success" });
  });

  it("a lost attribute fails unrolled, as on the sheet", () => {
    const done = rolled(down.ref, "4", 1);
    expect(done.dice).toEqual([]);
    expect(done.shown).toMatchObject({ outcome: "failure", dice: [] });
  });

  it("passes exactly when the face meets the MTN", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 12 }), (face, mtn) => {
        expect(rolled(tamsin.ref, String(mtn), face).shown?.outcome).toBe(face >= mtn ? "success" : "failure");
      }),
    );
  });
});
