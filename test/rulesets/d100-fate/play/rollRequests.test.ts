import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { outcomeFromFaces } from "../../../../src/engine/dice/outcomeFromFaces";
import { rollRequestCard } from "../../../../src/engine/play/rollRequestCard";
import { checkRequest } from "../../../../src/engine/play/RollRequests";
import { D100_CARDS } from "../../../../src/rulesets/d100-fate/play/cards";
import { D100_MODULE } from "../../../../src/rulesets/d100-fate/play/module";
import { packActor } from "./packActors";

const REQUESTS = D100_MODULE.rollRequests;
// The Guard Sergeant of the pack: Agility 42.
const sergeant = packActor("guard-sergeant", "Actor.sergeant");
const cultist = packActor("cultist", "Actor.cultist");
const actors = { [sergeant.ref]: sergeant, [cultist.ref]: cultist };

function roll(difficulty: string, face: number, free = 0) {
  const card = rollRequestCard({ test: "agility", difficulty, actors: [sergeant.ref], opposed: false, secret: false });
  const chosen: Record<string, number> = free === 0 ? {} : { test: free };
  const input = { card, button: "roll:Actor.sergeant", actors, modifiers: { step: null, free: chosen } };
  const dice = D100_CARDS.press.dice(input);
  if (!dice.ok) throw new Error(dice.refusal.message);
  expect(dice.value).toEqual([{ count: 1, faces: 100 }]);
  const done = D100_CARDS.press.resolve(input, [outcomeFromFaces({ count: 1, faces: 100 }, [[face]])]);
  if (!done.ok) throw new Error(done.refusal.message);
  return D100_CARDS.view(done.value.card, actors).rolls[0];
}

describe("d100-fate: the tests a GM asks for", () => {
  it("offers each characteristic the sheet tests, at a step of the difficulty ladder (Challenging unless chosen)", () => {
    expect(REQUESTS?.tests.map((test) => test.id)).toContain("agility");
    expect(REQUESTS?.tests.map((test) => test.id)).toContain("willpower");
    expect(REQUESTS?.usualDifficulty).toBe("challenging");
    expect(REQUESTS?.action).toBe("rollTest");
    expect(checkRequest(REQUESTS, { test: "swimming", difficulty: "hard", actors: ["Actor.sergeant"], opposed: false, secret: false })).toMatchObject({
      ok: false,
      refusal: { code: "request-no-test" },
    });
  });

  it("rolls d100 under the characteristic with the GM's step and the roller's free modifier; degrees as the sheet's test counts them", () => {
    expect(roll("challenging", 42)).toMatchObject({ total: 42, target: 42, outcome: "success", detail: { count: 1 } });
    expect(roll("hard", 42)).toMatchObject({ target: 22, outcome: "failure", detail: { count: 3 } });
    expect(roll("hard", 5, 10)).toMatchObject({ target: 32, outcome: "success", detail: { count: 4 } });
    expect(roll("hopeless", 1)).toMatchObject({ target: -18, outcome: "success" });
  });

  it("passes exactly when the sheet's test would: a roll at or under the target, 1 always, 100 never", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.constantFrom("easy", "challenging", "hard"), (face, step) => {
        const shown = roll(step, face);
        const target = shown?.target ?? 0;
        expect(shown?.outcome).toBe(face === 1 || (face !== 100 && face <= target) ? "success" : "failure");
      }),
    );
  });
});
