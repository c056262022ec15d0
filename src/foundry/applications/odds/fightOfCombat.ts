import type { GridLayout } from "../../../engine/play/MapRules";
import { fightSettings } from "../../fight/fightSettings";
import { readClock } from "../../fight/clockRecord";
import { combatData, fighterRecord } from "../../documents/fighterRecord";
import { spaceUnder } from "../../canvas/map/foundryMapWorld";
import { gridLayoutOf } from "../../canvas/map/gridLayout";
import type { OddsFight, Side } from "../../odds/fightScenario";
import { ruleEffectsLeft } from "../../odds/ruleEffectsLeft";

/**
 * A token's disposition in words. Core's `CONST.TOKEN_DISPOSITIONS` (common/constants.mjs in v13
 * and v14: SECRET -2, HOSTILE -1, NEUTRAL 0, FRIENDLY 1) is read here, so the study never holds
 * Foundry's numbers; an unknown value is a side of its own kind, hostile.
 */
function sideOf(disposition: number): Side {
  const dispositions = CONST.TOKEN_DISPOSITIONS;
  switch (disposition) {
    case dispositions.FRIENDLY:
      return "friendly";
    case dispositions.NEUTRAL:
      return "neutral";
    case dispositions.SECRET:
      return "secret";
    default:
      return "hostile";
  }
}

/**
 * The tracker's combat as the odds study reads it. A combatant's side is its token's
 * disposition (`Combatant#token`, a TokenDocument), or its actor's prototype token's when it
 * has no token; its place is the grid space under its token, on the combat's scene only
 * (`Combat#scene`), since a hex on another map says nothing of distance here. These document
 * properties are taken from the v13 declarations, as the map's own readers already use them;
 * their v13 and v14 code was not read for this.
 */
export function fightOfCombat(combat: Combat.Implementation): OddsFight {
  const { rules, study } = fightSettings();
  const scene = combat.scene;
  const now = combat.started ? readClock(combatData(combat)?.clock) : null;
  const conditions = study.ruleset.runtime.conditions;
  const grid: GridLayout = scene === null ? "gridless" : gridLayoutOf(scene.grid.type);
  const fighters = combat.turns.map((combatant) => {
    const record = fighterRecord(combatant);
    const token = combatant.token;
    const disposition = token?.disposition ?? combatant.actor?.prototypeToken.disposition ?? CONST.TOKEN_DISPOSITIONS.HOSTILE;
    const onScene = token !== null && scene !== null && token.parent?.id === scene.id;
    return {
      id: record.id,
      name: record.name,
      actor: record.actor,
      side: sideOf(disposition),
      surprised: record.surprised,
      defeated: record.defeated,
      at: onScene ? spaceUnder(token, {}) : null,
      ruleEffects:
        now === null || combat.id === null || combatant.actor === null ? [] : ruleEffectsLeft(combatant.actor, combat.id, now, rules.durations, conditions),
    };
  });
  return {
    ruleset: study.ruleset.id,
    options: study.options,
    // The clock's round (a Turn of Phases), not core's, which counts every walk of the order.
    round: now?.round ?? 0,
    roundPlan: rules.clock.round,
    grid,
    fieldsAt: study.map.scenarioFieldsAt,
    fighters,
  };
}
