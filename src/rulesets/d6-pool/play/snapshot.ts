import { Value } from "@sinclair/typebox/value";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import { allow, refuse, type Outcome } from "../../../engine/Refusal";
import { validate } from "../../../engine/schema/validate";
import { enterFight, type D6Fighter, type NamedWeapon } from "../fighter";
import { D6ActorSchema, D6ArmourSchema, D6WeaponSchema, type D6Armour } from "../schema";
import type { ComplicationRule } from "../WildDie";

export const ACTOR_TYPE = "d6-pool";
export const WEAPON_TYPE = "d6-pool-weapon";
export const ARMOUR_TYPE = "d6-pool-armour";

export interface ArmedFighter {
  readonly fighter: D6Fighter;
  /** Item id of each weapon, by the weapon's position in `fighter.weapons`. */
  readonly weaponIds: readonly string[];
}

/**
 * The rules' view of an actor from Foundry: its sheet checked against the schema, its weapons
 * and worn armour. A sheet that does not validate is refused with the field that is wrong.
 */
export function fighterOf(actor: ActorSnapshot, rule: ComplicationRule): Outcome<ArmedFighter> {
  if (actor.type !== ACTOR_TYPE) return refuse("wrong-actor-type", `${actor.name} is not a d6-pool actor`, { name: actor.name });
  const checked = validate(D6ActorSchema, actor.system, "system");
  if (!checked.ok) {
    const issue = checked.issues[0];
    return refuse("actor-invalid", `${actor.name}: ${issue === undefined ? "invalid data" : `${issue.path} is not ${issue.expected}`}`, { name: actor.name });
  }
  const weapons: NamedWeapon[] = [];
  const weaponIds: string[] = [];
  const armour: D6Armour[] = [];
  for (const item of actor.items) {
    const data: unknown = item.system;
    if (item.type === WEAPON_TYPE && Value.Check(D6WeaponSchema, data)) {
      weapons.push({ name: item.name, ...data });
      weaponIds.push(item.id);
    } else if (item.type === ARMOUR_TYPE && Value.Check(D6ArmourSchema, data)) {
      armour.push(data);
    }
  }
  return allow({ fighter: enterFight({ id: actor.ref, name: actor.name, side: "" }, checked.value, weapons, armour, rule), weaponIds });
}

/** The weapon a sheet button names by item id; "" is bare hands. */
export function weaponById(armed: ArmedFighter, itemId: string): NamedWeapon | undefined {
  const index = armed.weaponIds.indexOf(itemId);
  return index < 0 ? undefined : armed.fighter.weapons[index];
}
