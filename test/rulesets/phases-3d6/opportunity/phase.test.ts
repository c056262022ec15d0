import { describe, expect, it } from "vitest";
import { hex } from "../../../../src/rulesets/phases-3d6/hex/Hex";
import { straightPath } from "../../../../src/rulesets/phases-3d6/hex/path";
import {
  leavingAlreadyProvoked,
  letOpportunityPass,
  noteDodge,
  startOpportunityPhase,
  takeAttackOfOpportunity,
  type OpportunityAllowance,
} from "../../../../src/rulesets/phases-3d6/opportunity/allowance";
import { interruptMovement } from "../../../../src/rulesets/phases-3d6/opportunity/interrupt";
import { leavesThreat, type Movement, type Threatener } from "../../../../src/rulesets/phases-3d6/opportunity/threat";

const guard: Threatener = { id: "guard", at: hex(0, 0), reach: 1 };
const captain: Threatener = { id: "captain", at: hex(3, -1), reach: 1 };

function provoked(movement: Movement, allowances: Readonly<Record<string, OpportunityAllowance>>) {
  const result = leavesThreat(movement, [guard, captain], leavingAlreadyProvoked(allowances, movement.mover));
  if (!result.ok) throw new Error(result.refusal.message);
  return result.value;
}

describe("a Phase of movement past two guards", () => {
  it("two move actions in one Phase: each guard gets one chance, taken or let pass; the next Phase starts over", () => {
    let allowances: Record<string, OpportunityAllowance> = { guard: startOpportunityPhase(), captain: noteDodge(startOpportunityPhase()) };
    const first: Movement = { mover: "rogue", path: straightPath(hex(1, 0), hex(3, 0)), manner: "combat", combatMovement: 6 };
    const firstProvoked = provoked(first, allowances);
    expect(firstProvoked.map((p) => p.threatener)).toEqual(["guard", "captain"]);
    expect(interruptMovement(first.path, firstProvoked).map((beat) => (beat.kind === "move" ? "move" : beat.threatener))).toEqual([
      "guard",
      "move",
      "captain",
      "move",
    ]);

    // The guard attacks; the captain dodged this Phase, so its chance is refused and passes.
    const guardAttack = takeAttackOfOpportunity(allowances.guard ?? startOpportunityPhase(), { kind: "leaving", mover: "rogue" }, false);
    expect(guardAttack.ok).toBe(true);
    if (!guardAttack.ok) return;
    const captainAttack = takeAttackOfOpportunity(allowances.captain ?? startOpportunityPhase(), { kind: "leaving", mover: "rogue" }, false);
    expect(captainAttack.ok).toBe(false);
    allowances = { guard: guardAttack.value, captain: letOpportunityPass(allowances.captain ?? startOpportunityPhase(), { kind: "leaving", mover: "rogue" }) };

    // Back the same way with a second move action: nobody is provoked again this Phase.
    const second: Movement = { mover: "rogue", path: straightPath(hex(3, 0), hex(1, 0)), manner: "combat", combatMovement: 6 };
    expect(leavingAlreadyProvoked(allowances, "rogue").sort()).toEqual(["captain", "guard"]);
    expect(provoked(second, allowances)).toEqual([]);

    // Next Phase, fresh allowances: leaving the captain's hexes provokes again; ending next to the guard does not.
    expect(provoked(second, { guard: startOpportunityPhase(), captain: startOpportunityPhase() }).map((p) => p.threatener)).toEqual(["captain"]);
  });
});
