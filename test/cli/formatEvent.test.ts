import { describe, expect, it } from "vitest";
import { formatEvent } from "../../src/cli/formatEvent";
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
