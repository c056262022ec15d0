import { actionPointPasses, actionPointPassesResorted } from "../../engine/clock/shapes";
import { accepted, itemsOfType } from "../../engine/fight/acceptedData";
import type { RuleSetRuntime } from "../../engine/fight/RuleSetRuntime";
import { AP_ARMOUR, AP_WEAPONS } from "./armoury";
import { newRound } from "./apBudget";
import { enterFight, isStanding, trackLeft, type ApFighter, fighterDraft } from "./fighter";
import { apLeftInitiative, preCombatInitiative } from "./preCombat";
import { AP_COMBATANT_FIELDS, checkApFields, readApFields } from "./scenarioFields";
import { ApActorSchema, ApArmourSchema, ApOptionsSchema, ApWeaponSchema } from "./schema";
import { AP_ACTIONS, takeApTurn } from "./turn";
import { apFightWarnings, apScriptWarnings } from "./scriptWarnings";
import { AP_CONDITIONS } from "./conditions";
import { AP_DURATIONS } from "./durations";

/** action-points for the headless fight: initiative is the AP left before it, passes of one action each until nobody can or will act. */
export const actionPointsRuntime: RuleSetRuntime<ApFighter> = {
  id: "action-points",
  clock: actionPointPasses,
  clockFor: (options) => (accepted(ApOptionsSchema, options, "action-points: options").resortEachRound ? actionPointPassesResorted : actionPointPasses),
  actorSchema: ApActorSchema,
  conditions: AP_CONDITIONS,
  durations: AP_DURATIONS,
  itemSchemas: { weapon: ApWeaponSchema, armour: ApArmourSchema },
  optionsSchema: ApOptionsSchema,
  vocabulary: { actions: AP_ACTIONS, attacks: AP_ACTIONS.filter((action) => action === "attack" || action.startsWith("attack:")), spend: [] },
  armoury: { weapon: AP_WEAPONS, armour: AP_ARMOUR },
  combatantFields: AP_COMBATANT_FIELDS,
  checkFields: checkApFields,
  scriptWarnings: apScriptWarnings,
  fightWarnings: apFightWarnings,
  draft: fighterDraft,
  enter(who, actor, items, fields, options) {
    const read = accepted(ApActorSchema, actor, "action-points: actor data");
    const world = accepted(ApOptionsSchema, options, "action-points: options");
    return enterFight(
      who,
      read,
      itemsOfType(items, "weapon", ApWeaponSchema),
      itemsOfType(items, "armour", ApArmourSchema),
      world.standardMtn,
      readApFields(fields),
    );
  },
  rollInitiative(context, fighter) {
    return context.when.round <= 1 ? preCombatInitiative(context, fighter) : apLeftInitiative(context, fighter);
  },
  startRound(context) {
    for (const fighter of context.fighters()) {
      // One who is Down takes no action: its AP stay as they were.
      if (!isStanding(fighter)) continue;
      const fresh = newRound(fighter);
      context.replace(fresh);
      if (context.listening) context.emit({ type: "resource", combatant: fresh.id, resource: "ap", use: "replenished", remaining: fresh.ap });
    }
  },
  takeTurn: takeApTurn,
  isStanding,
  trackLeft,
  canAct: isStanding,
};
