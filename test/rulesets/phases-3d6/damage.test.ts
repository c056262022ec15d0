import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bodyOfDie, damageFromDice, damageOfDice, damageRequest, takeHarm } from "../../../src/rulesets/phases-3d6/damage";
import { facesOf } from "../../../src/engine/dice/facesOf";
import { rollDice } from "../../../src/engine/dice/rollDice";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";

describe("phases-3d6 damage", () => {
  it("asks for the weapon's d6 plus the manoeuvre's", () => {
    expect(damageRequest(2, 0)).toEqual({ count: 2, faces: 6 });
    expect(damageRequest(2, 4)).toEqual({ count: 6, faces: 6 });
  });

  it("Stun is the total; Body is 0 for a 1, 2 for a 6, 1 otherwise", () => {
    expect([1, 2, 3, 4, 5, 6].map(bodyOfDie)).toEqual([0, 1, 1, 1, 1, 2]);
    expect(damageFromDice([1, 6, 3])).toEqual({ stun: 10, body: 3 });
    expect(() => bodyOfDie(0)).toThrow(RangeError);
  });

  it("rolling with a punch halves Stun and Body, rounded down", () => {
    expect(damageFromDice([1, 6, 4], true)).toEqual({ stun: 5, body: 1 });
  });

  it("a hit with more Stun than the Body maximum stuns; zero Stun knocks out; zero Body takes out", () => {
    expect(takeHarm({ stun: 20, body: 10 }, 10, { stun: 11, body: 3 })).toEqual({ stun: 9, body: 7, stunned: true, knockedOut: false, down: false });
    expect(takeHarm({ stun: 20, body: 10 }, 10, { stun: 10, body: 3 }).stunned).toBe(false);
    expect(takeHarm({ stun: 5, body: 10 }, 10, { stun: 5, body: 1 })).toMatchObject({ stun: 0, knockedOut: true, down: false });
    expect(takeHarm({ stun: 20, body: 2 }, 10, { stun: 7, body: 3 })).toMatchObject({ body: -1, down: true });
  });

  it("Body is never more than twice the dice nor more than the Stun", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 20 }), (faces) => {
        const damage = damageFromDice(faces);
        expect(damage.body).toBeLessThanOrEqual(2 * faces.length);
        expect(damage.body).toBeLessThanOrEqual(damage.stun);
        expect(damage.stun).toBeGreaterThanOrEqual(faces.length);
      }),
      { seed: 6 },
    );
  });

  it("reads the dice as rolled as it reads their faces listed", () => {
    const source = new SeededFaces(11);
    for (let count = 1; count <= 12; count++) {
      const outcome = rollDice(damageRequest(count, 0), source);
      for (const rolled of [false, true]) expect(damageOfDice(outcome.dice, rolled)).toEqual(damageFromDice(facesOf(outcome), rolled));
    }
  });
});
