import { itemsOfActor } from "../../../engine/play/readActor";
import { rangeAtTable, type RangeAtTable } from "../../../engine/play/RangeRule";
import { BARE_HANDS } from "../fighter";
import { D6_RANGE } from "../rangeBands";
import { D6WeaponSchema } from "../schema";
import { WEAPON_TYPE } from "./documents";

/**
 * The range bands at the table, for an attack started from the sheet with the weapon its button
 * names ("" is bare hands). A weapon the actor no longer has is left to the start to refuse.
 */
export const D6_RANGE_AT_TABLE: RangeAtTable = rangeAtTable(D6_RANGE, (start) => {
  if (start.action !== "attack") return null;
  const id = start.data["item"] ?? "";
  if (id === "") return BARE_HANDS;
  return itemsOfActor(start.actor, WEAPON_TYPE, D6WeaponSchema).find((carried) => carried.id === id)?.item ?? null;
});
