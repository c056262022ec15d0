import { describe, expect, it } from "vitest";
import { validate } from "../../../src/engine/schema/validate";
import { D20ActorSchema, D20WeaponSchema } from "../../../src/rulesets/d20-segments/schema";

describe("the d20-segments sheet", () => {
  it("holds skills as a map of bonuses, and fills what is left out", () => {
    const read = validate(D20ActorSchema, { kind: "pc", initiativeBonus: 3, skills: { heavyBlades: 8, parry: 10, dodge: 6 } });
    expect(read).toMatchObject({
      ok: true,
      value: {
        skills: { heavyBlades: 8, parry: 10, dodge: 6 },
        actionDice: 2,
        hitPoints: { max: 12 },
        conditions: { stunned: false, prone: false, disarmed: false },
      },
    });
  });

  it("refuses a skill's bonus out of range or a skill the rules do not have, naming the field", () => {
    const high = validate(D20ActorSchema, { skills: { parry: 99 } });
    expect(high.ok ? null : high.issues[0]).toMatchObject({ path: "skills.parry", value: 99 });
    const named = validate(D20ActorSchema, { skills: { "Heavy Blades": 8 } });
    expect(named.ok ? null : named.issues[0]?.path).toMatch(/^skills/);
  });

  it("gives a weapon its category, weight class, damage dice and hit points", () => {
    expect(validate(D20WeaponSchema, { category: "lightBlades", weight: "light", damage: "1d6" })).toMatchObject({
      ok: true,
      value: { hitPoints: 10, natural: false },
    });
    const bad = validate(D20WeaponSchema, { damage: "1d7" });
    expect(bad.ok ? null : bad.issues[0]).toMatchObject({ path: "damage", value: "1d7" });
  });
});
