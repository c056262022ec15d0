import * as Value from "../../../engine/schema/ValueChecks";
import { conditionsMigration } from "../../../engine/play/conditionsMigration";
import { storedSchema } from "../../../engine/conditions/storedSchema";
import type { DocumentRules } from "../../../engine/play/DocumentRules";
import { stunMigration } from "./stunMigration";
import { D6_CONDITIONS } from "../conditions";
import { d6CustomChange } from "../stun";
import { acceptedCode, strengthDamage } from "../dieCode";
import { initiativeBonus } from "../combatDifficulty";
import { codeOf } from "../rollCode";
import { D6ActorSchema, D6ArmourSchema, D6WeaponSchema } from "../schema";

/**
 * The rule set's document subtypes. They live with the declaration's documents, not beside the
 * fighter built from an actor (`snapshot.ts`), so that a world's boot fetches no rule set's fight.
 */
export const ACTOR_TYPE = "d6-pool";
export const WEAPON_TYPE = "d6-pool-weapon";
export const ARMOUR_TYPE = "d6-pool-armour";

/**
 * What the sheet and Foundry's roll data read beside the stored codes: Strength Damage in dice,
 * and the initiative roll's parts (`@derived.initiativeDice`: the Perception dice less the Wild
 * Die, whether there is a Wild Die, its pips, the bonus), so the generic initiative formula scores as the rules do.
 */
function actorDerived(system: unknown): Record<string, number> {
  if (!Value.Check(D6ActorSchema, system)) return {};
  const perception = acceptedCode(system.perception);
  return {
    strengthDamage: strengthDamage(acceptedCode(system.strength)).dice,
    initiativeDice: Math.max(0, perception.dice - 1),
    // A Perception at 0D throws no pool, so no Wild Die either (see initiative.ts).
    initiativeWild: perception.dice > 0 ? 1 : 0,
    initiativePips: perception.pips,
    initiativeBonus: initiativeBonus({ perception, search: codeOf(system, "search"), agility: codeOf(system, "agility") }),
  };
}

export const D6_DOCUMENTS: DocumentRules = {
  actorType: ACTOR_TYPE,
  itemTypes: [WEAPON_TYPE, ARMOUR_TYPE],
  schemas: { [ACTOR_TYPE]: storedSchema(D6ActorSchema, D6_CONDITIONS), [WEAPON_TYPE]: D6WeaponSchema, [ARMOUR_TYPE]: D6ArmourSchema },
  playerCharacter: (system) => typeof system === "object" && system !== null && Reflect.get(system, "kind") === "pc",
  derive: (type, system) => (type === ACTOR_TYPE ? actorDerived(system) : {}),
  // No track to draw as a bar: the two luck pools are the token's numbers.
  tokens: { primary: "characterPoints", secondary: "fatePoints", bars: [], values: ["characterPoints", "fatePoints"] },
  // A die code takes dice and pips from an effect (`+1D`); the path is the code's wherever it is.
  customChange: d6CustomChange,
  conditions: D6_CONDITIONS,
  schemaVersion: 3,
  migrations: [conditionsMigration(2, ACTOR_TYPE, D6_CONDITIONS), stunMigration(ACTOR_TYPE)],
};
