import * as Value from "../../../engine/schema/ValueChecks";
import { text } from "../../../engine/text/LocalText";
import type { FieldView } from "../../../engine/play/SheetView";
import { itemSheetOf } from "../../../engine/play/itemSheetOf";
import { PhasesWeaponSchema } from "../schema";
import { WEAPON_TYPE } from "./documents";

const K = "TURNWRIGHT.Phases";

function weaponFields(system: unknown): FieldView[] {
  const weapon = Value.Check(PhasesWeaponSchema, system) ? system : Value.Create(PhasesWeaponSchema);
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
    { input: "number", path: "system.ocv", label: text(`${K}.Weapon.ocv`), value: weapon.ocv, min: -5, max: 5 },
    { input: "number", path: "system.dcv", label: text(`${K}.Weapon.dcv`), value: weapon.dcv, min: -5, max: 5 },
    { input: "number", path: "system.dice", label: text(`${K}.Weapon.dice`), value: weapon.dice, min: 1, max: 20 },
    { input: "number", path: "system.reach", label: text(`${K}.Weapon.reach`), value: weapon.reach, min: 0, max: 10 },
    { input: "number", path: "system.range", label: text(`${K}.Weapon.range`), value: weapon.range, min: 0, max: 1000 },
  ];
}

/** The weapon sheet: every field with its limits, in the rule set's words. */
export const phasesItemSheet = itemSheetOf(text(`${K}.Tab.details`), { [WEAPON_TYPE]: { title: text(`${K}.Section.Weapon`), fields: weaponFields } });
