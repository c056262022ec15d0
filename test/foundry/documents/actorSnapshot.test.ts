import { describe, expect, it } from "vitest";
import { actorSnapshot } from "../../../src/foundry/documents/actorSnapshot";
import { fighterOf } from "../../../src/rulesets/d100-fate/play/snapshot";

describe("actorSnapshot", () => {
  const system = { kind: "pc", weaponSkill: 45, wounds: { max: 14, value: null }, fate: { max: 2, value: 1 }, conditions: { prone: false } };
  const blade = { class: "melee", damage: "1d10+3", penetration: 2, range: 0, rateOfFire: { single: true, semi: 0, full: 0 }, parry: 0 };
  const parts = {
    uuid: "Actor.varro0000000000",
    name: "Sergeant Varro",
    type: "d100-fate",
    system,
    items: [{ id: "blade00000000000", name: "Chainsword", type: "d100-fate-weapon", system: blade, img: "icons/weapons/swords/sword-guard-serrated.webp" }],
  };

  it("copies the actor and its items as the rule set reads them, the uuid as its ref", () => {
    expect(actorSnapshot(parts)).toEqual({
      ref: "Actor.varro0000000000",
      name: "Sergeant Varro",
      type: "d100-fate",
      system: { kind: "pc", weaponSkill: 45, wounds: { max: 14 }, fate: { max: 2, value: 1 }, conditions: { prone: false } },
      // The picture too: the sheet's row of each item shows it.
      items: [{ id: "blade00000000000", name: "Chainsword", type: "d100-fate-weapon", system: blade, img: "icons/weapons/swords/sword-guard-serrated.webp" }],
    });
  });

  it("shares nothing with the document", () => {
    const snapshot = actorSnapshot(parts);
    expect(snapshot.system).not.toBe(system);
    expect(snapshot.items[0]?.system).not.toBe(blade);
  });

  it("is accepted by the rule set as a fighter, cleared wounds and all", () => {
    const fighter = fighterOf(actorSnapshot(parts));
    expect(fighter.ok).toBe(true);
    if (fighter.ok) expect(fighter.value.weaponIds).toEqual(["blade00000000000"]);
  });
});
