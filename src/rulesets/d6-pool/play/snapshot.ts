import { ACTOR_TYPE, ARMOUR_TYPE, WEAPON_TYPE } from "./documents";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import { actorSystem, itemsOfActor } from "../../../engine/play/readActor";
import { allow, type Outcome } from "../../../engine/Refusal";
import { enterFight, type D6Fighter, type NamedWeapon } from "../fighter";
import { D6ActorSchema, D6ArmourSchema, D6WeaponSchema } from "../schema";
import type { ComplicationRule } from "../WildDie";

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
  const system = actorSystem(actor, ACTOR_TYPE, D6ActorSchema);
  if (!system.ok) return system;
  const weapons = itemsOfActor(actor, WEAPON_TYPE, D6WeaponSchema);
  const armour = itemsOfActor(actor, ARMOUR_TYPE, D6ArmourSchema).map(({ item }) => item);
  const fighter = enterFight(
    { id: actor.ref, name: actor.name, side: "" },
    system.value,
    weapons.map(({ item }) => item),
    armour,
    rule,
  );
  return allow({ fighter, weaponIds: weapons.map(({ id }) => id) });
}

/** The weapon a sheet button names by item id; "" is bare hands. */
export function weaponById(armed: ArmedFighter, itemId: string): NamedWeapon | undefined {
  const index = armed.weaponIds.indexOf(itemId);
  return index < 0 ? undefined : armed.fighter.weapons[index];
}
