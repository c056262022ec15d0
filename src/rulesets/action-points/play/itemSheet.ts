import * as Value from "../../../engine/schema/ValueChecks";
import { DAMAGE_DICE } from "../../../engine/dice/damageDice";
import { text } from "../../../engine/text/LocalText";
import type { FieldView } from "../../../engine/play/SheetView";
import { itemSheetOf } from "../../../engine/play/itemSheetOf";
import { ApArmourSchema, ApWeaponSchema } from "../schema";
import { ARMOUR_TYPE, WEAPON_TYPE } from "./documents";

const K = "TURNWRIGHT.ActionPoints";

function weaponFields(system: unknown): FieldView[] {
  const weapon = Value.Check(ApWeaponSchema, system) ? system : Value.Create(ApWeaponSchema);
  return [
    { input: "number", path: "system.ap", label: text(`${K}.Weapon.ap`), value: weapon.ap, min: 0, max: 20 },
    {
      input: "text",
      path: "system.damage",
      label: text(`${K}.Weapon.damage`),
      value: weapon.damage,
      pattern: DAMAGE_DICE,
      hint: text(`${K}.Weapon.damageHint`),
    },
    { input: "checkbox", path: "system.ranged", label: text(`${K}.Weapon.rangedField`), value: weapon.ranged },
  ];
}

function armourFields(system: unknown): FieldView[] {
  const armour = Value.Check(ApArmourSchema, system) ? system : Value.Create(ApArmourSchema);
  return [
    { input: "number", path: "system.dr", label: text(`${K}.Armour.dr`), value: armour.dr, min: 0, max: 20 },
    { input: "number", path: "system.ev", label: text(`${K}.Armour.ev`), value: armour.ev, min: 0, max: 10 },
  ];
}

/** Weapon and armour sheets: every field with its form, in the rule set's words. */
export const apItemSheet = itemSheetOf(text(`${K}.Tab.details`), {
  [WEAPON_TYPE]: { title: text(`${K}.Section.Weapon`), fields: weaponFields },
  [ARMOUR_TYPE]: { title: text(`${K}.Section.ArmourPiece`), fields: armourFields },
});
