import { conditionsMigration } from "../../../engine/play/conditionsMigration";
import { storedSchema } from "../../../engine/conditions/storedSchema";
import type { DocumentRules } from "../../../engine/play/DocumentRules";
import { AP_CONDITIONS } from "../conditions";
import { accepts } from "../../../engine/schema/accepted";
import { ApActorSchema, ApArmourSchema, ApWeaponSchema } from "../schema";

/**
 * The rule set's document subtypes. They live with the declaration's documents, not beside the
 * fighter built from an actor (`snapshot.ts`), so that a world's boot fetches no rule set's fight.
 */
export const ACTOR_TYPE = "action-points";
export const WEAPON_TYPE = "action-points-weapon";
export const ARMOUR_TYPE = "action-points-armour";

/** The AP the character has now (its initiative before a fight), for the formula and the token. */
function actorDerived(system: unknown): Record<string, number> {
  // Read as the sheet reads it, defaults for what is left out.
  const read = accepts(ApActorSchema, system, "system");
  return read.ok ? { apNow: read.value.actionPoints.value ?? read.value.actionPoints.max } : {};
}

export const AP_DOCUMENTS: DocumentRules = {
  actorType: ACTOR_TYPE,
  itemTypes: [WEAPON_TYPE, ARMOUR_TYPE],
  schemas: { [ACTOR_TYPE]: storedSchema(ApActorSchema, AP_CONDITIONS), [WEAPON_TYPE]: ApWeaponSchema, [ARMOUR_TYPE]: ApArmourSchema },
  playerCharacter: (system) => typeof system === "object" && system !== null && Reflect.get(system, "kind") === "pc",
  derive: (type, system) => (type === ACTOR_TYPE ? actorDerived(system) : {}),
  tokens: { primary: "actionPoints", secondary: "damageTaken", bars: ["actionPoints"], values: ["damageTaken", "fitness", "movement"] },
  conditions: AP_CONDITIONS,
  schemaVersion: 2,
  migrations: [conditionsMigration(2, ACTOR_TYPE, AP_CONDITIONS)],
};
