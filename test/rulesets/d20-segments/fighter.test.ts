import { describe, expect, it } from "vitest";
import { validate } from "../../../src/engine/schema/validate";
import { enterFight, fighterDraft, FISTS, isStunned, losesActions, rearmed, skillBonus, type NamedWeapon } from "../../../src/rulesets/d20-segments/fighter";
import { D20ActorSchema } from "../../../src/rulesets/d20-segments/schema";

function actorWith(data: Record<string, unknown>) {
  const read = validate(D20ActorSchema, data);
  if (!read.ok) throw new Error("the test's actor does not read");
  return read.value;
}

const who = { id: "brann", name: "Brann", side: "party" };

describe("a d20-segments fighter", () => {
  it("keeps what its turns and defences ask of the actor as it entered: Dodge, Parry, lost actions, a stun", () => {
    const actor = actorWith({ skills: { axes: 6, dodge: 3, parry: 5 }, conditions: { stunned: true, lost: true } });
    const fighter = enterFight(who, actor, [], [], true);
    expect(fighter).toMatchObject({ dodge: 3, parry: 5, actionsLost: true, stunned: true });
    expect([losesActions(fighter), isStunned(fighter)]).toEqual([true, true]);
    expect([fighter.dodge, fighter.parry]).toEqual([skillBonus(fighter, "dodge"), skillBonus(fighter, "parry")]);
  });

  it("counts a defence left off the sheet as 0, as the sheet does", () => {
    const fighter = enterFight(who, actorWith({ skills: { axes: 6 } }), [], [], true);
    expect([fighter.dodge, fighter.parry, losesActions(fighter), isStunned(fighter)]).toEqual([0, 0, false, false]);
  });

  it("copies every field in its draft, in the order it entered", () => {
    const fighter = enterFight(who, actorWith({ skills: { dodge: 2 } }), [], [], false);
    const draft = fighterDraft(fighter);
    expect(Object.keys(draft)).toEqual(Object.keys(fighter));
    expect(draft).toEqual(fighter);
  });

  it("fights with the Combat skill of the weapon in hand, read again when a botch takes or dents it", () => {
    const axe: NamedWeapon = { name: "axe", category: "axes", weight: "medium", damage: "1d8", hitPoints: 10, natural: false, equipped: true };
    const fighter = enterFight(who, actorWith({ skills: { axes: 6, unarmed: 2 } }), [axe], [], true);
    expect(fighter.combat).toBe(6);
    expect(rearmed(fighter, []).combat).toBe(skillBonus(fighter, FISTS.category));
    expect(rearmed(fighter, [{ ...axe, hitPoints: 4 }]).combat).toBe(6);
  });
});
