import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { outcomeFromFaces } from "../../../src/engine/dice/outcomeFromFaces";
import type { DiceRequest } from "../../../src/engine/dice/DiceRequest";
import { attackCost, carriedEv, defenceCost, moveCost, preCombatCost } from "../../../src/rulesets/action-points/actionCosts";
import { attackHits } from "../../../src/rulesets/action-points/attackRoll";
import { attributeTest, testTarget } from "../../../src/rulesets/action-points/attributeTest";
import { armourDr, woundAt, woundUnder } from "../../../src/rulesets/action-points/damage";
import { dieOf, stepDown } from "../../../src/rulesets/action-points/dieType";
import { calledLanding, landingOf, LOCATIONS, LOCATION_RULES, locationOf } from "../../../src/rulesets/action-points/hitLocation";
import { ApActorSchema, ATTRIBUTES, type DieType } from "../../../src/rulesets/action-points/schema";

const face = (value: number) => (request: DiceRequest) => outcomeFromFaces(request, [[value]]);

describe("action-points attributes as die types", () => {
  it("are the eight a d8 picks, each a die from d4 to d12", () => {
    expect(Object.keys(ApActorSchema.properties.attributes.properties)).toEqual([...ATTRIBUTES]);
    expect(ATTRIBUTES).toHaveLength(8);
    expect(dieOf("d8")).toEqual({ count: 1, faces: 8 });
    expect(dieOf("none")).toBeNull();
  });

  it("drop one die type at a time, as the source's d10 > d8 > d6 > d4, and below d4 are lost", () => {
    const ladder: DieType[] = ["d12", "d10", "d8", "d6", "d4"];
    expect(ladder.map(stepDown)).toEqual(["d10", "d8", "d6", "d4", "none"]);
    expect(stepDown("none")).toBe("none");
  });
});

describe("an action-points test", () => {
  it("succeeds when the die reaches the MTN less the skill, never less than 1", () => {
    expect(testTarget(6, 2)).toBe(4);
    expect(testTarget(4, 9)).toBe(1);
    expect(attributeTest("d6", 6, 2, false, face(4))).toEqual({ face: 4, target: 4, success: true });
    expect(attributeTest("d6", 6, 2, false, face(3))).toEqual({ face: 3, target: 4, success: false });
  });

  it("fails without a roll on a lost attribute, or for a character who is Down", () => {
    const roll = () => {
      throw new Error("nothing is rolled");
    };
    expect(attributeTest("none", 2, 0, false, roll)).toMatchObject({ face: null, success: false });
    expect(attributeTest("d12", 1, 5, true, roll)).toMatchObject({ face: null, success: false });
  });

  it("lets an attack that succeeds hit a failed or missing defence; of two successes the higher face wins, a tie holds", () => {
    const ok = (value: number) => ({ face: value, target: 3, success: true });
    const failed = { face: 2, target: 3, success: false };
    expect(attackHits(failed, null)).toBe(false);
    expect(attackHits(ok(5), null)).toBe(true);
    expect(attackHits(ok(5), failed)).toBe(true);
    expect(attackHits(ok(5), ok(4))).toBe(true);
    expect(attackHits(ok(5), ok(5))).toBe(false);
    expect(attackHits(ok(4), ok(7))).toBe(false);
  });
});

describe("what actions cost in AP", () => {
  it("charges an attack the weapon's AP and the EV carried, a called shot one more", () => {
    const ev = carriedEv([{ dr: 3, ev: 1 }], 2);
    expect(ev).toBe(3);
    expect(attackCost(4, ev, false)).toBe(7);
    expect(attackCost(4, ev, true)).toBe(8);
  });

  it("charges Walk 1, Sprint 2 and Run 3 AP plus EV, a defence 1 plus EV, and the pre-combat actions what the README says", () => {
    expect([moveCost("walk", 2), moveCost("sprint", 2), moveCost("run", 2)]).toEqual([3, 4, 5]);
    expect(defenceCost(1)).toBe(2);
    expect([preCombatCost("strategicCoordination", 1), preCombatCost("readyWeapon", 1), preCombatCost("singleMove", 1), preCombatCost("dropBags", 1)]).toEqual([
      2, 2, 2, 1,
    ]);
  });
});

describe("the hit location table", () => {
  it("reads every d20 face as the source lists it", () => {
    const faces = Array.from({ length: 20 }, (_, index) => locationOf(index + 1));
    expect(faces).toEqual([
      "head",
      "chest",
      "chest",
      "chest",
      "stomach",
      "stomach",
      "stomach",
      "rightArm",
      "rightArm",
      "leftArm",
      "leftArm",
      "rightHand",
      "groin",
      "leftHand",
      "rightLeg",
      "rightLeg",
      "leftLeg",
      "leftLeg",
      "rightFoot",
      "leftFoot",
    ]);
    expect(() => locationOf(21)).toThrow(RangeError);
    expect(() => locationOf(0)).toThrow(RangeError);
  });

  it("lands each face and each called shot with its own location's rule, as the table by name has it", () => {
    for (let face = 1; face <= 20; face++) {
      const landing = landingOf(face);
      expect(landing.location).toBe(locationOf(face));
      expect(landing.rule).toBe(LOCATION_RULES[landing.location]);
    }
    for (const location of LOCATIONS) expect(calledLanding(location)).toEqual({ location, rule: LOCATION_RULES[location] });
    expect(() => landingOf(21)).toThrow(RangeError);
  });

  it("wounds the same with the rule in hand as by the location's name", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 20 }), (rolled, dr, d20) => {
        const landing = landingOf(d20);
        expect(woundUnder(rolled, dr, landing.rule)).toEqual(woundAt(rolled, dr, landing.location));
      }),
    );
  });

  it("makes a called shot harder by the source's penalties", () => {
    expect(Object.fromEntries(LOCATIONS.map((location) => [location, LOCATION_RULES[location].calledPenalty]))).toEqual({
      head: 10,
      chest: 2,
      stomach: 2,
      rightArm: 4,
      leftArm: 4,
      rightHand: 8,
      groin: 6,
      leftHand: 8,
      rightLeg: 4,
      leftLeg: 4,
      rightFoot: 8,
      leftFoot: 8,
    });
  });

  it("takes armour off first, then triples a head hit and doubles a chest or stomach hit", () => {
    expect(
      armourDr([
        { dr: 2, ev: 0 },
        { dr: 1, ev: 0 },
      ]),
    ).toBe(3);
    expect(woundAt(8, 2, "head")).toEqual({ rolled: 8, dr: 2, multiplier: 3, amount: 18 });
    expect(woundAt(8, 2, "chest").amount).toBe(12);
    expect(woundAt(8, 2, "stomach").amount).toBe(12);
    expect(woundAt(8, 2, "leftLeg").amount).toBe(6);
    expect(woundAt(2, 5, "head").amount).toBe(0);
    expect(LOCATION_RULES.groin.testOrProne).toBe(true);
  });

  it("never gives negative damage, and no multiplier lessens it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 20 }), (rolled, dr, d20) => {
        const wound = woundAt(rolled, dr, locationOf(d20));
        return wound.amount >= 0 && wound.amount >= Math.max(0, rolled - dr);
      }),
    );
  });
});
