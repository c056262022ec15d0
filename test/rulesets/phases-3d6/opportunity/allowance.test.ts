import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  hasArisen,
  letOpportunityPass,
  mayAttackOfOpportunity,
  noteDodge,
  opportunityKey,
  startOpportunityPhase,
  takeAttackOfOpportunity,
  type Opportunity,
  type OpportunityAllowance,
} from "../../../../src/rulesets/phases-3d6/opportunity/allowance";

const fleeing: Opportunity = { kind: "leaving", mover: "thief" };
const reloading: Opportunity = { kind: "distraction", mover: "thief", occasion: "reloadGun@1" };
const standing: Opportunity = { kind: "distraction", mover: "thief", occasion: "standUp@2" };

function take(allowance: OpportunityAllowance, opportunity: Opportunity, reflexes = false): OpportunityAllowance {
  const result = takeAttackOfOpportunity(allowance, opportunity, reflexes);
  if (!result.ok) throw new Error(result.refusal.message);
  return result.value;
}

describe("attacks of opportunity allowed in a Phase", () => {
  it("one per Phase without Combat Reflexes, saying why the second is refused", () => {
    const after = take(startOpportunityPhase(), fleeing);
    const second = takeAttackOfOpportunity(after, reloading, false);
    expect(second.ok).toBe(false);
    if (!second.ok) expect(second.refusal.code).toBe("aoo-phase-used");
    expect(takeAttackOfOpportunity(startOpportunityPhase(), reloading, false).ok).toBe(true);
  });

  it("with Combat Reflexes, one per distinct opportunity: the same opponent twice is two opportunities", () => {
    let allowance = take(startOpportunityPhase(), reloading, true);
    allowance = take(allowance, standing, true);
    allowance = take(allowance, fleeing, true);
    expect(allowance.taken).toHaveLength(3);
    const again = takeAttackOfOpportunity(allowance, fleeing, true);
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.refusal.code).toBe("aoo-same-opportunity");
  });

  it("leaving several threatened hexes is one opportunity, whatever else the mover does", () => {
    expect(opportunityKey(fleeing)).toBe(opportunityKey({ kind: "leaving", mover: "thief" }));
    expect(opportunityKey(reloading)).not.toBe(opportunityKey(standing));
    expect(opportunityKey({ kind: "leaving", mover: "thief" })).not.toBe(opportunityKey({ kind: "leaving", mover: "guard" }));
  });

  it("none after Dodge that Phase, back at the next", () => {
    const dodged = noteDodge(startOpportunityPhase());
    const refused = mayAttackOfOpportunity(dodged, fleeing, true);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.refusal.message).toBe("No attack of opportunity after using Dodge this Phase");
    expect(mayAttackOfOpportunity(startOpportunityPhase(), fleeing, false).ok).toBe(true);
  });

  it("an opportunity let pass is gone, and counts as having come up", () => {
    const passed = letOpportunityPass(startOpportunityPhase(), fleeing);
    expect(hasArisen(passed, fleeing)).toBe(true);
    expect(hasArisen(passed, reloading)).toBe(false);
    const late = mayAttackOfOpportunity(passed, fleeing, true);
    expect(late.ok).toBe(false);
    if (!late.ok) expect(late.refusal.code).toBe("aoo-let-pass");
    // Letting one pass does not use up the Phase's attack.
    expect(mayAttackOfOpportunity(passed, reloading, false).ok).toBe(true);
  });

  it("the state is plain JSON", () => {
    const allowance = take(letOpportunityPass(startOpportunityPhase(), reloading), fleeing);
    expect(JSON.parse(JSON.stringify(allowance))).toEqual(allowance);
  });

  it("whatever happens in a Phase: never more than allowed, never twice for one opportunity, nothing after Dodge", () => {
    const opportunityArb: fc.Arbitrary<Opportunity> = fc.oneof(
      fc.record({ kind: fc.constant("leaving" as const), mover: fc.constantFrom("a", "b") }),
      fc.record({ kind: fc.constant("distraction" as const), mover: fc.constantFrom("a", "b"), occasion: fc.constantFrom("x", "y", "z") }),
    );
    const eventArb = fc.oneof(
      fc.record({ what: fc.constant("take" as const), opportunity: opportunityArb }),
      fc.record({ what: fc.constant("pass" as const), opportunity: opportunityArb }),
      fc.record({ what: fc.constant("dodge" as const) }),
    );
    fc.assert(
      fc.property(fc.boolean(), fc.array(eventArb, { maxLength: 20 }), (reflexes, events) => {
        let allowance = startOpportunityPhase();
        let takenAfterDodge = 0;
        for (const event of events) {
          if (event.what === "dodge") allowance = noteDodge(allowance);
          else if (event.what === "pass") allowance = letOpportunityPass(allowance, event.opportunity);
          else {
            const result = takeAttackOfOpportunity(allowance, event.opportunity, reflexes);
            if (result.ok) {
              if (allowance.dodged) takenAfterDodge += 1;
              allowance = result.value;
            } else expect(result.refusal.message.length).toBeGreaterThan(0);
          }
        }
        expect(takenAfterDodge).toBe(0);
        expect(new Set(allowance.taken).size).toBe(allowance.taken.length);
        if (!reflexes) expect(allowance.taken.length).toBeLessThanOrEqual(1);
        for (const key of allowance.taken) expect(allowance.arisen).toContain(key);
      }),
      { seed: 3661, numRuns: 400 },
    );
  });
});
