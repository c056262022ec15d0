import type { BetweenFights } from "../../../engine/play/betweenFights";
import { listed, text } from "../../../engine/text/LocalText";
import { actorSystem } from "../../../engine/play/readActor";
import { D100_CONDITIONS } from "../conditions";
import { D100ActorSchema } from "../schema";
import { ACTOR_TYPE } from "./documents";

const K = "TURNWRIGHT.D100Fate.BetweenFights";

/** The conditions of structured time, which end with it: Surprised happens "once at the beginning of a combat", and Stunned costs turns, which a fight over no longer has. */
const OF_THE_FIGHT = ["stunned", "surprised"] as const;

/**
 * After a fight (rules/1-d100-fate.txt): the source's time is the Round, and what it makes a
 * character lose is Turns; Surprise "can only happen once at the beginning of a combat". So a
 * fight that is over ends Stunned and Surprised. Fatigue stays: the source's one way to shed it is
 * a Fate Point ("Recover all levels of Fatigue"), the player's to spend from the sheet, and the
 * card says so.
 */
export const D100_BETWEEN_FIGHTS: BetweenFights = {
  label: text(`${K}.Label`),
  recover(actor) {
    const read = actorSystem(actor, ACTOR_TYPE, D100ActorSchema);
    if (!read.ok) return null;
    const system = read.value;
    const on = D100_CONDITIONS.filter((condition) => OF_THE_FIGHT.some((id) => id === condition.id && system.conditions[id]));
    if (on.length === 0 && system.fatigue === 0) return null;
    const conditions = listed(on.map((condition) => condition.label));
    const words = { name: actor.name, conditions, fatigue: system.fatigue };
    const line = on.length === 0 ? text(`${K}.Keeps`, words) : system.fatigue === 0 ? text(`${K}.Ends`, words) : text(`${K}.EndsKeeps`, words);
    return {
      change: { actor: actor.ref, system: Object.fromEntries(on.map((condition) => [condition.path, false])) },
      undo: { actor: actor.ref, system: Object.fromEntries(on.map((condition) => [condition.path, true])) },
      line,
    };
  },
};
