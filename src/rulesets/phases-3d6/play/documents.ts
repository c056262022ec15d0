import * as Value from "../../../engine/schema/ValueChecks";
import { conditionsMigration } from "../../../engine/play/conditionsMigration";
import { storedSchema } from "../../../engine/conditions/storedSchema";
import type { DocumentRules } from "../../../engine/play/DocumentRules";
import { PHASES_CONDITIONS } from "../conditions";
import { baseDcv, baseOcv, PhasesActorSchema, PhasesWeaponSchema } from "../schema";

/**
 * The rule set's document subtypes. They live with the declaration's documents, not beside the
 * fighter built from an actor (`snapshot.ts`), so that a world's boot fetches no rule set's fight.
 */
export const ACTOR_TYPE = "phases-3d6";
export const WEAPON_TYPE = "phases-3d6-weapon";

/** OCV and DCV as the rolls use them (their own value, else the Combat Value), and what is left of Stun and Body. */
function actorDerived(system: unknown): Record<string, number> {
  if (!Value.Check(PhasesActorSchema, system)) return {};
  return {
    ocv: baseOcv(system),
    dcv: baseDcv(system),
    initiative: system.combatValue + system.lightningReflexes,
    stunLeft: system.stun.value ?? system.stun.max,
    bodyLeft: system.body.value ?? system.body.max,
  };
}

export const PHASES_DOCUMENTS: DocumentRules = {
  actorType: ACTOR_TYPE,
  itemTypes: [WEAPON_TYPE],
  schemas: { [ACTOR_TYPE]: storedSchema(PhasesActorSchema, PHASES_CONDITIONS), [WEAPON_TYPE]: PhasesWeaponSchema },
  playerCharacter: (system) => typeof system === "object" && system !== null && Reflect.get(system, "kind") === "pc",
  derive: (type, system) => (type === ACTOR_TYPE ? actorDerived(system) : {}),
  tokens: { primary: "stun", secondary: "body", bars: ["stun", "body"], values: ["combatValue", "recovery", "movement"] },
  conditions: PHASES_CONDITIONS,
  schemaVersion: 2,
  migrations: [conditionsMigration(2, ACTOR_TYPE, PHASES_CONDITIONS)],
};
