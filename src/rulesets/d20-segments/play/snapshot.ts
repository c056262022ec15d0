import { ACTOR_TYPE, ARMOUR_TYPE, WEAPON_TYPE } from "./documents";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import { actorSystem, itemsOfActor } from "../../../engine/play/readActor";
import { allow, type Outcome } from "../../../engine/Refusal";
import { enterFight, readyWeapons, type D20Fighter } from "../fighter";
import { D20ActorSchema, D20ArmourSchema, D20WeaponSchema } from "../schema";

export interface ArmedFighter {
  readonly fighter: D20Fighter;
  /** Item id of each weapon ready to fight, by the weapon's position in `fighter.weapons`. */
  readonly weaponIds: readonly string[];
}

/**
 * The rules' view of an actor from Foundry: its sheet checked against the schema, its weapons
 * and armour. Whether its side buys botches is the world's to say at the table, so the fighter
 * here leaves it to the card that asks.
 */
export function fighterOf(actor: ActorSnapshot): Outcome<ArmedFighter> {
  const system = actorSystem(actor, ACTOR_TYPE, D20ActorSchema);
  if (!system.ok) return system;
  const weapons = readyWeapons(system.value, itemsOfActor(actor, WEAPON_TYPE, D20WeaponSchema), ({ item }) => item);
  const armour = itemsOfActor(actor, ARMOUR_TYPE, D20ArmourSchema).map(({ item }) => item);
  const fighter = enterFight(
    { id: actor.ref, name: actor.name, side: "" },
    system.value,
    weapons.map(({ item }) => item),
    armour,
    true,
  );
  return allow({ fighter, weaponIds: weapons.map(({ id }) => id) });
}
