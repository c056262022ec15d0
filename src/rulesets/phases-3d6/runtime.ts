import { NO_OPTIONS } from "../../engine/schema/noOptions";
import { phasedTurns } from "../../engine/clock/shapes";
import type { FightContext } from "../../engine/fight/FightContext";
import { accepted, itemsOfType } from "../../engine/fight/acceptedData";
import type { RuleSetRuntime } from "../../engine/fight/RuleSetRuntime";
import { PHASE_ACTIONS } from "./actions";
import { PHASES_WEAPONS } from "./armoury";
import { enterFight, fighterDraft, isStanding, trackLeft, type PhasesFighter } from "./fighter";
import { attackable, distanceBetween } from "./reach";
import { initiative, ROLL_OFF } from "./initiative";
import { aimsAtSomeone } from "./manoeuvres";
import { postTurnRecovery } from "./postTurn";
import { checkPhasesFields, oneInEachHex, PHASES_COMBATANT_FIELDS, readPhasesFields } from "./scenarioFields";
import { PhasesActorSchema, PhasesWeaponSchema } from "./schema";
import { takePhasesTurn } from "./turn";
import { phasesFightWarnings, phasesScriptWarnings } from "./scriptWarnings";
import { PHASES_CONDITIONS } from "./conditions";
import { PHASES_DURATIONS } from "./durations";

/**
 * Actions a script may name. Ready and "other attack" are left out: the headless fight has no
 * trigger to ready against and no attack beyond the manoeuvres.
 */
const SCRIPTABLE = PHASE_ACTIONS.map((action) => action.id).filter((id) => id !== "ready" && id !== "otherAttack");

/** The runtime, plus the Post-Turn step the runner hands to it (see the README). */
export interface PhasesRuntime extends RuleSetRuntime<PhasesFighter> {
  postTurn(context: FightContext<PhasesFighter>, ids: readonly string[]): void;
}

/** phases-3d6 for the headless fight: a kept order, four Phases a Turn, a Recovery after each Turn. */
export const phasesRuntime: PhasesRuntime = {
  id: "phases-3d6",
  clock: phasedTurns,
  actorSchema: PhasesActorSchema,
  conditions: PHASES_CONDITIONS,
  durations: PHASES_DURATIONS,
  itemSchemas: { weapon: PhasesWeaponSchema },
  optionsSchema: NO_OPTIONS,
  vocabulary: { actions: SCRIPTABLE, attacks: SCRIPTABLE.filter(aimsAtSomeone), spend: [] },
  armoury: { weapon: PHASES_WEAPONS },
  combatantFields: PHASES_COMBATANT_FIELDS,
  checkFields: checkPhasesFields,
  checkTogether: oneInEachHex,
  scriptWarnings: phasesScriptWarnings,
  fightWarnings: phasesFightWarnings,
  draft: fighterDraft,
  enter: (who, actor, items, fields) =>
    enterFight(who, accepted(PhasesActorSchema, actor, "phases-3d6: actor data"), itemsOfType(items, "weapon", PhasesWeaponSchema), readPhasesFields(fields)),
  rollInitiative(context, fighter) {
    const rollOff = context.roll(ROLL_OFF).total;
    const score = initiative(fighter.actor, rollOff);
    // Kept on the fighter: attacks of opportunity provoked together come in this order.
    const ranked = fighterDraft(fighter);
    ranked.rank = { score: score.score, rollOff };
    context.replace(ranked);
    if (context.listening) {
      context.emit({
        type: "initiative",
        combatant: fighter.id,
        dice: [],
        total: score.score,
        note: `Combat Value ${fighter.actor.combatValue} + Lightning Reflexes ${fighter.actor.lightningReflexes}; roll-off ${rollOff} for ties`,
      });
    }
    return score;
  },
  // Everything a Phase resets, each character resets when its own action begins.
  startRound: () => undefined,
  takeTurn: takePhasesTurn,
  postTurn: postTurnRecovery,
  standsAt: (fighter) => fighter.at,
  isStanding,
  attackable,
  trackLeft,
  distance: distanceBetween,
  canAct: isStanding,
};
