import { describe, expect, it } from "vitest";
import { outcomeFromFaces } from "../../../src/engine/dice/outcomeFromFaces";
import { validate } from "../../../src/engine/schema/validate";
import { initiativeDice, initiativeScore, mayAct } from "../../../src/rulesets/d6-pool/initiative";
import { D6ActorSchema, type D6Actor } from "../../../src/rulesets/d6-pool/schema";

function actor(data: object): D6Actor {
  const read = validate(D6ActorSchema, data);
  if (!read.ok) throw new Error(JSON.stringify(read.issues));
  return read.value;
}

const scout = actor({ perception: "3D", agility: "2D", skills: { search: "5D+1" } });

describe("d6-pool initiative, rolled every round", () => {
  it("is a Perception roll with its Wild Die, plus the initiative bonus", () => {
    const dice = initiativeDice(scout, 0);
    expect(dice).toEqual([{ count: 3, faces: 6, wild: { explodeOn: 6 }, modifier: 0 }]);
    const [perception] = dice;
    if (perception === undefined) throw new Error("no dice");
    // search 5D+1 is 2D+1 above Perception 3D: +1.
    expect(initiativeScore(scout, [outcomeFromFaces(perception, [[2], [5], [6, 4]])], "remove")).toEqual({ total: 2 + 5 + 10 + 1, complication: false });
  });

  it("takes the complication rule of the world like any roll", () => {
    const [perception] = initiativeDice(scout, 0);
    if (perception === undefined) throw new Error("no dice");
    expect(initiativeScore(scout, [outcomeFromFaces(perception, [[2], [5], [1]])], "remove")).toEqual({ total: 2 + 1, complication: true });
  });

  it("adds one more die, rolled again on a 6, for each Character Point spent on it", () => {
    const dice = initiativeDice(scout, 1);
    expect(dice).toHaveLength(2);
    const [perception, extra] = dice;
    if (perception === undefined || extra === undefined) throw new Error("no dice");
    const outcomes = [outcomeFromFaces(perception, [[1], [1], [3]]), outcomeFromFaces(extra, [[6, 2]])];
    expect(initiativeScore(scout, outcomes, "remove")).toEqual({ total: 1 + 1 + 3 + 8 + 1, complication: false });
  });

  it("is never doubled by Fate: initiative takes no penalty and no Fate", () => {
    expect(initiativeDice(actor({ perception: "3D+2" }), 0)).toEqual([{ count: 3, faces: 6, wild: { explodeOn: 6 }, modifier: 2 }]);
  });

  it("leaves the unconscious, the immobilised and the incapacitated without an action", () => {
    expect(mayAct(scout)).toBe(true);
    expect(mayAct(actor({ conditions: { unconscious: true } }))).toBe(false);
    expect(mayAct(actor({ conditions: { immobilised: true } }))).toBe(false);
    expect(mayAct(actor({ wound: "incapacitated" }))).toBe(false);
    expect(mayAct(actor({ wound: "wounded" }))).toBe(true);
  });
});
