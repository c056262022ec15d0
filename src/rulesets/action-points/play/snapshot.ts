import { ACTOR_TYPE, ARMOUR_TYPE, WEAPON_TYPE } from "./documents";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import { actorSystem, itemsOfActor } from "../../../engine/play/readActor";
import { allow, type Outcome } from "../../../engine/Refusal";
import { enterFight, type ApFighter } from "../fighter";
import { ApActorSchema, ApArmourSchema, ApWeaponSchema } from "../schema";

export interface ArmedFighter {
  readonly fighter: ApFighter;
  /** Item id of each weapon, by the weapon's position in `fighter.gear.weapons`. */
  readonly weaponIds: readonly string[];
}

/**
 * The rules' view of an actor from Foundry: its sheet checked against the schema, its weapons
 * and armour, at the world's standard MTN. Its AP are the sheet's; in a fight the tracker's
 * budget holds the round's.
 */
export function fighterOf(actor: ActorSnapshot, mtn: number): Outcome<ArmedFighter> {
  const system = actorSystem(actor, ACTOR_TYPE, ApActorSchema);
  if (!system.ok) return system;
  const weapons = itemsOfActor(actor, WEAPON_TYPE, ApWeaponSchema);
  const armour = itemsOfActor(actor, ARMOUR_TYPE, ApArmourSchema).map(({ item }) => item);
  const fighter = enterFight(
    { id: actor.ref, name: actor.name, side: "" },
    system.value,
    weapons.map(({ item }) => item),
    armour,
    mtn,
    [],
  );
  return allow({ fighter, weaponIds: weapons.map(({ id }) => id) });
}
