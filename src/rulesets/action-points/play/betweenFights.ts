import type { BetweenFights } from "../../../engine/play/betweenFights";
import { text } from "../../../engine/text/LocalText";
import { actorSystem } from "../../../engine/play/readActor";
import { ApActorSchema, ATTRIBUTES } from "../schema";
import { dayOfRest } from "../seriousInjury";
import { ACTOR_TYPE } from "./documents";

const K = "TURNWRIGHT.ActionPoints";

/**
 * After a fight (rules/5-action-points.txt, "Healing & Recuperation"): "out of combat, a character
 * recuperates a number of Damage points per game day equal to their Fitness", and one Down gets a
 * lost attribute back at d4: a day of rest, the rule the sheet's own rest card grants
 * (seriousInjury.ts `dayOfRest`), here for every actor of the fight at once.
 */
export const AP_BETWEEN_FIGHTS: BetweenFights = {
  label: text(`${K}.BetweenFights.Label`),
  recover(actor) {
    const read = actorSystem(actor, ACTOR_TYPE, ApActorSchema);
    if (!read.ok) return null;
    const before = read.value;
    const after = dayOfRest(before);
    const back = ATTRIBUTES.find((attribute) => before.attributes[attribute] !== after.attributes[attribute]) ?? null;
    if (after.damageTaken === before.damageTaken && back === null) return null;
    const change: Record<string, number | string> = { damageTaken: after.damageTaken };
    const undo: Record<string, number | string> = { damageTaken: before.damageTaken };
    if (back !== null) {
      change[`attributes.${back}`] = after.attributes[back];
      undo[`attributes.${back}`] = before.attributes[back];
    }
    const words = {
      name: actor.name,
      healed: before.damageTaken - after.damageTaken,
      left: after.damageTaken,
      attribute: back === null ? "" : `${K}.Attribute.${back}`,
    };
    return {
      change: { actor: actor.ref, system: change },
      undo: { actor: actor.ref, system: undo },
      line: text(back === null ? `${K}.BetweenFights.Rested` : `${K}.BetweenFights.RestedBack`, words),
    };
  },
};
