import { ACTOR_TYPE, ARMOUR_TYPE, WEAPON_TYPE } from "./documents";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import { allow, type Outcome } from "../../../engine/Refusal";
import { actorSystem, itemsOfActor } from "../../../engine/play/readActor";
import { D100_WEAPONS, UNARMED } from "../armoury";
import { D100_CONDITIONS } from "../conditions";
import { enterFight, type D100Fighter, type NamedArmour, type NamedWeapon } from "../fighter";
import { D100ActorSchema, D100ArmourSchema, D100WeaponSchema } from "../schema";

export interface ArmedFighter {
  readonly fighter: D100Fighter;
  /** Item id of each weapon, by the weapon's position in `fighter.weapons`. */
  readonly weaponIds: readonly string[];
}

/**
 * The rules' view of an actor from Foundry: its sheet checked against the schema (defaults for
 * what an older sheet lacks), its weapons and worn armour. A sheet that does not validate is
 * refused with the field that is wrong.
 */
export function fighterOf(actor: ActorSnapshot): Outcome<ArmedFighter> {
  const checked = actorSystem(actor, ACTOR_TYPE, D100ActorSchema);
  if (!checked.ok) return checked;
  const carried = itemsOfActor(actor, WEAPON_TYPE, D100WeaponSchema);
  const weapons: NamedWeapon[] = carried.map(({ item }) => item);
  const weaponIds = carried.map(({ id }) => id);
  const armour: NamedArmour[] = itemsOfActor(actor, ARMOUR_TYPE, D100ArmourSchema).map(({ item }) => item);
  const unarmed = D100_WEAPONS[UNARMED];
  if (weapons.length === 0 && unarmed !== undefined) {
    weapons.push({ name: UNARMED, ...unarmed });
    weaponIds.push("");
  }
  return allow({ fighter: enterFight({ id: actor.ref, name: actor.name, side: "" }, checked.value, weapons, armour), weaponIds });
}

/** What a fight did to a fighter, as `system` paths for one actor update. */
export function fighterChanges(before: D100Fighter, after: D100Fighter): Record<string, number | boolean> {
  const changes: Record<string, number | boolean> = {};
  if (after.wounds !== before.wounds) changes["wounds.value"] = after.wounds;
  if (after.fate !== before.fate) changes["fate.value"] = after.fate;
  if (after.fatigue !== before.fatigue) changes["fatigue"] = after.fatigue;
  if (after.criticalDamage !== before.criticalDamage) changes["criticalDamage"] = after.criticalDamage;
  for (const { id: key } of D100_CONDITIONS) {
    if (after.conditions[key] !== before.conditions[key]) changes[`conditions.${key}`] = after.conditions[key];
  }
  return changes;
}
