import { rangeAtTable, type RangeAtTable } from "../../../engine/play/RangeRule";
import { PHASES_RANGE, strikeOf } from "../strikeRange";
import { fighterOf, weaponById } from "./snapshot";

/**
 * The reach and range rule at the table, for an attack manoeuvre started from the sheet: the
 * weapon its button names, held by the actor's own arm (its reach). A sheet the rules cannot read
 * or a weapon it no longer has is left to the start, which refuses it in its own words.
 */
export const PHASES_RANGE_AT_TABLE: RangeAtTable = rangeAtTable(PHASES_RANGE, (start) => {
  if (start.action !== "attack") return null;
  const read = fighterOf(start.actor);
  if (!read.ok) return null;
  const weapon = weaponById(read.value, start.data["item"] ?? "");
  return weapon === undefined ? null : strikeOf(weapon, read.value.fighter.actor.reach);
});
