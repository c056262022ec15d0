import { Type } from "@sinclair/typebox";
import { describe, expect, it } from "vitest";
import { validate } from "../../../../src/engine/schema/validate";
import { PHASES_COMBATANT_FIELDS } from "../../../../src/rulesets/phases-3d6/scenarioFields";

// A combatant's own phases-3d6 fields, checked as the scenario loader checks them.
const PhasesFields = Type.Object(PHASES_COMBATANT_FIELDS, { additionalProperties: false });

describe("a combatant's place on the hex map in a scenario", () => {
  it("is optional, and kept as given when present", () => {
    const without = validate(PhasesFields, {});
    expect(without.ok).toBe(true);
    if (without.ok) expect(without.value.position).toBeUndefined();
    const placed = validate(PhasesFields, { position: { q: -2, r: 3 } });
    expect(placed.ok).toBe(true);
    if (placed.ok) expect(placed.value.position).toEqual({ q: -2, r: 3 });
  });

  it("names the field when a coordinate is missing, fractional or unknown", () => {
    const missing = validate(PhasesFields, { position: { q: 1 } }, "combatants[0]");
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.issues[0]?.path).toBe("combatants[0].position.r");
    const fractional = validate(PhasesFields, { position: { q: 1.5, r: 0 } }, "combatants[0]");
    expect(fractional.ok).toBe(false);
    if (!fractional.ok) expect(fractional.issues[0]?.path).toBe("combatants[0].position.q");
    const extra = validate(PhasesFields, { position: { q: 0, r: 0, s: 0 } });
    expect(extra.ok).toBe(false);
  });
});
