import { ACTOR_TYPE, WEAPON_TYPE } from "./documents";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import { allow, type Outcome } from "../../../engine/Refusal";
import { actorSystem, itemsOfActor } from "../../../engine/play/readActor";
import { BARE_HANDS, UNARMED } from "../armoury";
import { enterFight, type NamedWeapon, type PhasesFighter } from "../fighter";
import { PhasesActorSchema, PhasesWeaponSchema } from "../schema";

export interface ArmedFighter {
  readonly fighter: PhasesFighter;
  /** Item id of each weapon, by the weapon's position in `fighter.weapons`; "" for bare hands. */
  readonly weaponIds: readonly string[];
}

/**
 * The rules' view of an actor from Foundry: its sheet checked against the schema (defaults for
 * what an older sheet lacks) and its weapons. Bare hands are always there, last, so an armed
 * character can still punch. A sheet that does not validate is refused with the field at fault.
 */
export function fighterOf(actor: ActorSnapshot): Outcome<ArmedFighter> {
  const checked = actorSystem(actor, ACTOR_TYPE, PhasesActorSchema);
  if (!checked.ok) return checked;
  const carried = itemsOfActor(actor, WEAPON_TYPE, PhasesWeaponSchema);
  const weapons: NamedWeapon[] = carried.map(({ item }) => item);
  const weaponIds = carried.map(({ id }) => id);
  weapons.push({ name: UNARMED, ...BARE_HANDS });
  weaponIds.push("");
  return allow({ fighter: enterFight({ id: actor.ref, name: actor.name, side: "" }, checked.value, weapons), weaponIds });
}

/** The weapon a sheet button names by item id ("" is bare hands). */
export function weaponById(armed: ArmedFighter, itemId: string): NamedWeapon | undefined {
  const index = armed.weaponIds.indexOf(itemId);
  return index < 0 ? undefined : armed.fighter.weapons[index];
}
