import { describe, expect, it } from "vitest";
import { validate } from "../../../src/engine/schema/validate";
import { baseDcv, baseOcv, PhasesActorSchema, PhasesWeaponSchema } from "../../../src/rulesets/phases-3d6/schema";

describe("phases-3d6 actor schema", () => {
  it("fills every left-out field with its default", () => {
    const checked = validate(PhasesActorSchema, {});
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value).toMatchObject({
      kind: "npc",
      combatValue: 5,
      lightningReflexes: 0,
      combatReflexes: false,
      reach: 1,
      movement: 6,
      recovery: 5,
      stun: { max: 20 },
      body: { max: 10 },
      conditions: { stunned: false, prone: false, unaware: false },
    });
  });

  it("takes OCV and DCV from the Combat Value unless the sheet gives its own", () => {
    const plain = validate(PhasesActorSchema, { combatValue: 7 });
    const own = validate(PhasesActorSchema, { combatValue: 7, ocv: 9, dcv: 4 });
    if (!plain.ok || !own.ok) throw new Error("valid actors refused");
    expect([baseOcv(plain.value), baseDcv(plain.value)]).toEqual([7, 7]);
    expect([baseOcv(own.value), baseDcv(own.value)]).toEqual([9, 4]);
  });

  it("names the bad field, the value and the range", () => {
    const checked = validate(PhasesActorSchema, { combatValue: 25 }, "actor");
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.issues[0]).toMatchObject({ path: "actor.combatValue", value: 25 });
    const unknown = validate(PhasesActorSchema, { constitution: 10 });
    expect(unknown.ok).toBe(false);
  });

  it("gives a weapon 2d6, reach 1 and no modifiers by default", () => {
    const checked = validate(PhasesWeaponSchema, {});
    expect(checked).toEqual({ ok: true, value: { class: "melee", ocv: 0, dcv: 0, dice: 2, reach: 1, range: 0, description: "" } });
  });
});
