import { describe, expect, it } from "vitest";
import { CombatantEntrySchema } from "../../../../src/engine/scenario/ScenarioSchema";
import { validate } from "../../../../src/engine/schema/validate";

const entry = { id: "guard", side: "gm" };

describe("a combatant's place on the hex map in a scenario", () => {
  it("is optional, and kept as given when present", () => {
    const without = validate(CombatantEntrySchema, entry);
    expect(without.ok).toBe(true);
    if (without.ok) expect(without.value.position).toBeUndefined();
    const placed = validate(CombatantEntrySchema, { ...entry, position: { q: -2, r: 3 } });
    expect(placed.ok).toBe(true);
    if (placed.ok) expect(placed.value.position).toEqual({ q: -2, r: 3 });
  });

  it("names the field when a coordinate is missing, fractional or unknown", () => {
    const missing = validate(CombatantEntrySchema, { ...entry, position: { q: 1 } }, "combatants[0]");
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.issues[0]?.path).toBe("combatants[0].position.r");
    const fractional = validate(CombatantEntrySchema, { ...entry, position: { q: 1.5, r: 0 } }, "combatants[0]");
    expect(fractional.ok).toBe(false);
    if (!fractional.ok) expect(fractional.issues[0]?.path).toBe("combatants[0].position.q");
    const extra = validate(CombatantEntrySchema, { ...entry, position: { q: 0, r: 0, s: 0 } });
    expect(extra.ok).toBe(false);
  });
});
