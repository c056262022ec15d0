import { describe, expect, it } from "vitest";
import { validate } from "../../../src/engine/schema/validate";
import { abortChoice, ABORTABLE } from "../../../src/rulesets/phases-3d6/abortChoice";
import { enterFight, type PhasesFighter } from "../../../src/rulesets/phases-3d6/fighter";
import { PhasesActorSchema } from "../../../src/rulesets/phases-3d6/schema";

function defender(more: Partial<PhasesFighter> = {}): PhasesFighter {
  const actor = validate(PhasesActorSchema, {});
  if (!actor.ok) throw new Error(JSON.stringify(actor.issues));
  return { ...enterFight({ id: "b", name: "B", side: "blue" }, actor.value, []), ...more };
}

const chosen = (orders: readonly string[], attack: "melee" | "ranged", fighter = defender()) => abortChoice(orders, fighter, attack)?.id ?? null;

describe("what a character aborts to", () => {
  it("only the source's defensive manoeuvres: Block, Dodge, Missile Deflection, Roll With A Punch", () => {
    expect(ABORTABLE.map((m) => m.name)).toEqual(["Block", "Dodge", "Missile Deflection", "Roll With A Punch"]);
    expect(chosen(["strike", "haymaker"], "melee")).toBeNull();
  });

  it("the first of its list that answers the attack: Block a blow, Missile Deflection a shot, Dodge and Roll With A Punch either", () => {
    expect(chosen(["block", "missileDeflection"], "melee")).toBe("block");
    expect(chosen(["block", "missileDeflection"], "ranged")).toBe("missileDeflection");
    expect(chosen(["block"], "ranged")).toBeNull();
    expect(chosen(["missileDeflection", "dodge"], "melee")).toBe("dodge");
    expect(chosen(["rollWithAPunch", "block"], "melee")).toBe("rollWithAPunch");
  });

  it("nothing when a defence of its list that answers the attack is already up", () => {
    expect(chosen(["block", "dodge"], "melee", defender({ guard: "block" }))).toBeNull();
    expect(chosen(["dodge"], "ranged", defender({ manoeuvres: ["dodge"] }))).toBeNull();
    // A held Block does nothing against a shot: Missile Deflection is still worth an abort.
    expect(chosen(["block", "missileDeflection"], "ranged", defender({ guard: "block" }))).toBe("missileDeflection");
    expect(chosen(["dodge"], "melee", defender({ manoeuvres: ["strike"] }))).toBe("dodge");
  });
});
