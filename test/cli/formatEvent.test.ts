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
});
