import { conditionsMigration } from "../../../engine/play/conditionsMigration";
import { storedSchema } from "../../../engine/conditions/storedSchema";
import type { DocumentRules } from "../../../engine/play/DocumentRules";
import { D100_CONDITIONS } from "../conditions";
import * as Value from "../../../engine/schema/ValueChecks";
import { bonus } from "../bonus";
import { CHARACTERISTICS, D100ActorSchema, D100ArmourSchema, D100WeaponSchema } from "../schema";

/**
 * The rule set's document subtypes. They live with the declaration's documents, not beside the
 * fighter built from an actor (`snapshot.ts`), so that a world's boot fetches no rule set's fight.
 */
export const ACTOR_TYPE = "d100-fate";
export const WEAPON_TYPE = "d100-fate-weapon";
export const ARMOUR_TYPE = "d100-fate-armour";

/** Characteristic bonuses, by characteristic: `derived.agilityBonus`. */
function actorDerived(system: unknown): Record<string, number> {
  const derived: Record<string, number> = {};
  if (!Value.Check(D100ActorSchema, system)) return derived;
  for (const key of CHARACTERISTICS) derived[`${key}Bonus`] = bonus(system[key]);
  derived["woundsLeft"] = system.wounds.value ?? system.wounds.max;
  derived["fateLeft"] = system.fate.value ?? system.fate.max;
  return derived;
}

export const D100_DOCUMENTS: DocumentRules = {
  actorType: ACTOR_TYPE,
  itemTypes: [WEAPON_TYPE, ARMOUR_TYPE],
  schemas: { [ACTOR_TYPE]: storedSchema(D100ActorSchema, D100_CONDITIONS), [WEAPON_TYPE]: D100WeaponSchema, [ARMOUR_TYPE]: D100ArmourSchema },
  playerCharacter: (system) => typeof system === "object" && system !== null && Reflect.get(system, "kind") === "pc",
  derive: (type, system) => (type === ACTOR_TYPE ? actorDerived(system) : {}),
  tokens: { primary: "wounds", secondary: "fate", bars: ["wounds", "fate"], values: ["fatigue", "criticalDamage"] },
  conditions: D100_CONDITIONS,
  schemaVersion: 2,
  migrations: [conditionsMigration(2, ACTOR_TYPE, D100_CONDITIONS)],
};
