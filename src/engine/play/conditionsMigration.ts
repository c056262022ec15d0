import type { Migration } from "./DocumentRules";
import type { Condition } from "../conditions/Condition";
import { statusesInSystem, withoutConditions } from "../conditions/conditionState";

/**
 * The migration that takes an actor's conditions off its sheet: the stored yes/no fields go, and
 * each one that was on becomes a status effect on the actor, in the same update.
 */
export function conditionsMigration(version: number, type: string, conditions: readonly Condition[]): Migration {
  return {
    version,
    documentName: "Actor",
    type,
    description: "Conditions become status effects: the sheet's fields are dropped, and each one that was on is a status effect on the actor",
    migrate: (system) => withoutConditions(system, conditions),
    statuses: (system) => statusesInSystem(system, conditions),
  };
}
