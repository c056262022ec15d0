import * as Value from "../../../engine/schema/ValueChecks";
import { text } from "../../../engine/text/LocalText";
import type { FieldView } from "../../../engine/play/SheetView";
import { itemSheetOf } from "../../../engine/play/itemSheetOf";
import { DAMAGE_DICE } from "../../../engine/dice/damageDice";
import { CATEGORIES, D20ArmourSchema, D20WeaponSchema, WEIGHTS } from "../schema";
import { ARMOUR_TYPE, WEAPON_TYPE } from "./documents";

const K = "TURNWRIGHT.D20Segments";

function weaponFields(system: unknown): FieldView[] {
  const weapon = Value.Check(D20WeaponSchema, system) ? system : Value.Create(D20WeaponSchema);
  return [
    {
      input: "select",
      path: "system.category",
      label: text(`${K}.Weapon.category`),
      value: weapon.category,
      options: CATEGORIES.map((category) => ({ value: category, label: text(`${K}.Skill.${category}`) })),
    },
    {
      input: "select",
      path: "system.weight",
      label: text(`${K}.Weapon.weight`),
      value: weapon.weight,
      options: WEIGHTS.map((weight) => ({ value: weight, label: text(`${K}.Weight.${weight}`) })),
    },
    {
      input: "text",
      path: "system.damage",
      label: text(`${K}.Weapon.damage`),
      value: weapon.damage,
      pattern: DAMAGE_DICE,
      hint: text(`${K}.Weapon.damageHint`),
    },
    { input: "number", path: "system.hitPoints", label: text(`${K}.Weapon.hitPoints`), value: weapon.hitPoints, min: 0, max: 200 },
    { input: "checkbox", path: "system.natural", label: text(`${K}.Weapon.natural`), value: weapon.natural },
    { input: "checkbox", path: "system.equipped", label: text(`${K}.Weapon.equipped`), value: weapon.equipped },
  ];
}

function armourFields(system: unknown): FieldView[] {
  const armour = Value.Check(D20ArmourSchema, system) ? system : Value.Create(D20ArmourSchema);
  return [{ input: "number", path: "system.reduction", label: text(`${K}.Armour.reduction`), value: armour.reduction, min: 0, max: 20 }];
}

/** Weapon and armour sheets: every field with its form, in the rule set's words. */
export const d20ItemSheet = itemSheetOf(text(`${K}.Tab.details`), {
  [WEAPON_TYPE]: { title: text(`${K}.Section.Weapon`), fields: weaponFields },
  [ARMOUR_TYPE]: { title: text(`${K}.Section.Armour`), fields: armourFields },
});
