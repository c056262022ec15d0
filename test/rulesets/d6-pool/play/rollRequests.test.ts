import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { outcomeFromFaces } from "../../../../src/engine/dice/outcomeFromFaces";
import type { DiceRequest } from "../../../../src/engine/dice/DiceRequest";
import { rollRequestCard } from "../../../../src/engine/play/rollRequestCard";
import { d6Cards } from "../../../../src/rulesets/d6-pool/play/cards";
import { D6_POOL_MODULE } from "../../../../src/rulesets/d6-pool/play/module";
import { kestrel, thug } from "./actors";

const CARDS = d6Cards("remove");
const actors = { [kestrel.ref]: kestrel, [thug.ref]: thug };

/** Presses Roll for `ref` with each die of the pool showing `faces` in turn (the Wild Die last, never a 1 or a 6 unless given). */
function rollFor(card: ReturnType<typeof rollRequestCard>, ref: string, faces: number[], dice = 0) {
  const chosen: Record<string, number> = dice === 0 ? {} : { dice };
  const input = { card, button: `roll:${ref}`, actors, modifiers: { step: null, free: chosen } };
  const asked = CARDS.press.dice(input);
  if (!asked.ok) throw new Error(asked.refusal.message);
  const request: DiceRequest | undefined = asked.value[0];
  if (request === undefined) throw new Error("no dice");
  expect(request.count).toBe(faces.length);
  const done = CARDS.press.resolve(input, [
    outcomeFromFaces(
      request,
      faces.map((face) => [face]),
    ),
  ]);
  if (!done.ok) throw new Error(done.refusal.message);
  return done.value.card;
}

describe("d6-pool: the tests a GM asks for", () => {
  it("offers every attribute and skill the sheet rolls, against a difficulty number, 10 unless chosen", () => {
    const requests = D6_POOL_MODULE.rollRequests;
    expect(requests?.tests.map((test) => test.id)).toEqual([
      "agility",
      "strength",
      "mechanical",
      "knowledge",
      "perception",
      "technical",
      "dodge",
      "brawling",
      "meleeCombat",
      "firearms",
      "search",
    ]);
    expect(requests?.usualDifficulty).toBe("10");
    expect(requests?.action).toBe("rollTrait");
  });

  it("throws the trait's pool with the roller's dice; it passes when the total equals or exceeds the difficulty, by the difference", () => {
    // Kestrel's Perception 3D: 4 + 3 + 3 = 10 against 10 passes by 0; against 15 fails by 5.
    const card = rollRequestCard({ test: "perception", difficulty: "10", actors: [kestrel.ref, thug.ref], opposed: false, secret: false });
    const view = CARDS.view(rollFor(card, kestrel.ref, [4, 3, 3]), actors);
    expect(view.rolls[0]).toMatchObject({
      formula: "3D",
      total: 10,
      target: 10,
      outcome: "success",
      detail: { key: "TURNWRIGHT.D6Pool.Request.Over", count: 0 },
    });
    const hard = rollRequestCard({ test: "perception", difficulty: "15", actors: [kestrel.ref], opposed: false, secret: false });
    expect(CARDS.view(rollFor(hard, kestrel.ref, [4, 3, 3]), actors).rolls[0]).toMatchObject({
      outcome: "failure",
      detail: { key: "TURNWRIGHT.D6Pool.Request.Under", count: 5 },
    });
    // +1D from the dialog: four dice.
    expect(CARDS.view(rollFor(hard, kestrel.ref, [4, 3, 3, 5], 1), actors).rolls[0]).toMatchObject({ formula: "4D", total: 15, outcome: "success" });
  });

  it("draws the Wild Die as every card does, and flags a complication on it beside the total", () => {
    // Kestrel's Perception 3D: 5 and 4, the Wild Die a 1. Under the rule that removes, the 1 and the highest other die go: 4 is left.
    const card = rollRequestCard({ test: "perception", difficulty: "5", actors: [kestrel.ref], opposed: false, secret: false });
    const shown = CARDS.view(rollFor(card, kestrel.ref, [5, 4, 1]), actors).rolls[0];
    expect(shown).toMatchObject({
      dice: [5, 4, 1],
      dieMarks: ["removed", "", "wild-removed"],
      flag: { key: "TURNWRIGHT.D6Pool.Card.Complication" },
      total: 4,
      outcome: "failure",
    });
    // Without a 1 on the Wild Die: marked as wild, no flag.
    const plain = CARDS.view(rollFor(card, kestrel.ref, [5, 4, 3]), actors).rolls[0];
    expect(plain?.dieMarks).toEqual(["", "", "wild"]);
    expect(plain?.flag).toBeUndefined();
  });

  it("a card stored before its dice were marked still reads: its dice plain, nothing flagged", () => {
    const card = rollRequestCard({ test: "perception", difficulty: "10", actors: [kestrel.ref], opposed: false, secret: false });
    const rolled = { ref: kestrel.ref, formula: "3D", dice: [4, 3, 3], total: 10, target: 10, passed: true, margin: 0 };
    const older = { ...card, data: { ...card.data, rolled: [rolled] }, used: [`roll:${kestrel.ref}`] };
    const shown = CARDS.view(older, actors).rolls[0];
    expect(shown).toMatchObject({ dice: [4, 3, 3], total: 10, outcome: "success" });
    expect(shown?.dieMarks).toBeUndefined();
    expect(shown?.flag).toBeUndefined();
  });

  it("an opposed roll names the higher total", () => {
    let card = rollRequestCard({ test: "agility", difficulty: "10", actors: [kestrel.ref, thug.ref], opposed: true, secret: false });
    card = rollFor(card, kestrel.ref, [5, 5, 4]);
    card = rollFor(card, thug.ref, [2, 2]);
    expect(CARDS.view(card, actors).lines).toContainEqual({ key: "TURNWRIGHT.RollRequest.Winner", data: { name: "Kestrel" } });
  });

  it("the total and margin agree with the difficulty for any faces", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 2, max: 5 }), { minLength: 3, maxLength: 3 }), fc.constantFrom("5", "10", "15", "20"), (faces, difficulty) => {
        const card = rollRequestCard({ test: "perception", difficulty, actors: [kestrel.ref], opposed: false, secret: false });
        const shown = CARDS.view(rollFor(card, kestrel.ref, faces), actors).rolls[0];
        const total = faces.reduce((a, b) => a + b, 0);
        expect(shown).toMatchObject({
          total,
          outcome: total >= Number(difficulty) ? "success" : "failure",
          detail: { count: Math.abs(total - Number(difficulty)) },
        });
      }),
    );
  });
});
