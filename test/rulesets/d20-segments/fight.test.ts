import { describe, expect, it } from "vitest";
import type { CombatEvent } from "../../../src/engine/events";
import { d20Example, d20Fight } from "./fightSupport";

const of = <T extends CombatEvent["type"]>(events: readonly CombatEvent[], type: T) =>
  events.filter((event): event is Extract<CombatEvent, { type: T }> => event.type === type);

describe("the source's worked case as a scenario", () => {
  it("Tulkas's bastard sword, 13 + 8 = 21, gets through Marvok's rapier parry, 12 + 10 − 2 = 20", () => {
    const events = d20Fight(d20Example("tulkas-and-marvok"));
    expect(of(events, "attack")[0]).toMatchObject({ attacker: "tulkas", target: "marvok", roll: 13, total: 21, hit: true });
    expect(of(events, "defense")[0]).toMatchObject({ defender: "marvok", action: "parry", roll: 12, total: 20, success: false });
    expect(of(events, "damage")[0]).toMatchObject({ target: "marvok", amount: 7 });
    // The parry cost Marvok nothing of his own turn: he still had it.
    expect(of(events, "turn-start").map((event) => event.combatant)).toEqual(["tulkas", "marvok"]);
  });
});

describe("botches", () => {
  it("make a natural 1 a botch when the other side pays an action die: the table's result carried out", () => {
    const events = d20Fight(d20Example("botch-paid"));
    expect(of(events, "resource")).toContainEqual(expect.objectContaining({ resource: "gmActionDice", use: "botch", remaining: 0 }));
    expect(of(events, "botch")[0]).toEqual(expect.objectContaining({ combatant: "brann", paidBy: "gm", table: 8, result: "lose-weapon" }));
    expect(of(events, "attack")[0]).toMatchObject({ attacker: "brann", hit: false, roll: 1 });
  });

  it("leave the botcher who lost its weapon fighting with its fists", () => {
    const events = d20Fight({ ...d20Example("botch-paid"), maxRounds: 2 }, 6);
    expect(
      of(events, "attack")
        .filter((event) => event.attacker === "brann")
        .map((event) => [event.round, event.weapon]),
    ).toEqual([
      [1, "Battle axe"],
      [2, "fists"],
    ]);
  });

  it("leave a natural 1 a plain miss when nobody has a die to pay", () => {
    const events = d20Fight(d20Example("botch-unpaid"));
    expect(of(events, "botch")).toEqual([]);
    expect(of(events, "attack")[0]).toMatchObject({ attacker: "brann", hit: false, roll: 1 });
  });

  it("stun for the rounds the table rolls: the botcher sits them out, then acts again", () => {
    // Brann's 1 is bought; the table's 3, 1, 1 = 5 is a major snag for 2d4 = 1 + 1 = 2 rounds.
    const scenario = { ...d20Example("botch-paid"), maxRounds: 4, dice: [18, 4, 1, 9, 3, 1, 1, 1, 1] };
    const events = d20Fight(scenario, 2);
    expect(of(events, "botch")[0]).toMatchObject({ result: "major-snag", duration: 2 });
    const lost = of(events, "refused")
      .filter((event) => event.combatant === "brann" && event.code === "round-lost")
      .map((event) => event.round);
    expect(lost).toEqual([2, 3]);
    expect(
      of(events, "action")
        .filter((event) => event.combatant === "brann")
        .map((event) => event.round),
    ).toEqual([1, 4]);
    // Both of the botch's effects end as round 3 ends (the log's time the clock's place then, round 4's start).
    expect(of(events, "effect-end").map(({ combatant, effect, round }) => [combatant, effect, round])).toEqual([
      ["brann", "Botch", 4],
      ["brann", "Stunned", 4],
    ]);
  });
});

describe("game time on the log", () => {
  it("says at every round's end how much has passed, in seconds, segments, rounds and turns", () => {
    const events = d20Fight({ ...d20Example("squad-4v6"), maxRounds: 3 }, 5);
    const ends = of(events, "round-end");
    expect(ends.length).toBeGreaterThan(0);
    for (const end of ends) {
      expect(end.elapsed).toEqual({
        seconds: end.round * 15,
        segments: Math.floor((end.round * 15) / 6),
        rounds: end.round,
        turns: Math.floor(end.round / 40),
      });
    }
  });
});
