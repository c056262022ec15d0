import { describe, expect, it } from "vitest";
import { formatEvent, logLines } from "../../src/cli/formatEvent";
import type { CombatEvent } from "../../src/engine/events";

const defence = (reaction: string, success: boolean, negated?: number): CombatEvent => ({
  type: "defense",
  round: 1,
  phase: 2,
  defender: "warden",
  attacker: "raider",
  reaction,
  success,
  ...(negated === undefined ? {} : { negated }),
});

describe("the log a person reads", () => {
  it("says each defence with a verb, and what it stopped: a count of hits, or the whole attack", () => {
    expect(formatEvent(defence("parry", true, 1))).toBe("R1 P2      warden parries: stops 1");
    expect(formatEvent(defence("dodge", false))).toBe("R1 P2      warden dodges: fails");
    expect(formatEvent(defence("block", true))).toBe("R1 P2      warden blocks: stops the attack");
    expect(formatEvent(defence("missileDeflection", true))).toBe("R1 P2      warden deflects: stops the attack");
  });

  it("says what a pass's action cost and what is left, a location's multiplier, and an attribute a serious injury takes", () => {
    expect(formatEvent({ type: "action", round: 1, pass: 2, combatant: "vesna", action: "attack", kind: "points", target: "grusk", cost: 5, apLeft: 2 })).toBe("R1 pass 2   vesna: attack (points) -> grusk for 5 AP, 2 left");
    expect(formatEvent({ type: "damage", round: 1, pass: 1, target: "sentry", amount: 27, result: "hurt", location: "head", raw: 10, soak: 1, multiplier: 3 })).toBe("R1 pass 1     sentry takes 27 to the head (rolled 10, soak 1, ×3): hurt");
    expect(formatEvent({ type: "injury", round: 2, pass: 1, combatant: "grusk", attribute: "presence", from: "d4", to: "none" })).toBe("R2 pass 1     grusk's presence drops from d4 to nothing");
  });
});

describe("a fight's log lines", () => {
  const start = (ruleset: string): CombatEvent => ({
    type: "combat-start",
    round: 0,
    ruleset,
    combatants: [
      { id: "a", name: "Captain Ardent", side: "heroes", surprised: false },
      { id: "b", name: "Dock Brute", side: "thugs", surprised: false },
    ],
  });

  it("calls each combatant by its name from the opening line on", () => {
    const line = logLines();
    line(start("d100-fate"));
    expect(line({ type: "round-start", round: 1, order: ["b", "a"] })).toBe("R1     round 1 begins: Dock Brute > Captain Ardent");
    expect(line({ type: "attack", round: 1, attacker: "a", target: "b", hit: true })).toBe("R1         Captain Ardent hits Dock Brute");
  });

  it("says why the fight ended: a side won, nobody is left, or the limit came first; in Turns where a round is made of Phases", () => {
    const phases = logLines();
    phases(start("phases-3d6"));
    expect(phases({ type: "combat-end", round: 3, winner: "heroes", rounds: 3, reason: "victory" })).toBe("R3     combat ends after 3 Turns: heroes win");
    expect(phases({ type: "round-end", round: 3 })).toBe("R3     Turn 3 ends");
    const d100 = logLines();
    d100(start("d100-fate"));
    expect(d100({ type: "combat-end", round: 20, winner: null, rounds: 20, reason: "max-rounds" })).toBe("R20    combat ends: no winner after 20 rounds, the scenario's limit");
    expect(d100({ type: "combat-end", round: 1, winner: null, rounds: 1, reason: "victory" })).toBe("R1     combat ends after 1 round: nobody is left standing");
  });
});
