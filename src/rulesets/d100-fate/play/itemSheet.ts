import * as Value from "../../../engine/schema/ValueChecks";
import { text } from "../../../engine/text/LocalText";
import type { FieldView } from "../../../engine/play/SheetView";
import { itemSheetOf } from "../../../engine/play/itemSheetOf";
import { D100ArmourSchema, D100WeaponSchema, DAMAGE_CODE, HIT_LOCATIONS } from "../schema";
import { ARMOUR_TYPE, WEAPON_TYPE } from "./documents";

const K = "TURNWRIGHT.D100Fate";

function weaponFields(system: unknown): FieldView[] {
  const weapon = Value.Check(D100WeaponSchema, system) ? system : Value.Create(D100WeaponSchema);
  return [
    {
      input: "select",
      path: "system.class",
      label: text(`${K}.Weapon.class`),
      value: weapon.class,
      options: [
        { value: "melee", label: text(`${K}.Weapon.melee`) },
        { value: "ranged", label: text(`${K}.Weapon.ranged`) },
      ],
    },
    {
      input: "text",
      path: "system.damage",
      label: text(`${K}.Weapon.damage`),
      value: weapon.damage,
      pattern: DAMAGE_CODE,
      hint: text(`${K}.Weapon.damageHint`),
    },
    { input: "number", path: "system.penetration", label: text(`${K}.Weapon.penetration`), value: weapon.penetration, min: 0, max: 20 },
    { input: "number", path: "system.range", label: text(`${K}.Weapon.range`), value: weapon.range, min: 0, max: 2000 },
    { input: "checkbox", path: "system.rateOfFire.single", label: text(`${K}.Weapon.single`), value: weapon.rateOfFire.single },
    { input: "number", path: "system.rateOfFire.semi", label: text(`${K}.Weapon.semi`), value: weapon.rateOfFire.semi, min: 0, max: 10 },
    { input: "number", path: "system.rateOfFire.full", label: text(`${K}.Weapon.full`), value: weapon.rateOfFire.full, min: 0, max: 20 },
    { input: "number", path: "system.parry", label: text(`${K}.Weapon.parry`), value: weapon.parry, min: -20, max: 20 },
  ];
}

function armourFields(system: unknown): FieldView[] {
  const armour = Value.Check(D100ArmourSchema, system) ? system : Value.Create(D100ArmourSchema);
  return HIT_LOCATIONS.map((location) => ({
    input: "number",
    path: `system.${location}`,
    label: text(`${K}.Armour.At.${location}`),
    value: armour[location],
    min: 0,
    max: 20,
  }));
}

/** Weapon and armour sheets: every field with its limits, in the rule set's words. */
export const d100ItemSheet = itemSheetOf(text(`${K}.Tab.details`), {
  [WEAPON_TYPE]: { title: text(`${K}.Section.Weapon`), fields: weaponFields },
  [ARMOUR_TYPE]: { title: text(`${K}.Section.ArmourPoints`), fields: armourFields },
});
