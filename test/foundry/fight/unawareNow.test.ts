import { describe, expect, it } from "vitest";
import type { FighterRecord } from "../../../src/foundry/fight/FightRecord";
import { unawareNow } from "../../../src/foundry/fight/surprise";

function fighter(id: string, surprised: boolean, actor: string | null): FighterRecord {
  return {
    id,
    name: id,
    actor: actor === null ? null : { ref: actor, name: id, type: "t", system: {}, items: [] },
    initiative: 5,
    tiebreak: [],
    rolledFor: 1,
    surprised,
    defeated: false,
    budget: null,
  };
}

function record(round: number | null, fighters: FighterRecord[]) {
  return { clock: round === null ? null : { round }, fighters };
}

describe("who is unaware now", () => {
  const fighters = [fighter("a", true, "Actor.a"), fighter("b", false, "Actor.b"), fighter("c", true, null)];

  it("is the surprised, in round 1 only", () => {
    expect(unawareNow(record(1, fighters))).toEqual(["Actor.a"]);
    expect(unawareNow(record(2, fighters))).toEqual([]);
    expect(unawareNow(record(null, fighters))).toEqual([]);
  });
});
