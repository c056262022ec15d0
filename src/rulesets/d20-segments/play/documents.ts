import * as Value from "../../../engine/schema/ValueChecks";
import { conditionsMigration } from "../../../engine/play/conditionsMigration";
import { storedSchema } from "../../../engine/conditions/storedSchema";
import type { DocumentRules } from "../../../engine/play/DocumentRules";
import { lostRoundsMigration } from "./lostRoundsMigration";
import { D20_CONDITIONS } from "../conditions";
import { D20ActorSchema, D20ArmourSchema, D20WeaponSchema } from "../schema";

/**
 * The rule set's document subtypes. They live with the declaration's documents, not beside the
 * fighter built from an actor (`snapshot.ts`), so that a world's boot fetches no rule set's fight.
 */
export const ACTOR_TYPE = "d20-segments";
export const WEAPON_TYPE = "d20-segments-weapon";
export const ARMOUR_TYPE = "d20-segments-armour";

/** What is left of the hit points, for the token's bar and the sheet. */
function actorDerived(system: unknown): Record<string, number> {
  if (!Value.Check(D20ActorSchema, system)) return {};
  return { hitPointsLeft: system.hitPoints.value ?? system.hitPoints.max };
}

export const D20_DOCUMENTS: DocumentRules = {
  actorType: ACTOR_TYPE,
  itemTypes: [WEAPON_TYPE, ARMOUR_TYPE],
  schemas: { [ACTOR_TYPE]: storedSchema(D20ActorSchema, D20_CONDITIONS), [WEAPON_TYPE]: D20WeaponSchema, [ARMOUR_TYPE]: D20ArmourSchema },
  playerCharacter: (system) => typeof system === "object" && system !== null && Reflect.get(system, "kind") === "pc",
  derive: (type, system) => (type === ACTOR_TYPE ? actorDerived(system) : {}),
  tokens: { primary: "hitPoints", secondary: "actionDice", bars: ["hitPoints"], values: ["actionDice", "initiativeBonus"] },
  conditions: D20_CONDITIONS,
  schemaVersion: 3,
  migrations: [conditionsMigration(2, ACTOR_TYPE, D20_CONDITIONS), lostRoundsMigration(ACTOR_TYPE)],
};
