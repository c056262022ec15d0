import { ACTION_POINTS_DECLARATION } from "../declaration";
import * as Value from "../../../engine/schema/ValueChecks";
import { MAP_CHANGES_NOTHING } from "../../../engine/play/MapRules";
import type { RuleSetModule } from "../../../engine/play/RuleSetModule";
import { ApOptionsSchema, type ApOptions } from "../schema";
import { apCards } from "./cards";
import { apCombat } from "./combat";
import { apItemSheet } from "./itemSheet";
import { apSheet } from "./sheet";
import { AP_BETWEEN_FIGHTS } from "./betweenFights";
import { fighterOf } from "./snapshot";
import { apRollRequests } from "./rollRequests";

/** action-points as Foundry plays it under the world's options: the standard MTN, and the order re-sorted each round or kept. */
function apModule(options: ApOptions): RuleSetModule {
  return {
    id: "action-points",
    documents: ACTION_POINTS_DECLARATION.documents,
    combat: apCombat(options),
    cards: apCards(options),
    // Movement is spent in AP from the sheet; where the token goes is the player's to drag.
    map: MAP_CHANGES_NOTHING,
    sceneGrid: ACTION_POINTS_DECLARATION.sceneGrid,
    sheet: apSheet(options),
    itemSheet: apItemSheet,
    // The session's damage is the session's: a new one starts it again.
    newSession: (actor) => {
      const read = fighterOf(actor, options.standardMtn);
      return read.ok && read.value.fighter.actor.damageTaken > 0 ? [{ actor: actor.ref, system: { damageTaken: 0 } }] : [];
    },
    betweenFights: AP_BETWEEN_FIGHTS,
    rollRequests: apRollRequests(options),
    withOptions: (given) => apModule(Value.Check(ApOptionsSchema, given) ? given : Value.Create(ApOptionsSchema)),
  };
}

/** The module as a world runs it until its options say otherwise: the README's defaults. */
export const ACTION_POINTS_MODULE: RuleSetModule = apModule(Value.Create(ApOptionsSchema));
