import * as Value from "../../../engine/schema/ValueChecks";
import { text } from "../../../engine/text/LocalText";
import type { FieldView } from "../../../engine/play/SheetView";
import { itemSheetOf } from "../../../engine/play/itemSheetOf";
import { D6ArmourSchema, D6WeaponSchema, DAMAGE_CODE, DIE_CODE } from "../schema";
import { ARMOUR_TYPE, WEAPON_TYPE } from "./documents";

const K = "TURNWRIGHT.D6Pool";

function weaponFields(system: unknown): FieldView[] {
  const weapon = Value.Check(D6WeaponSchema, system) ? system : Value.Create(D6WeaponSchema);
  return [
    {
      input: "select",
      path: "system.skill",
      label: text(`${K}.Weapon.skill`),
      value: weapon.skill,
      options: (["brawling", "meleeCombat", "firearms"] as const).map((skill) => ({ value: skill, label: text(`${K}.Trait.${skill}`) })),
    },
    {
      input: "text",
      path: "system.damage",
      label: text(`${K}.Weapon.damage`),
      value: weapon.damage,
      pattern: DAMAGE_CODE,
      hint: text(`${K}.Weapon.damageHint`),
    },
    { input: "checkbox", path: "system.sharp", label: text(`${K}.Weapon.sharp`), value: weapon.sharp },
    { input: "number", path: "system.range.short", label: text(`${K}.Weapon.short`), value: weapon.range.short, min: 0, max: 5000 },
    { input: "number", path: "system.range.medium", label: text(`${K}.Weapon.medium`), value: weapon.range.medium, min: 0, max: 5000 },
    { input: "number", path: "system.range.long", label: text(`${K}.Weapon.long`), value: weapon.range.long, min: 0, max: 5000 },
  ];
}

function armourFields(system: unknown): FieldView[] {
  const armour = Value.Check(D6ArmourSchema, system) ? system : Value.Create(D6ArmourSchema);
  return [
    {
      input: "text",
      path: "system.resistance",
      label: text(`${K}.Armour.resistance`),
      value: armour.resistance,
      pattern: DIE_CODE,
      hint: text(`${K}.Armour.resistanceHint`),
    },
  ];
}

/** Weapon and armour sheets: every field with its form, in the rule set's words. */
export const d6ItemSheet = itemSheetOf(text(`${K}.Tab.details`), {
  [WEAPON_TYPE]: { title: text(`${K}.Section.Weapon`), fields: weaponFields },
  [ARMOUR_TYPE]: { title: text(`${K}.Section.Armour`), fields: armourFields },
});
