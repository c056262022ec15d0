import { describe, expect, it } from "vitest";
import type { CombatEvent } from "../../../src/engine/events";
import { d6Example, d6Fight } from "./fightSupport";

const rolls = (events: readonly CombatEvent[], who: string) => events.flatMap((event) => (event.type === "roll" && event.combatant === who ? [event] : []));

describe("the source's worked cases, as scenarios", () => {
  it("four actions in one round: every skill roll at −3D, damage and resistance untouched", () => {
    const events = d6Fight(d6Example("four-actions"));
    expect(events).toContainEqual(expect.objectContaining({ type: "declare", combatant: "gunslinger", actions: 4, penalty: 3 }));
    const own = rolls(events, "gunslinger");
    // Dodge 4D+1 and firearms 5D+1, each less three dice.
    expect(own.filter((roll) => roll.purpose === "dodge").map((roll) => roll.code)).toEqual(["1D+1"]);
    expect(own.filter((roll) => roll.purpose === "attack").map((roll) => roll.code)).toEqual(["2D+1", "2D+1", "2D+1"]);
    expect(own.filter((roll) => roll.purpose === "damage").map((roll) => roll.code)).toEqual(["4D", "4D"]);
    expect(
      rolls(events, "raider")
        .filter((roll) => roll.purpose === "resistance")
        .map((roll) => roll.code),
    ).toEqual(["3D", "3D"]);
  });

  it("the character who waits, then dodges the thug's swing at −1D, after his roll and before its result", () => {
    const events = d6Fight(d6Example("wait-and-dodge"));
    const kinds = events
      .filter((event) => event.round === 1)
      .map((event) => `${event.type}:${"combatant" in event ? event.combatant : "attacker" in event ? event.attacker : ""}`);
    expect(kinds.indexOf("turn-start:kestrel")).toBeLessThan(kinds.indexOf("turn-start:thug"));
    expect(events).toContainEqual(expect.objectContaining({ type: "declare", combatant: "kestrel", actions: 2, penalty: 1 }));
    expect(events).toContainEqual(expect.objectContaining({ type: "action", combatant: "kestrel", action: "wait" }));
    const swing = events.findIndex((event) => event.type === "roll" && event.combatant === "thug" && event.purpose === "attack");
    const dodge = events.findIndex((event) => event.type === "roll" && event.combatant === "kestrel" && event.purpose === "dodge");
    const result = events.findIndex((event) => event.type === "attack" && event.attacker === "thug");
    expect(swing).toBeLessThan(dodge);
    expect(dodge).toBeLessThan(result);
    expect(events[dodge]).toMatchObject({ code: "3D", dice: [5, 5, 4], wild: [4], total: 14 });
    expect(events).toContainEqual(expect.objectContaining({ type: "defense", defender: "kestrel", reaction: "dodge", total: 14, success: true, full: false }));
    expect(events[result]).toMatchObject({ hit: false });
  });
});

describe("the d6-pool log, as the CLI contract says", () => {
  it("gives every roll its code, every face, the Wild Die's faces and whether it was a complication", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const event of d6Fight(d6Example("squad-4v6"), seed)) {
        if (event.type !== "roll") continue;
        expect(event, JSON.stringify(event)).toMatchObject({
          code: expect.stringMatching(/^\d+D(\+[12])?$/),
          dice: expect.any(Array),
          wild: expect.any(Array),
          complication: expect.any(Boolean),
          total: expect.any(Number),
        });
        expect(event.dice.slice(event.dice.length - (event.wild?.length ?? 0))).toEqual(event.wild);
      }
    }
  });
});
