import { describe, expect, it } from "vitest";
import { itemsOfType } from "../../../src/engine/fight/acceptedData";
import { D100WeaponSchema } from "../../../src/rulesets/d100-fate/schema";

const RATE = { single: true, semi: 0, full: 0 };

describe("a combatant's items as the rules read them", () => {
  it("writes every item of a type in its schema's order, name last, however its author ordered it", () => {
    const items = [
      { type: "weapon", name: "Sword", data: { parry: 0, class: "melee", range: 0, damage: "1d10", rateOfFire: RATE, penetration: 0 } },
      { type: "weapon", name: "Rifle", data: { class: "ranged", damage: "1d10+3", penetration: 2, range: 100, rateOfFire: RATE, parry: 0 } },
      { type: "armour", name: "Coat", data: { body: 2 } },
    ];
    const weapons = itemsOfType(items, "weapon", D100WeaponSchema);
    // Its description, which no rule reads, is left out of the rules' copy.
    const order = [...Object.keys(D100WeaponSchema.properties).filter((key) => key !== "description"), "name"];
    expect(weapons.map((weapon) => Object.keys(weapon))).toEqual([order, order]);
    expect(weapons.map((weapon) => [weapon.name, weapon.class, weapon.damage])).toEqual([
      ["Sword", "melee", "1d10"],
      ["Rifle", "ranged", "1d10+3"],
    ]);
  });

  it("leaves out an item its type's schema refuses, and leaves the item it read unchanged", () => {
    const data = { class: "melee", damage: "1d10", penetration: 0, range: 0, rateOfFire: RATE, parry: 0 };
    const items = [
      { type: "weapon", name: "Broken", data: { class: "thrown" } },
      { type: "weapon", name: "Sword", data },
    ];
    expect(itemsOfType(items, "weapon", D100WeaponSchema).map((weapon) => weapon.name)).toEqual(["Sword"]);
    expect(Object.keys(data)).not.toContain("name");
  });
});
