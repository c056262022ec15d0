import { Value } from "@sinclair/typebox/value";
import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import { allow, refuse, type Outcome } from "../../../engine/Refusal";
import { validate } from "../../../engine/schema/validate";
import { BARE_HANDS, UNARMED } from "../armoury";
import { enterFight, type NamedWeapon, type PhasesFighter } from "../fighter";
import { PhasesActorSchema, PhasesWeaponSchema } from "../schema";

export const ACTOR_TYPE = "phases-3d6";
export const WEAPON_TYPE = "phases-3d6-weapon";

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
  if (actor.type !== ACTOR_TYPE) return refuse("wrong-actor-type", `${actor.name} is not a phases-3d6 actor`, { name: actor.name });
  const checked = validate(PhasesActorSchema, actor.system, "system");
  if (!checked.ok) {
    const issue = checked.issues[0];
    return refuse("actor-invalid", `${actor.name}: ${issue === undefined ? "invalid data" : `${issue.path} is not ${issue.expected}`}`, { name: actor.name });
  }
  const weapons: NamedWeapon[] = [];
  const weaponIds: string[] = [];
  for (const item of actor.items) {
    const data: unknown = item.system;
    if (item.type === WEAPON_TYPE && Value.Check(PhasesWeaponSchema, data)) {
      weapons.push({ name: item.name, ...data });
      weaponIds.push(item.id);
    }
  }
  weapons.push({ name: UNARMED, ...BARE_HANDS });
  weaponIds.push("");
  return allow({ fighter: enterFight({ id: actor.ref, name: actor.name, side: "" }, checked.value, weapons), weaponIds });
}

/** The weapon a sheet button names by item id ("" is bare hands). */
export function weaponById(armed: ArmedFighter, itemId: string): NamedWeapon | undefined {
  const index = armed.weaponIds.indexOf(itemId);
  return index < 0 ? undefined : armed.fighter.weapons[index];
}
